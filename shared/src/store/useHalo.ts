import { useContext } from 'react';
import { useStore } from 'zustand';
import { haloStore, type HaloStore } from './haloStore';
import { HaloStoreContext } from './HaloStoreContext';
import type { HaloState } from './haloState';

/** The store of this subtree: the element's inside `<halo-give>`, else the page's `haloStore`. */
export function useHaloStore(): HaloStore {
  return useContext(HaloStoreContext) ?? haloStore;
}

/** Subscribes a component to a slice of the store; it re-renders when the selected value changes. */
export function useHalo<T>(selector: (state: HaloState) => T): T {
  return useStore(useHaloStore(), selector);
}
