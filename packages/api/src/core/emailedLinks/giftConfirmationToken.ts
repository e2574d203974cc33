// The token of a "Confirm your gift" link: its payload sealed with the app key (http/sealedToken.ts),
// naming the one recurring charge it confirms and its own random id — the key of its row in
// `gift_confirmations`. Sealing keeps the payload unreadable and unchangeable to whoever holds the
// link; the row binds it to the charge, says when it ends and whether it was used.
import { randomBytes } from 'node:crypto';
import { giftConfirmationExpiry } from '@halo/domain';
import { createTokenSealer } from '../../http/sealedToken';

export interface GiftConfirmationClaims {
  /** The recurring gift's prefixed id. */
  giftPrefixedId: string;
  /** The occurrence (YYYY-MM-DD) whose charge waits. */
  occurrenceDate: string;
  /** 128 random bits, base64url: the stored link's id. */
  linkId: string;
  issuedAt: number;
  expiresAt: number;
}

interface Wire {
  /** Marks a confirmation link (besides its own key), so no other token reads as one. */
  k: 'confirm';
  g: string;
  o: string;
  l: string;
  i: number;
  e: number;
}

export function createGiftConfirmationTokens(key: string) {
  const sealer = createTokenSealer(key, 'gift-confirmation');
  return {
    issue(giftPrefixedId: string, occurrenceDate: string, now: Date) {
      const issuedAt = now.getTime();
      const claims: GiftConfirmationClaims = {
        giftPrefixedId,
        occurrenceDate,
        linkId: randomBytes(16).toString('base64url'),
        issuedAt,
        expiresAt: giftConfirmationExpiry(issuedAt),
      };
      const wire: Wire = {
        k: 'confirm',
        g: giftPrefixedId,
        o: occurrenceDate,
        l: claims.linkId,
        i: issuedAt,
        e: claims.expiresAt,
      };
      return { token: sealer.seal(wire), claims };
    },
    /** The claims of a token this key sealed as a confirmation link, or null (forged, malformed, other kind). */
    read(token: string): GiftConfirmationClaims | null {
      const wire = sealer.open(token) as Partial<Wire> | null;
      if (
        !wire ||
        typeof wire !== 'object' ||
        wire.k !== 'confirm' ||
        typeof wire.g !== 'string' ||
        typeof wire.o !== 'string' ||
        typeof wire.l !== 'string' ||
        typeof wire.i !== 'number' ||
        typeof wire.e !== 'number'
      ) {
        return null;
      }
      return {
        giftPrefixedId: wire.g,
        occurrenceDate: wire.o,
        linkId: wire.l,
        issuedAt: wire.i,
        expiresAt: wire.e,
      };
    },
  };
}
