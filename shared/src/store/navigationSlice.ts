import { HISTORY_CAP } from '@halo/domain';
import type { HaloSlice } from './haloState';

export interface NavigationSlice {
  /** The current path with its query string, e.g. `/transactions?page=2`. */
  path: string;
  /** Paths visited, newest last, at most 30 (docs/PRODUCT.md §4). */
  history: string[];
  /** Records a committed navigation; the router calls it, apps call `navigate` instead. */
  recordNavigation: (path: string, options?: { replace?: boolean }) => void;
}

export function currentLocationPath(): string {
  if (typeof window === 'undefined') return '/';
  return window.location.pathname + window.location.search;
}

export function appendToHistory(history: readonly string[], path: string, replace: boolean): string[] {
  const next = replace && history.length > 0 ? [...history.slice(0, -1), path] : [...history, path];
  return next.slice(-HISTORY_CAP);
}

export const createNavigationSlice: HaloSlice<NavigationSlice> = (set) => {
  const path = currentLocationPath();
  return {
    path,
    history: [path],
    recordNavigation: (next, options) =>
      set((state) => ({
        path: next,
        history: appendToHistory(state.history, next, options?.replace ?? false),
      })),
  };
};
