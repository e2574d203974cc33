import { useStore } from 'zustand';
import { haloStore } from './haloStore';
import type { HaloState } from './haloState';

/** Subscribes a component to a slice of `haloStore`; it re-renders when the selected value changes. */
export function useHalo<T>(selector: (state: HaloState) => T): T {
  return useStore(haloStore, selector);
}
