// Moving every live recurring gift from one of the donor's cards to another (docs/PRODUCT.md §2 Payment
// methods): a replaced card's gifts follow the donor to the new card in one step instead of one edit
// per gift. Recorded like a card change made through updateRecurringGiving (`recurring_updated`).
import { localeOf } from '@halo/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { organizationUrl } from '../core/organizationUrl';
import {
  funds,
  paymentMethods,
  recurringGivingFunds,
  recurringGivings,
  type PaymentMethodRow,
} from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { recordActivity } from '../core/activityEvents';
import { LIVE_RECURRING_STATUSES } from './paymentMethods';
import { FieldErrorCollector, notFoundError } from '../core/localizedRefusals';
import type { PortalScope } from '../core/recurringGifts/portalScope';
import {
  occurrenceAmounts,
  presentRecurringGivings,
  type PresentedRecurringGiving,
} from '../core/recurringGifts/listRecurringGivings';
import { recurringGiftsMovedEmail } from './recurringGiftsMovedEmail';

/** A card is usable through the end of its expiry month; a bank account has no expiry. */
function isExpired(card: PaymentMethodRow, today: string): boolean {
  const { expYear, expMonth } = card;
  if (expYear === null || expMonth === null) return false;
  const [year, month] = today.split('-').map(Number) as [number, number];
  return expYear < year || (expYear === year && expMonth < month);
}

export async function moveRecurringGivings(
  scope: PortalScope,
  fromProcessorId: string,
  toProcessorId: string,
): Promise<PresentedRecurringGiving[]> {
  const { app, organization, user, locale } = scope;
  const moved = await app.db.transaction(async (tx) => {
    // Both cards locked in one statement, in id order, so two opposite moves cannot deadlock.
    const cards = await tx
      .select()
      .from(paymentMethods)
      .where(
        and(
          eq(paymentMethods.organizationId, organization.id),
          eq(paymentMethods.userId, user.id),
          // A card entered through one gift's emailed link is that gift's alone.
          isNull(paymentMethods.onlyForRecurringGivingId),
          inArray(paymentMethods.processorId, [fromProcessorId, toProcessorId]),
        ),
      )
      .orderBy(asc(paymentMethods.id))
      .for('update');
    const from = cards.find((card) => card.processorId === fromProcessorId);
    const to = cards.find((card) => card.processorId === toProcessorId);
    // Not found before invalid: another donor's card id must not learn anything else.
    if (!from || !to) throw notFoundError(locale);
    const errors = new FieldErrorCollector(locale);
    if (from.id === to.id) errors.addPortal('toProcessorId', 'sameCard');
    else if (isExpired(to, scope.today)) errors.addPortal('toProcessorId', 'cardExpired');
    errors.throwIfAny();

    const gifts = await tx
      .update(recurringGivings)
      .set({ paymentMethodId: to.id, updatedAt: app.clock() })
      .where(
        and(
          eq(recurringGivings.organizationId, organization.id),
          eq(recurringGivings.donorUserId, user.id),
          eq(recurringGivings.paymentMethodId, from.id),
          inArray(recurringGivings.status, [...LIVE_RECURRING_STATUSES]),
        ),
      )
      .returning();
    gifts.sort((a, b) => a.id - b.id);
    for (const gift of gifts) {
      await recordActivity(tx, {
        organizationId: organization.id,
        donorUserId: user.id,
        type: 'recurring_updated',
        recurringGivingId: gift.id,
        amount: occurrenceAmounts(scope, gift).chargedAmount,
        occurredAt: app.clock(),
      });
    }
    if (gifts.length > 0) {
      const fundRows = await tx
        .select({ recurringGivingId: recurringGivingFunds.recurringGivingId, name: funds.name })
        .from(recurringGivingFunds)
        .innerJoin(funds, eq(funds.id, recurringGivingFunds.fundId))
        .where(
          inArray(
            recurringGivingFunds.recurringGivingId,
            gifts.map((gift) => gift.id),
          ),
        )
        .orderBy(asc(funds.name));
      await enqueueMail(
        tx,
        recurringGiftsMovedEmail({
          to: user.email,
          // Like the profile's notices: the account's language, whoever reads the portal now.
          locale: localeOf(user.locale),
          churchName: organization.displayName,
          currency: organization.currency,
          cardBrand: to.brand,
          cardLastFour: to.lastFour,
          gifts: gifts.map((gift) => ({
            amountCents: occurrenceAmounts(scope, gift).chargedAmount,
            frequency: gift.scheduleType,
            fundNames: fundRows.filter((row) => row.recurringGivingId === gift.id).map((row) => row.name),
          })),
          manageUrl: organizationUrl(app.config.publicUrl, organization.subdomain, '/recurring-gifts'),
        }),
        organization.id,
      );
    }
    return gifts;
  });
  // After the commit, so the donor's other tabs never see a move that rolled back.
  for (const gift of moved) {
    await app.broadcaster.toDonor(user.prefixedId, 'recurring.changed', {
      organizationPrefixedId: organization.prefixedId,
      recurringGivingPrefixedId: gift.prefixedId,
      change: 'updated',
      nextOccurrence: gift.nextOccurrence,
    });
  }
  return presentRecurringGivings(app.db, scope, moved);
}
