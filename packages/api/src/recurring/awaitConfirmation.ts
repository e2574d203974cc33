// Records a recurring charge the donor's bank would not take off-session (3-D Secure): not a
// decline and never retried. In one transaction, and only if this attempt is still the one in flight
// (so two instances, or a slow run and a recovery pass, record it once): the charge waits
// (`awaiting_confirmation`), the gift moves on to its next date, the donor's notifications say so,
// and the email "Confirm your gift" carries the link that completes this one charge.
import { nextGivingDate, resolveLocale } from '@halo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recurringCharges, recurringGivings, type OrganizationRow } from '../db/schema';
import { recordActivity } from '../core/activityEvents';
import { confirmGiftEmail } from '../core/emailedLinks/confirmGiftEmail';
import { issueGiftConfirmation } from '../core/emailedLinks/giftConfirmations';
import { enqueueMail } from '../mail/outbox';
import { issueManageLink } from '../core/emailedLinks/manageLinks';
import type { AwaitingOutcome, ChargeContext } from '../core/recurringGifts/chargeContexts';

export async function awaitConfirmation(
  app: FastifyInstance,
  organization: OrganizationRow,
  context: ChargeContext,
  outcome: AwaitingOutcome,
  now: Date,
): Promise<{ nextOccurrence: string | null } | null> {
  const { charge, gift, donor, card } = context;
  const following = nextGivingDate(charge.occurrenceDate, gift.scheduleType);
  const settings = { appKey: app.giving.appKey, publicUrl: app.config.publicUrl };
  return app.db.transaction(async (tx) => {
    // The gift first, as settleCharge.ts does, so a claim of another instance never deadlocks us.
    await tx
      .select({ id: recurringGivings.id })
      .from(recurringGivings)
      .where(eq(recurringGivings.id, gift.id))
      .for('no key update');
    const [claimed] = await tx
      .update(recurringCharges)
      .set({ status: 'awaiting_confirmation', failureCode: null, retryOn: null, updatedAt: now })
      .where(
        and(
          eq(recurringCharges.id, charge.id),
          eq(recurringCharges.status, 'processing'),
          eq(recurringCharges.attempt, charge.attempt),
        ),
      )
      .returning({ id: recurringCharges.id });
    if (!claimed) return null;
    // The schedule goes on (from the scheduled date, unless the donor moved the gift past it): the
    // waiting occurrence does not hold up the next one.
    const [updated] = await tx
      .update(recurringGivings)
      .set({
        nextOccurrence: sql`CASE WHEN ${recurringGivings.nextOccurrence} IS NULL OR ${recurringGivings.nextOccurrence} <= ${charge.occurrenceDate} THEN ${following} ELSE ${recurringGivings.nextOccurrence} END`,
        updatedAt: now,
      })
      .where(and(eq(recurringGivings.id, gift.id), eq(recurringGivings.status, 'active')))
      .returning({ nextOccurrence: recurringGivings.nextOccurrence });
    await recordActivity(tx, {
      organizationId: organization.id,
      donorUserId: donor.id,
      type: 'recurring_awaiting_confirmation',
      recurringGivingId: gift.id,
      amount: charge.amount,
      occurredAt: now,
    });
    const confirmUrl = await issueGiftConfirmation(
      tx,
      settings,
      organization,
      gift,
      charge,
      outcome.paymentIntentId,
      now,
    );
    const manageUrl = await issueManageLink(tx, settings, organization, gift, now);
    await enqueueMail(
      tx,
      confirmGiftEmail({
        to: donor.email,
        locale: resolveLocale(donor.locale),
        churchName: organization.displayName,
        country: organization.contact.country,
        currency: organization.currency,
        chargedCents: charge.amount,
        funds: context.funds.map((fund) => fund.name),
        occurrenceDate: charge.occurrenceDate,
        cardBrand: card?.brand ?? null,
        cardLastFour: card?.lastFour ?? null,
        confirmUrl,
        manageUrl,
      }),
      organization.id,
    );
    return { nextOccurrence: updated?.nextOccurrence ?? null };
  });
}
