// The giving token (docs/CONTRACTS.md "REST: giving"): the giving endpoints' own credential, because
// a form embedded on a church's site may get no cookies at all (docs/ARCHITECTURE.md §4). Its claims are sealed
// with APP_KEY (http/sealedToken.ts): the browser holding it, and any script of the embedding site,
// can neither read them (no donor, customer or church id) nor change them. Valid 60 minutes.
import { randomBytes } from 'node:crypto';
import { createTokenSealer } from '../http/sealedToken';

export const GIVING_TOKEN_LIFETIME_MS = 60 * 60_000;

/**
 * `full`: the donor proved who they are (a session, or an account created in this flow) and may use
 * their saved cards. `new`: obtained with an email address alone, so it may only use the cards added
 * through this very token (src/giving/tokenCards.ts) — knowing someone's email must not let you see
 * or charge their cards, neither the saved ones nor one they save while the token is alive.
 */
export type GivingTokenScope = 'full' | 'new';

/**
 * What the token is for. `give`: the giving form's calls. `change-card`: handed to the holder of a
 * recurring gift's manage link for "Change card", it only enters one new card (a SetupIntent, the
 * sandbox's card fields) — never a gift, an account invitation or a list of cards — so a forwarded
 * manage link can do that link's job and nothing else on the donor's record.
 */
export type GivingTokenPurpose = 'give' | 'change-card';

export const GIVING_TOKEN_PURPOSES: readonly GivingTokenPurpose[] = ['give', 'change-card'];

export interface GivingTokenClaims {
  organizationPrefixedId: string;
  donorPrefixedId: string;
  customerId: string;
  scope: GivingTokenScope;
  purpose: GivingTokenPurpose;
  /**
   * This token's own random identifier (128 bits, base64url). A card added through the token is
   * recorded with it, and a `new` token may use only cards recorded with its identifier. It is not
   * a secret (the sealing key is): it only has to be unique. Every token has one, so there is one shape.
   */
  tokenId: string;
  /**
   * The lobby kiosk the token was handed to (docs/PRODUCT.md §20), or null: each call it makes then
   * needs that device still giving, and counts towards the device's limit.
   */
  kioskDevicePrefixedId: string | null;
  /** Issued at, ms since the epoch. */
  issuedAt: number;
  expiresAt: number;
}

export type VerifiedToken =
  { ok: true; claims: GivingTokenClaims } | { ok: false; reason: 'malformed' | 'expired' };

interface Wire {
  o: string;
  d: string;
  c: string;
  s: GivingTokenScope;
  p: GivingTokenPurpose;
  t: string;
  k?: string;
  i: number;
  e: number;
}

export interface GivingTokens {
  /**
   * `tokenId` when the caller needs a known identifier: a recurring gift's manage link derives it
   * from the link, so every card entered on its page is known to be that link's.
   */
  issue(
    claims: Omit<GivingTokenClaims, 'tokenId' | 'issuedAt' | 'expiresAt' | 'kioskDevicePrefixedId'> & {
      kioskDevicePrefixedId?: string | null;
    },
    tokenId?: string,
  ): string;
  verify(token: string): VerifiedToken;
}

export function createGivingTokens(key: string, clock: () => Date = () => new Date()): GivingTokens {
  const sealer = createTokenSealer(key, 'giving');
  return {
    issue(
      { organizationPrefixedId, donorPrefixedId, customerId, scope, purpose, kioskDevicePrefixedId },
      tokenId,
    ) {
      const now = clock().getTime();
      const wire: Wire = {
        o: organizationPrefixedId,
        d: donorPrefixedId,
        c: customerId,
        s: scope,
        p: purpose,
        t: tokenId ?? randomBytes(16).toString('base64url'),
        ...(kioskDevicePrefixedId ? { k: kioskDevicePrefixedId } : {}),
        i: now,
        e: now + GIVING_TOKEN_LIFETIME_MS,
      };
      return sealer.seal(wire);
    },
    verify(token) {
      const wire = sealer.open(token) as Wire | null;
      // A token without an identifier could not tell its cards, nor one without a purpose its use.
      if (
        !wire ||
        typeof wire !== 'object' ||
        typeof wire.e !== 'number' ||
        typeof wire.t !== 'string' ||
        !GIVING_TOKEN_PURPOSES.includes(wire.p)
      ) {
        return { ok: false, reason: 'malformed' };
      }
      if (clock().getTime() >= wire.e) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        claims: {
          organizationPrefixedId: wire.o,
          donorPrefixedId: wire.d,
          customerId: wire.c,
          scope: wire.s === 'full' ? 'full' : 'new',
          purpose: wire.p,
          tokenId: wire.t,
          kioskDevicePrefixedId: typeof wire.k === 'string' ? wire.k : null,
          issuedAt: wire.i,
          expiresAt: wire.e,
        },
      };
    },
  };
}
