// A recurring gift's emailed manage links: issued (and stored) in the transaction of the email that
// carries one, opened by the manage page's calls, revoked by the donor from the portal. A link opens
// exactly one gift of exactly one church; everything else reads as an unknown link.
import {
  manageLinkPath,
  manageLinkRefusal,
  resolveLocale,
  type Locale,
  type ManageLinkRefusal,
} from '@halo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { organizationUrl } from '../organizationUrl';
import type { Database } from '../../db/database';
import {
  recurringGivings,
  recurringManageLinks,
  users,
  type OrganizationRow,
  type RecurringGivingRow,
  type UserRow,
} from '../../db/schema';
import { createManageLinkTokens } from './manageLinkToken';

/** The full `https://{church}.{domain}/manage/{token}` of a new link to `gift`, stored in `tx`. */
export async function issueManageLink(
  tx: Database,
  settings: { appKey: string; publicUrl: string },
  organization: Pick<OrganizationRow, 'id' | 'subdomain'>,
  gift: Pick<RecurringGivingRow, 'id' | 'prefixedId'>,
  now: Date,
): Promise<string> {
  const { token, claims } = createManageLinkTokens(settings.appKey).issue(gift.prefixedId, now);
  await tx.insert(recurringManageLinks).values({
    linkId: claims.linkId,
    recurringGivingId: gift.id,
    organizationId: organization.id,
    expiresAt: new Date(claims.expiresAt),
  });
  return organizationUrl(settings.publicUrl, organization.subdomain, manageLinkPath(token));
}

export type OpenedManageLink =
  /** `linkId`: the stored link's id, which the cards entered through the link are recorded with. */
  | { ok: true; gift: RecurringGivingRow; donor: UserRow; linkId: string }
  /** `locale` is the donor's when the link was genuine (signed and stored), else null. */
  | { ok: false; refusal: ManageLinkRefusal; locale: Locale | null };

/** What `token` opens in `organization` at `now`. */
export async function openManageLink(
  db: Database,
  appKey: string,
  organization: Pick<OrganizationRow, 'id'>,
  token: string,
  now: Date,
): Promise<OpenedManageLink> {
  const claims = createManageLinkTokens(appKey).read(token);
  if (!claims) return { ok: false, refusal: 'unknown', locale: null };
  // The stored link must be this payload's, for this payload's gift, in the church of the host:
  // a link of another church's gift, or an id grafted onto another gift, finds no row.
  const [found] = await db
    .select({ link: recurringManageLinks, gift: recurringGivings, donor: users })
    .from(recurringManageLinks)
    .innerJoin(recurringGivings, eq(recurringGivings.id, recurringManageLinks.recurringGivingId))
    .innerJoin(users, eq(users.id, recurringGivings.donorUserId))
    .where(
      and(
        eq(recurringManageLinks.linkId, claims.linkId),
        eq(recurringManageLinks.organizationId, organization.id),
        eq(recurringGivings.organizationId, organization.id),
        eq(recurringGivings.prefixedId, claims.giftPrefixedId),
      ),
    );
  const refusal = manageLinkRefusal({
    signed: true,
    stored: found
      ? {
          expiresAtMs: found.link.expiresAt.getTime(),
          revokedAtMs: found.link.revokedAt?.getTime() ?? null,
        }
      : null,
    giftStatus: found?.gift.status ?? null,
    nowMs: now.getTime(),
  });
  if (refusal !== null || !found) {
    return {
      ok: false,
      refusal: refusal ?? 'unknown',
      locale: found ? resolveLocale(found.donor.locale) : null,
    };
  }
  return { ok: true, gift: found.gift, donor: found.donor, linkId: claims.linkId };
}

/** Every live link of the gift stops working now; returns how many did. */
export async function revokeManageLinks(db: Database, recurringGivingId: number, now: Date): Promise<number> {
  const revoked = await db
    .update(recurringManageLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(recurringManageLinks.recurringGivingId, recurringGivingId),
        isNull(recurringManageLinks.revokedAt),
      ),
    )
    .returning({ id: recurringManageLinks.id });
  return revoked.length;
}
