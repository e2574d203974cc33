import { subscribeDonorEvents, type DonorEvent } from 'halo_shared/live';
import { useHalo } from 'halo_shared/store';
import { useEffect, useRef } from 'react';

/**
 * Calls `onEvent` with each live event of the signed-in donor (a gift charged or declined, a
 * recurring gift changed: issue 7) while the component is mounted. The latest `onEvent` is used
 * without resubscribing, so screens can pass an inline function.
 */
export function useDonorEvents(onEvent: (event: DonorEvent) => void): void {
  const userId = useHalo((state) => state.user?.prefixedId ?? null);
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useEffect(() => {
    if (!userId) return undefined;
    return subscribeDonorEvents({ prefixedId: userId }, (event) => latest.current(event));
  }, [userId]);
}
