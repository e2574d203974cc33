// What the API tells a donor's open portal over live updates (docs/CONTRACTS.md "Live updates"):
// the channel, the event names and their payloads, written once. The API types what it publishes
// with these; the portal parses what arrives with them and drops what does not match. A contract:
// add fields, never rename or remove them.
import * as v from 'valibot';

/**
 * The donor's private channel. Private channels need `/broadcasting/auth`, which signs only the
 * session donor's own (docs/PRODUCT.md §6); the donor's user prefixed id (`usr_` + 96 random bits) is unique
 * across organizations, so the name needs no organization part.
 */
export function donorChannelName(donorUserPrefixedId: string): string {
  return `private-donor.${donorUserPrefixedId}`;
}

/** `contribution.succeeded` and `contribution.failed`. */
export const contributionEventSchema = v.looseObject({
  organizationPrefixedId: v.string(),
  /** Null for a declined one-time gift: a decline records no contribution. */
  contributionPrefixedId: v.nullable(v.string()),
  recurringGivingPrefixedId: v.nullable(v.string()),
  /** Cents charged (or that the card was asked for). */
  amount: v.number(),
  status: v.picklist(['succeeded', 'failed']),
  /** YYYY-MM-DD in the organization's time zone. */
  date: v.string(),
  /** The decline code of a failed charge (docs/CONTRACTS.md "REST: giving"), else null. */
  code: v.nullable(v.string()),
  fundAccountNames: v.array(v.string()),
});

/** What happened to a recurring gift; the portal refetches on any, so it accepts values added later. */
export const RECURRING_CHANGES = [
  'created',
  'charged',
  'charge_failed',
  'paused',
  'resumed',
  'updated',
  'deleted',
] as const;

/** `recurring.changed`. */
export const recurringChangedEventSchema = v.looseObject({
  organizationPrefixedId: v.string(),
  recurringGivingPrefixedId: v.string(),
  change: v.string(),
  /** YYYY-MM-DD, or null while paused or deleted. */
  nextOccurrence: v.nullable(v.string()),
});

export const donorLiveEventSchemas = {
  'contribution.succeeded': contributionEventSchema,
  'contribution.failed': contributionEventSchema,
  'recurring.changed': recurringChangedEventSchema,
};

export type DonorLiveEventName = keyof typeof donorLiveEventSchemas;
export const DONOR_LIVE_EVENTS = Object.keys(donorLiveEventSchemas) as DonorLiveEventName[];

/** What the portal receives. */
export type ContributionEvent = v.InferOutput<typeof contributionEventSchema>;
export type RecurringChangedEvent = v.InferOutput<typeof recurringChangedEventSchema>;

/** What the API publishes: the same shapes, with the changes it knows. */
export type ContributionEventPayload = v.InferInput<typeof contributionEventSchema>;
export type RecurringChangedPayload = Omit<v.InferInput<typeof recurringChangedEventSchema>, 'change'> & {
  change: (typeof RECURRING_CHANGES)[number];
};
export interface DonorLiveEventPayloads {
  'contribution.succeeded': ContributionEventPayload;
  'contribution.failed': ContributionEventPayload;
  'recurring.changed': RecurringChangedPayload;
}
