import { useContext } from 'react';
import { useStore } from 'zustand';
import type { HaloStore } from './createHaloStore';
import { HaloStoreContext } from './HaloStoreContext';
import type { HaloState } from './haloState';

/** The store of this subtree (its root's); there is no page-wide default to fall back to. */
export function useHaloStore(): HaloStore {
  const store = useContext(HaloStoreContext);
  if (!store)
    throw new Error('useHaloStore needs a HaloStoreContext provider (made by the composition root)');
  return store;
}

/** Subscribes a component to a slice of the store; it re-renders when the selected value changes. */
export function useHalo<T>(selector: (state: HaloState) => T): T {
  return useStore(useHaloStore(), selector);
}
