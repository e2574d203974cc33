// A recurring gift's bank debit that came back unpaid (docs/PRODUCT.md §22 "Recurring gifts from a
// bank account"): for the schedule it is a declined card's last attempt (src/core/recurringGifts/
// settleCharge.ts). The occurrence's attempt is recorded failed with the ACH return's code, and an
// active gift is paused with no next date (an ACH debit is not tried again on its own), marked as
// failed and noted in the donor's activity (recurring_paused_bank_failed: the bank's reason, never a
// declined card), so the portal shows why it stopped; the donor changes the payment method and
// resumes it. A gift the donor meanwhile paused or stopped keeps their change.
import type { BankDebitFailureCode } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { recordActivity } from '../core/activityEvents';
import type { Database } from '../db/database';
import { recurringCharges, recurringGivings } from '../db/schema';

export async function failRecurringBankDebit(
  tx: Database,
  gift: { id: number; organizationId: number; donorUserId: number; chargedAmount: number },
  recurringGivingId: number,
  code: BankDebitFailureCode,
  now: Date,
): Promise<{ paused: boolean }> {
  await tx
    .update(recurringCharges)
    .set({ status: 'failed', failureCode: code, retryOn: null, updatedAt: now })
    .where(eq(recurringCharges.contributionId, gift.id));
  const paused = await tx
    .update(recurringGivings)
    .set({
      status: 'paused',
      nextOccurrence: null,
      pausedUntil: null,
      lastChargeAttemptFailed: true,
      updatedAt: now,
    })
    .where(and(eq(recurringGivings.id, recurringGivingId), eq(recurringGivings.status, 'active')))
    .returning({ id: recurringGivings.id });
  if (paused.length === 0) {
    await tx
      .update(recurringGivings)
      .set({ lastChargeAttemptFailed: true, updatedAt: now })
      .where(eq(recurringGivings.id, recurringGivingId));
    return { paused: false };
  }
  await recordActivity(tx, {
    organizationId: gift.organizationId,
    donorUserId: gift.donorUserId,
    type: 'recurring_paused_bank_failed',
    recurringGivingId,
    amount: gift.chargedAmount,
    occurredAt: now,
  });
  return { paused: true };
}
