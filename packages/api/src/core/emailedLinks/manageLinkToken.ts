// The token of a recurring gift's emailed manage link: its payload sealed with the app key
// (http/sealedToken.ts), naming the one gift it opens, when it was issued and ends, and its own
// random id — the key of its row in `recurring_manage_links`, which is what lets the donor revoke
// it. Sealing keeps the payload unreadable and unchangeable to whoever holds the link; the row
// makes it revocable.
import { randomBytes } from 'node:crypto';
import { manageLinkExpiry } from '@halo/domain';
import { createTokenSealer } from '../../http/sealedToken';

export interface ManageLinkClaims {
  /** The recurring gift's prefixed id. */
  giftPrefixedId: string;
  /** 128 random bits, base64url: the stored link's id. */
  linkId: string;
  issuedAt: number;
  expiresAt: number;
}

interface Wire {
  /** Marks a manage link (besides its own key), so no other token reads as one. */
  k: 'manage';
  g: string;
  l: string;
  i: number;
  e: number;
}

export interface ManageLinkTokens {
  issue(giftPrefixedId: string, now: Date): { token: string; claims: ManageLinkClaims };
  /** The claims of a token this key sealed as a manage link, or null (forged, malformed, other kind). */
  read(token: string): ManageLinkClaims | null;
}

export function createManageLinkTokens(key: string): ManageLinkTokens {
  const sealer = createTokenSealer(key, 'manage-link');
  return {
    issue(giftPrefixedId, now) {
      const issuedAt = now.getTime();
      const claims: ManageLinkClaims = {
        giftPrefixedId,
        linkId: randomBytes(16).toString('base64url'),
        issuedAt,
        expiresAt: manageLinkExpiry(issuedAt),
      };
      const wire: Wire = {
        k: 'manage',
        g: claims.giftPrefixedId,
        l: claims.linkId,
        i: claims.issuedAt,
        e: claims.expiresAt,
      };
      return { token: sealer.seal(wire), claims };
    },
    read(token) {
      const wire = sealer.open(token) as Partial<Wire> | null;
      if (
        !wire ||
        typeof wire !== 'object' ||
        wire.k !== 'manage' ||
        typeof wire.g !== 'string' ||
        typeof wire.l !== 'string' ||
        typeof wire.i !== 'number' ||
        typeof wire.e !== 'number'
      ) {
        return null;
      }
      return { giftPrefixedId: wire.g, linkId: wire.l, issuedAt: wire.i, expiresAt: wire.e };
    },
  };
}
