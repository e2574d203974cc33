// The giving token (docs/CONTRACTS.md "REST: giving"): the giving endpoints' own credential, because
// a form embedded on a church's site may get no cookies at all (DESIGN.md §4). It is
// `base64url(JSON claims).base64url(HMAC-SHA256(APP_KEY, that first part))`, valid 60 minutes.
import { randomBytes } from 'node:crypto';
import { createTokenSigner } from '../http/signedToken';

export const GIVING_TOKEN_LIFETIME_MS = 60 * 60_000;

/**
 * `full`: the donor proved who they are (a session, or an account created in this flow) and may use
 * their saved cards. `new`: obtained with an email address alone, so it may only use the cards added
 * through this very token (src/giving/tokenCards.ts) — knowing someone's email must not let you see
 * or charge their cards, neither the saved ones nor one they save while the token is alive.
 */
export type GivingTokenScope = 'full' | 'new';

export interface GivingTokenClaims {
  organizationPrefixedId: string;
  donorPrefixedId: string;
  customerId: string;
  scope: GivingTokenScope;
  /**
   * This token's own random identifier (128 bits, base64url). A card added through the token is
   * recorded with it, and a `new` token may use only cards recorded with its identifier. It is not
   * a secret (the signature is): it only has to be unique. Every token has one, so there is one shape.
   */
  tokenId: string;
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
  t: string;
  i: number;
  e: number;
}

export interface GivingTokens {
  /**
   * `tokenId` when the caller needs a known identifier: a recurring gift's manage link derives it
   * from the link, so every card entered on its page is known to be that link's.
   */
  issue(claims: Omit<GivingTokenClaims, 'tokenId' | 'issuedAt' | 'expiresAt'>, tokenId?: string): string;
  verify(token: string): VerifiedToken;
}

export function createGivingTokens(key: string, clock: () => Date = () => new Date()): GivingTokens {
  const signer = createTokenSigner(key);
  return {
    issue({ organizationPrefixedId, donorPrefixedId, customerId, scope }, tokenId) {
      const now = clock().getTime();
      const wire: Wire = {
        o: organizationPrefixedId,
        d: donorPrefixedId,
        c: customerId,
        s: scope,
        t: tokenId ?? randomBytes(16).toString('base64url'),
        i: now,
        e: now + GIVING_TOKEN_LIFETIME_MS,
      };
      return signer.seal(wire);
    },
    verify(token) {
      const wire = signer.open(token) as Wire | null;
      // A token without an identifier (issued before identifiers existed) could not tell its cards.
      if (!wire || typeof wire !== 'object' || typeof wire.e !== 'number' || typeof wire.t !== 'string') {
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
          tokenId: wire.t,
          issuedAt: wire.i,
          expiresAt: wire.e,
        },
      };
    },
  };
}
