// The recurring engine's calendar pass, run before charging (and again after, so a gift charged on
// its last occurrence ends the same day): gifts paused until a date that has come give again, and
// gifts whose next occurrence falls after the donor's end date are ended. Each change is recorded
// in the donor's activity in the same transaction; an ended gift's donor is emailed a thank-you.
import { pausedUntilOccurrence, type CalendarDate } from '@halo/domain';
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../db/database';
import { recurringGivings, type OrganizationRow, type RecurringGivingRow } from '../db/schema';
import { recordActivities } from '../core/activityEvents';
import { giftAmounts } from '../core/giftAmounts';
import { enqueueScheduleMail } from '../core/recurringGifts/recurringScheduleMail';

export interface CalendarPassResult {
  resumed: RecurringGivingRow[];
  ended: RecurringGivingRow[];
}

const chargeOf = (organization: OrganizationRow, gift: RecurringGivingRow) =>
  giftAmounts(gift.giftAmount, gift.isFeeCovered, {
    percentBps: organization.feePercentBps,
    fixedCents: organization.feeFixedCents,
  }).chargedAmount;

export function applyPauseDatesAndEnds(
  db: Database,
  organization: OrganizationRow,
  today: CalendarDate,
  now: Date,
  /** PUBLIC_URL, for the ended email's link to the donor's recurring gifts. */
  publicUrl: string,
): Promise<CalendarPassResult> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(recurringGivings)
      .where(
        and(
          eq(recurringGivings.organizationId, organization.id),
          eq(recurringGivings.status, 'paused'),
          lte(recurringGivings.pausedUntil, today),
        ),
      )
      .for('update', { skipLocked: true });
    const resumed: RecurringGivingRow[] = [];
    for (const gift of due) {
      const nextOccurrence = pausedUntilOccurrence({
        lastProcessed: gift.lastOccurrence,
        startDate: gift.startDate,
        frequency: gift.scheduleType,
        resumeOn: gift.pausedUntil!,
      });
      const [row] = await tx
        .update(recurringGivings)
        .set({
          status: 'active',
          pausedUntil: null,
          nextOccurrence,
          lastChargeAttemptFailed: false,
          updatedAt: now,
        })
        .where(eq(recurringGivings.id, gift.id))
        .returning();
      resumed.push(row!);
    }
    const past = await tx
      .select()
      .from(recurringGivings)
      .where(
        and(
          eq(recurringGivings.organizationId, organization.id),
          eq(recurringGivings.status, 'active'),
          isNotNull(recurringGivings.endDate),
          gt(recurringGivings.nextOccurrence, recurringGivings.endDate),
        ),
      )
      .for('update', { skipLocked: true });
    const ended: RecurringGivingRow[] = [];
    for (const gift of past) {
      const [row] = await tx
        .update(recurringGivings)
        .set({ status: 'ended', nextOccurrence: null, updatedAt: now })
        .where(eq(recurringGivings.id, gift.id))
        .returning();
      ended.push(row!);
      await enqueueScheduleMail(tx, publicUrl, organization, row!, { kind: 'ended' });
    }
    const events = [
      ...resumed.map((gift) => ({ gift, type: 'recurring_resumed' as const })),
      ...ended.map((gift) => ({ gift, type: 'recurring_ended' as const })),
    ];
    await recordActivities(
      tx,
      events.map(({ gift, type }) => ({
        organizationId: organization.id,
        donorUserId: gift.donorUserId,
        type,
        recurringGivingId: gift.id,
        amount: chargeOf(organization, gift),
        occurredAt: now,
      })),
    );
    return { resumed, ended };
  });
}
