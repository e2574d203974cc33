// The token of a "Confirm your gift" link (emailedLinkTokens.ts): it names the one recurring charge it
// confirms (the gift and the occurrence); its id is the key of its row in `gift_confirmations`, which
// binds it to the charge, says when it ends and whether it was used.
import { giftConfirmationExpiry } from '@halo/domain';
import * as v from 'valibot';
import { createEmailedLinkTokens, type EmailedLinkClaims } from './emailedLinkTokens';

export interface GiftConfirmationClaims extends EmailedLinkClaims {
  /** The recurring gift's prefixed id. */
  giftPrefixedId: string;
  /** The occurrence (YYYY-MM-DD) whose charge waits. */
  occurrenceDate: string;
}

export function createGiftConfirmationTokens(key: string) {
  const tokens = createEmailedLinkTokens(key, {
    purpose: 'gift-confirmation',
    marker: 'confirm',
    fields: { g: v.string(), o: v.string() },
    expiry: giftConfirmationExpiry,
  });
  return {
    issue(giftPrefixedId: string, occurrenceDate: string, now: Date) {
      const { token, claims } = tokens.issue({ g: giftPrefixedId, o: occurrenceDate }, now);
      return { token, claims: giftConfirmationClaims(claims) };
    },
    read(token: string): GiftConfirmationClaims | null {
      const claims = tokens.read(token);
      return claims && giftConfirmationClaims(claims);
    },
  };
}

function giftConfirmationClaims({
  g,
  o,
  ...claims
}: EmailedLinkClaims & { g: string; o: string }): GiftConfirmationClaims {
  return { giftPrefixedId: g, occurrenceDate: o, ...claims };
}
