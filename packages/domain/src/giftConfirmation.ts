// The rules of a "Confirm your gift" link (`/confirm/{token}`): a recurring charge the donor's bank
// would not take without the donor (3-D Secure) waits for them, and the emailed link lets them
// authenticate that one charge. Pure: the API signs and stores the link.

/** A confirmation link works for 14 days: long enough for a donor away for a week, short enough that the gift is still recent. */
export const GIFT_CONFIRMATION_LIFETIME_DAYS = 14;

const DAY_MS = 24 * 60 * 60_000;

/** When a link issued at `issuedAtMs` stops working, ms since the epoch. */
export function giftConfirmationExpiry(issuedAtMs: number): number {
  return issuedAtMs + GIFT_CONFIRMATION_LIFETIME_DAYS * DAY_MS;
}

/** The emailed link's path on the church's own host. */
export function giftConfirmationPath(token: string): string {
  return `/confirm/${encodeURIComponent(token)}`;
}

/**
 * Why a link opens nothing: `unknown` covers forged, malformed and other churches' links alike;
 * `used` a gift already confirmed; `gone` a recurring gift the donor stopped meanwhile.
 */
export type GiftConfirmationRefusal = 'unknown' | 'expired' | 'used' | 'gone';

export interface GiftConfirmationFacts {
  /** The signature matched and the payload has the link's shape. */
  signed: boolean;
  /** The stored link, found by the payload's id for the payload's charge in this church; null when none. */
  stored: { expiresAtMs: number; confirmedAtMs: number | null } | null;
  /** The recurring gift's status; a deleted (stopped) gift is charged no more. */
  giftStatus: 'active' | 'paused' | 'ended' | 'deleted' | null;
  nowMs: number;
}

/**
 * Whether a link still lets the donor confirm its charge. The stored row says when the link ends, so
 * a payload cannot lengthen its own life; a confirmed gift says so whatever the date (the donor who
 * comes back to the email should learn the gift went through, not that the link is old).
 */
export function giftConfirmationRefusal(facts: GiftConfirmationFacts): GiftConfirmationRefusal | null {
  if (!facts.signed || !facts.stored || facts.giftStatus === null) return 'unknown';
  if (facts.stored.confirmedAtMs !== null) return 'used';
  if (facts.nowMs >= facts.stored.expiresAtMs) return 'expired';
  if (facts.giftStatus === 'deleted') return 'gone';
  return null;
}
