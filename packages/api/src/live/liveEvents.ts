// What the API tells a donor's open portal (docs/CONTRACTS.md "Live updates"). The names
// and payloads are a contract with the portal: add fields, never rename or remove them.

/** The events published on a donor's private channel. */
export const LIVE_EVENTS = ['contribution.succeeded', 'contribution.failed', 'recurring.changed'] as const;

export type LiveEventName = (typeof LIVE_EVENTS)[number];

/**
 * The donor's private channel. Private channels need `/broadcasting/auth`, which signs only the
 * session donor's own (spec §6); the donor's user prefixed id (`usr_` + 96 random bits) is unique
 * across organizations, so the name needs no organization part.
 */
export function donorChannelName(donorUserPrefixedId: string): string {
  return `private-donor.${donorUserPrefixedId}`;
}

/** Pusher's channel name rule: at most 164 characters of `A-Za-z0-9_-=@,.;`. */
export function isValidChannelName(name: string): boolean {
  return name.length <= 164 && /^[A-Za-z0-9_\-=@,.;]+$/.test(name);
}

/** `contribution.succeeded` and `contribution.failed`. */
export interface ContributionEventPayload {
  organizationPrefixedId: string;
  /** Null for a declined one-time gift: a decline records no contribution. */
  contributionPrefixedId: string | null;
  recurringGivingPrefixedId: string | null;
  /** Cents charged (or that the card was asked for). */
  amount: number;
  status: 'succeeded' | 'failed';
  /** YYYY-MM-DD in the organization's time zone. */
  date: string;
  /** The decline code of a failed charge (docs/CONTRACTS.md "REST: giving"), else null. */
  code: string | null;
  fundAccountNames: string[];
}

/** `recurring.changed`. */
export interface RecurringChangedPayload {
  organizationPrefixedId: string;
  recurringGivingPrefixedId: string;
  change: 'created' | 'charged' | 'charge_failed' | 'paused' | 'resumed' | 'updated' | 'deleted';
  /** YYYY-MM-DD, or null while paused or deleted. */
  nextOccurrence: string | null;
}

export interface LiveEventPayloads {
  'contribution.succeeded': ContributionEventPayload;
  'contribution.failed': ContributionEventPayload;
  'recurring.changed': RecurringChangedPayload;
}
