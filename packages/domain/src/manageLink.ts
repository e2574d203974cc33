// The rules of a recurring gift's emailed manage link (`/manage/{token}`): how long it works, and
// whether a link read back from an email still opens its gift. Pure: the API signs and stores.

/** A manage link works for 60 days from the email that carries it. */
export const MANAGE_LINK_LIFETIME_DAYS = 60;

const DAY_MS = 24 * 60 * 60_000;

/** When a link issued at `issuedAtMs` stops working, ms since the epoch. */
export function manageLinkExpiry(issuedAtMs: number): number {
  return issuedAtMs + MANAGE_LINK_LIFETIME_DAYS * DAY_MS;
}

/** The emailed link's path on the church's own host. */
export function manageLinkPath(token: string): string {
  return `/manage/${encodeURIComponent(token)}`;
}

/** Why a link opens nothing; `unknown` covers forged, malformed and other churches' links alike. */
export type ManageLinkRefusal = 'unknown' | 'expired' | 'revoked' | 'gone';

export interface ManageLinkFacts {
  /** The signature matched and the payload has the link's shape. */
  signed: boolean;
  /** The stored link, found by the payload's id for the payload's gift in this church; null when none. */
  stored: { expiresAtMs: number; revokedAtMs: number | null } | null;
  /** The gift's status; a deleted (stopped) gift has nothing left to manage. */
  giftStatus: 'active' | 'paused' | 'ended' | 'deleted' | null;
  nowMs: number;
}

/**
 * Whether a link opens its gift. The stored row, not the payload, says when the link ends, so a
 * payload cannot lengthen its own life; revocation wins over expiry (the donor's act is what they
 * remember), and a stopped gift is gone whatever its links say.
 */
export function manageLinkRefusal(facts: ManageLinkFacts): ManageLinkRefusal | null {
  if (!facts.signed || !facts.stored || facts.giftStatus === null) return 'unknown';
  if (facts.stored.revokedAtMs !== null && facts.stored.revokedAtMs <= facts.nowMs) return 'revoked';
  if (facts.nowMs >= facts.stored.expiresAtMs) return 'expired';
  if (facts.giftStatus === 'deleted') return 'gone';
  return null;
}
