import type { HaloStore } from 'halo_shared/store';

export interface QuietOptions {
  /** How long no API request may be in flight (the progress bar's count) before the page counts as quiet. */
  quietMs: number;
  /** Resolve after this long whatever happens, so a page that keeps asking is not left without. */
  maxWaitMs: number;
  /** Gives up: stops watching the store, and the promise never resolves. */
  signal?: AbortSignal;
}

/**
 * Resolves once `store` has had no API request in flight for `quietMs` (at most after `maxWaitMs`):
 * for work that must not compete with the first screen's chunks and data, such as the live-updates
 * connection. A gap shorter than `quietMs` (a screen's chunk loading between the layout's request
 * and the screen's own) does not count.
 */
export function whenApiQuiet(store: HaloStore, { quietMs, maxWaitMs, signal }: QuietOptions): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return;
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};
    const stop = () => {
      clearTimeout(quietTimer);
      clearTimeout(deadline);
      unsubscribe();
      signal?.removeEventListener('abort', stop);
    };
    const done = () => {
      stop();
      resolve();
    };
    signal?.addEventListener('abort', stop);
    const deadline = setTimeout(done, maxWaitMs);
    const follow = (pendingRequests: number) => {
      clearTimeout(quietTimer);
      if (pendingRequests === 0) quietTimer = setTimeout(done, quietMs);
    };
    let pending = store.getState().pendingRequests;
    unsubscribe = store.subscribe((state) => {
      if (state.pendingRequests === pending) return;
      pending = state.pendingRequests;
      follow(pending);
    });
    follow(pending);
  });
}
