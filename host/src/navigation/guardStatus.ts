import { createStore, type StoreApi } from 'zustand/vanilla';

/** What the host guard last decided; the shell renders a route only once the guard approved its path. */
export interface GuardStatus {
  /** The last path the guard let through (with its query string, as the router commits it). */
  approvedPath: string | null;
  /** Set when the guard could not load what the route needs (API unreachable). */
  failure: unknown;
}

export type GuardStatusStore = StoreApi<GuardStatus>;

export function createGuardStatus(): GuardStatusStore {
  return createStore<GuardStatus>()(() => ({ approvedPath: null, failure: null }));
}
