// The token of a recurring gift's emailed manage link (emailedLinkTokens.ts): it names the one gift it
// opens; its id is the key of its row in `recurring_manage_links`, which lets the donor revoke it.
import { manageLinkExpiry } from '@halo/domain';
import * as v from 'valibot';
import { createEmailedLinkTokens, type EmailedLinkClaims } from './emailedLinkTokens';

export interface ManageLinkClaims extends EmailedLinkClaims {
  /** The recurring gift's prefixed id. */
  giftPrefixedId: string;
}

export function createManageLinkTokens(key: string) {
  const tokens = createEmailedLinkTokens(key, {
    purpose: 'manage-link',
    marker: 'manage',
    fields: { g: v.string() },
    expiry: manageLinkExpiry,
  });
  return {
    issue(giftPrefixedId: string, now: Date): { token: string; claims: ManageLinkClaims } {
      const { token, claims } = tokens.issue({ g: giftPrefixedId }, now);
      return { token, claims: manageLinkClaims(claims) };
    },
    read(token: string): ManageLinkClaims | null {
      const claims = tokens.read(token);
      return claims && manageLinkClaims(claims);
    },
  };
}

function manageLinkClaims({ g, ...claims }: EmailedLinkClaims & { g: string }): ManageLinkClaims {
  return { giftPrefixedId: g, ...claims };
}
