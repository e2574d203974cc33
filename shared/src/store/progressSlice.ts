import type { HaloSlice } from './haloState';

export interface ProgressSlice {
  /** Requests in flight; the progress bar shows while this is above 0 (docs/PRODUCT.md §7). */
  pendingRequests: number;
  beginRequest: () => void;
  endRequest: () => void;
}

export const createProgressSlice: HaloSlice<ProgressSlice> = (set) => ({
  pendingRequests: 0,
  beginRequest: () => set((state) => ({ pendingRequests: state.pendingRequests + 1 })),
  // Never below 0, so a stray extra end cannot hide the bar for the next request.
  endRequest: () => set((state) => ({ pendingRequests: Math.max(0, state.pendingRequests - 1) })),
});
