// A campaign's public figures (docs/CONTRACTS.md "Campaigns"), written once: the API types its
// answer and its live event with these, the giving form parses both with them and drops what does
// not match. A contract: add fields, never rename or remove them. Money is integer cents.
import * as v from 'valibot';

const campaignTotalsEntries = {
  campaignPrefixedId: v.string(),
  /** Settled gifts through the campaign before any covered fee, less refunds (campaignRaisedCents). */
  raised: v.number(),
  /** Donors with at least one gift counted in `raised`. */
  givers: v.number(),
  goal: v.number(),
};

/** The event `campaign.totals` on the campaign's public channel (campaignChannelName). */
export const campaignTotalsEventSchema = v.looseObject(campaignTotalsEntries);
export type CampaignTotalsEvent = v.InferOutput<typeof campaignTotalsEventSchema>;
export const CAMPAIGN_TOTALS_EVENT = 'campaign.totals';

/** `GET /api/online-giving/:subdomain/campaigns/:slug`: never cached, so the bar starts current. */
export const campaignAnswerSchema = v.looseObject({
  ...campaignTotalsEntries,
  /** The campaign's current slug (a renamed one's old slug still finds it). */
  slug: v.string(),
  name: v.string(),
  description: v.string(),
  /** The campaign's image (a URL in data, never code) and its alt text; both absent or null without one. */
  imageUrl: v.optional(v.nullable(v.string()), null),
  imageAlt: v.optional(v.nullable(v.string()), null),
  /** ISO 4217, the church's. */
  currency: v.string(),
  /** `open`, `upcoming` or `ended` (campaignGivingState) on the church's calendar today. */
  state: v.picklist(['open', 'upcoming', 'ended']),
  startDate: v.nullable(v.string()),
  endDate: v.nullable(v.string()),
  /** The funds a gift through the campaign goes to, in the church's order; the first by default. */
  fundPrefixedIds: v.array(v.string()),
  /** The public live channel of the totals, or null when live updates are off. */
  channel: v.nullable(v.string()),
  /**
   * How pusher-js reaches the live server for this church (the hosted page's runtime `pusher`), so
   * an embed on a church's site can join the channel; null when live updates are off.
   */
  live: v.nullable(
    v.looseObject({
      key: v.pipe(v.string(), v.minLength(1)),
      cluster: v.pipe(v.string(), v.minLength(1)),
      wsHost: v.optional(v.string()),
      wsPort: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535))),
      forceTLS: v.optional(v.boolean(), true),
    }),
  ),
});
export type CampaignAnswer = v.InferOutput<typeof campaignAnswerSchema>;
