// How the API publishes live updates (docs/ARCHITECTURE.md §4). Code that changes a donor's giving
// calls `app.broadcaster.toDonor(…)`; where the event goes (Pusher's HTTP API, or the WebSocket
// server the API runs itself) is the plugin's business (src/live/broadcasterPlugin.ts).
import type { CampaignTotalsEvent, DonorLiveEventName } from '@halo/domain';

export interface Broadcaster {
  /**
   * Publishes `event` with `payload` (see src/live/liveEvents.ts for each event's shape) on the
   * donor's private channel `private-donor.{donorUserPrefixedId}`. Best effort: it never rejects,
   * so a gift or a recurring charge never fails because live updates are down; failures are logged.
   */
  toDonor(donorUserPrefixedId: string, event: DonorLiveEventName, payload: object): Promise<void>;
  /**
   * Publishes a campaign's totals (`campaign.totals`) on its public channel
   * `campaign.{cmp_…}` (docs/PRODUCT.md §14): totals only, which the giving page shows to anyone, so
   * an embed joins it without a session. Best effort, like `toDonor`.
   */
  toCampaign(campaignPrefixedId: string, totals: CampaignTotalsEvent): Promise<void>;
}

/** Where events go: one implementation per kind of server. */
export interface LiveTransport {
  /** Sends `event` with `payload` (serialised as JSON) to every subscriber of `channel`. */
  publish(channel: string, event: string, payload: object): Promise<void>;
  close(): Promise<void>;
}
