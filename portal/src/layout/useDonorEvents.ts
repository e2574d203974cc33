import { useApiClient } from 'halo_shared/api';
import type { DonorEvent } from 'halo_shared/live';
import { useHalo, useHaloStore } from 'halo_shared/store';
import { useEffect, useRef } from 'react';
import { whenApiQuiet } from './whenApiQuiet';

/**
 * Live updates are for gifts made later on: `halo_shared/live` and pusher-js (20 KB gzip together)
 * load, and the connection opens, once the first screen's data is in (no API request for a second),
 * so they never compete with the first route (docs/ARCHITECTURE.md §8 budget).
 */
const quietPage = { quietMs: 1000, maxWaitMs: 10_000 };

/**
 * Calls `onEvent` with each live event of the signed-in donor (a gift charged or declined, a
 * recurring gift changed) while the component is mounted. The latest `onEvent` is used
 * without resubscribing, so screens can pass an inline function.
 */
export function useDonorEvents(onEvent: (event: DonorEvent) => void): void {
  const api = useApiClient();
  const store = useHaloStore();
  const userId = useHalo((state) => state.user?.prefixedId ?? null);
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (!userId) return undefined;
    let stop: (() => void) | null = null;
    const unmounted = new AbortController();
    void whenApiQuiet(store, { ...quietPage, signal: unmounted.signal })
      .then(() => import('halo_shared/live'))
      .then(({ donorLiveUpdates, subscribeDonorEvents }) => {
        if (unmounted.signal.aborted) return;
        stop = subscribeDonorEvents(
          { prefixedId: userId },
          (event) => latest.current(event),
          donorLiveUpdates(api),
        );
      });
    return () => {
      unmounted.abort();
      stop?.();
    };
  }, [userId, api, store]);
}
