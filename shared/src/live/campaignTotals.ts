// A campaign's totals as they change (docs/PRODUCT.md §14): its public channel carries the totals
// only, so the giving form joins it without a session, on a church's own site too. pusher-js is
// imported when a campaign's panel asks, never on the form's first screen.
import { CAMPAIGN_TOTALS_EVENT, campaignTotalsEventSchema, type CampaignTotalsEvent } from '@halo/domain';
import * as v from 'valibot';
import type { PusherConfig } from '../runtimeConfig';
import { connectionOptions, type LiveClient, type LiveClientConstructor } from './liveUpdates';

/** Calls `onTotals` with each well-formed `campaign.totals` on `channel`; returns the way to stop. */
export function subscribeCampaignTotals(
  pusher: PusherConfig,
  channel: string,
  onTotals: (totals: CampaignTotalsEvent) => void,
  Pusher?: LiveClientConstructor,
): () => void {
  let stopped = false;
  let client: LiveClient | null = null;
  const loaded = Pusher
    ? Promise.resolve(Pusher)
    : import(/* webpackChunkName: "pusher" */ 'pusher-js').then(
        (module) => module.default as unknown as LiveClientConstructor,
      );
  loaded
    .then((Client) => {
      if (stopped) return;
      client = new Client(pusher.key, connectionOptions(pusher));
      client.subscribe(channel).bind(CAMPAIGN_TOTALS_EVENT, (data) => {
        const parsed = v.safeParse(campaignTotalsEventSchema, data);
        if (parsed.success) onTotals(parsed.output);
      });
    })
    // Without live updates the bar still shows the figures it loaded with.
    .catch(() => undefined);
  return () => {
    stopped = true;
    client?.unsubscribe(channel);
    client?.disconnect();
    client = null;
  };
}
