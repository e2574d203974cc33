// The signed-in donor's live updates (events in docs/CONTRACTS.md "Live updates"): one
// pusher-js connection per page, shared by every screen that listens, closed when the last stops.
import {
  DONOR_LIVE_EVENTS,
  donorChannelName,
  donorLiveEventSchemas,
  type ContributionEvent,
  type RecurringChangedEvent,
} from '@halo/domain';
import * as v from 'valibot';
import { readRuntimeConfig } from '../runtimeConfig';
import { createLiveUpdates, type LiveUpdates } from './liveUpdates';

// The events, their payloads and the channel are the API's contract (@halo/domain's donorLiveEvents).
export type { ContributionEvent, RecurringChangedEvent };

export type DonorEvent =
  | { name: 'contribution.succeeded'; data: ContributionEvent }
  | { name: 'contribution.failed'; data: ContributionEvent }
  | { name: 'recurring.changed'; data: RecurringChangedEvent };

/** One connection, counted: the first listener opens it, the last one to leave closes it. */
export interface SharedLiveUpdates {
  acquire(): LiveUpdates;
  release(): void;
}

export function shareLiveUpdates(create: () => LiveUpdates): SharedLiveUpdates {
  let live: LiveUpdates | null = null;
  let users = 0;
  return {
    acquire() {
      live ??= create();
      users += 1;
      return live;
    },
    release() {
      users -= 1;
      if (users > 0 || !live) return;
      live.disconnect();
      live = null;
    },
  };
}

const connections = /* @__PURE__ */ new WeakMap<object, SharedLiveUpdates>();

/**
 * The connection of one API client (the page's, made by the host): the runtime config's push settings
 * and that client's API origin, one per client however many screens listen.
 */
export function donorLiveUpdates(api: { apiUrl(path: string): string }): SharedLiveUpdates {
  let shared = connections.get(api);
  if (!shared) {
    shared = shareLiveUpdates(() =>
      createLiveUpdates({ pusher: readRuntimeConfig().pusher, apiUrl: api.apiUrl('') }),
    );
    connections.set(api, shared);
  }
  return shared;
}

/**
 * Calls `handler` with each live event of the signed-in donor `user` (the store's current user)
 * until the returned function is called. Connects when live updates are enabled (docs/PRODUCT.md §4: push key
 * and cluster configured, session token present); otherwise it does nothing. Payloads that do not
 * match their event's shape are dropped. Call on mount, call the result on unmount:
 *
 *   useEffect(() => (user ? subscribeDonorEvents(user, onEvent, donorLiveUpdates(api)) : undefined), …);
 */
export function subscribeDonorEvents(
  user: { prefixedId: string },
  handler: (event: DonorEvent) => void,
  shared: SharedLiveUpdates,
): () => void {
  const live = shared.acquire();
  const channel = donorChannelName(user.prefixedId);
  const stops = DONOR_LIVE_EVENTS.map((name) =>
    live.listen(channel, name, (data) => {
      const parsed = v.safeParse(donorLiveEventSchemas[name], data);
      if (parsed.success) handler({ name, data: parsed.output } as DonorEvent);
    }),
  );
  void live.setup();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    stops.forEach((stop) => stop());
    shared.release();
  };
}
