// "Confirm your gift" links: issued (and stored) in the transaction that records a recurring charge
// as waiting for the donor's authentication, opened by the confirm page's calls. A link opens exactly
// one waiting charge of exactly one church; everything else reads as an unknown link.
import {
  giftConfirmationPath,
  giftConfirmationRefusal,
  resolveLocale,
  type GiftConfirmationRefusal,
  type Locale,
} from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { organizationUrl } from '../organizationUrl';
import type { Database } from '../../db/database';
import {
  giftConfirmations,
  recurringCharges,
  recurringGivings,
  users,
  type GiftConfirmationRow,
  type OrganizationRow,
  type RecurringChargeRow,
  type RecurringGivingRow,
  type UserRow,
} from '../../db/schema';
import { createGiftConfirmationTokens } from './giftConfirmationToken';

/** The full `https://{church}.{domain}/confirm/{token}` of a new link to `charge`, stored in `tx`. */
export async function issueGiftConfirmation(
  tx: Database,
  settings: { appKey: string; publicUrl: string },
  organization: Pick<OrganizationRow, 'id' | 'subdomain'>,
  gift: Pick<RecurringGivingRow, 'prefixedId'>,
  charge: Pick<RecurringChargeRow, 'id' | 'occurrenceDate'>,
  paymentIntentId: string,
  now: Date,
): Promise<string> {
  const { token, claims } = createGiftConfirmationTokens(settings.appKey).issue(
    gift.prefixedId,
    charge.occurrenceDate,
    now,
  );
  await tx.insert(giftConfirmations).values({
    linkId: claims.linkId,
    recurringChargeId: charge.id,
    organizationId: organization.id,
    paymentIntentId,
    expiresAt: new Date(claims.expiresAt),
  });
  return organizationUrl(settings.publicUrl, organization.subdomain, giftConfirmationPath(token));
}

export type OpenedGiftConfirmation =
  | {
      ok: true;
      confirmation: GiftConfirmationRow;
      charge: RecurringChargeRow;
      gift: RecurringGivingRow;
      donor: UserRow;
    }
  /** `locale` is the donor's when the link was genuine (signed and stored), else null. */
  | { ok: false; refusal: GiftConfirmationRefusal; locale: Locale | null };

/** What `token` opens in `organization` at `now`. */
export async function openGiftConfirmation(
  db: Database,
  appKey: string,
  organization: Pick<OrganizationRow, 'id'>,
  token: string,
  now: Date,
): Promise<OpenedGiftConfirmation> {
  const claims = createGiftConfirmationTokens(appKey).read(token);
  if (!claims) return { ok: false, refusal: 'unknown', locale: null };
  // The stored link must be this payload's, for this payload's gift and occurrence, in the church of
  // the host: another church's link, or an id grafted onto another charge, finds no row.
  const [found] = await db
    .select({
      confirmation: giftConfirmations,
      charge: recurringCharges,
      gift: recurringGivings,
      donor: users,
    })
    .from(giftConfirmations)
    .innerJoin(recurringCharges, eq(recurringCharges.id, giftConfirmations.recurringChargeId))
    .innerJoin(recurringGivings, eq(recurringGivings.id, recurringCharges.recurringGivingId))
    .innerJoin(users, eq(users.id, recurringGivings.donorUserId))
    .where(
      and(
        eq(giftConfirmations.linkId, claims.linkId),
        eq(giftConfirmations.organizationId, organization.id),
        eq(recurringGivings.organizationId, organization.id),
        eq(recurringGivings.prefixedId, claims.giftPrefixedId),
        eq(recurringCharges.occurrenceDate, claims.occurrenceDate),
      ),
    );
  const refusal = giftConfirmationRefusal({
    signed: true,
    stored: found
      ? {
          expiresAtMs: found.confirmation.expiresAt.getTime(),
          confirmedAtMs: found.confirmation.confirmedAt?.getTime() ?? null,
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
  return { ok: true, ...found };
}
