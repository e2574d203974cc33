// A bank debit returned after it succeeded (docs/PRODUCT.md §22 "Returned after success"), recorded
// like a dispute: a `contribution_disputes` row, lost from the start (an ACH return cannot be
// answered with evidence), which the console's gift detail and "Disputed" filter show and a deposit
// takes back with the dispute's fee (src/deposits/sandboxPayoutPass.ts); and the gift counts as wholly
// taken back (`refunded_amount` = its amount), so the donor's totals and statements, the church's
// reports and campaign figures stop counting it (src/reports/countedAmounts.ts). Written in the
// settlement's transaction; the dispute's id is derived from the debit's, so it is written once.
import { BANK_RETURN_DISPUTE_REASON, BANK_RETURN_DISPUTE_STATUS, stripeDisputeFee } from '@halo/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contributionDisputes, contributions, type ContributionRow } from '../db/schema';

/** The sandbox dispute's id for a debit: one per debit, whichever pass records it. */
export const bankReturnDisputeId = (chargeId: string) => `dp_sbx_return_${chargeId}`;

export async function recordBankReturn(
  tx: Database,
  gift: Pick<ContributionRow, 'id' | 'organizationId' | 'chargedAmount' | 'currency' | 'processorChargeId'>,
  now: Date,
): Promise<boolean> {
  if (!gift.processorChargeId) return false;
  const written = await tx
    .insert(contributionDisputes)
    .values({
      organizationId: gift.organizationId,
      contributionId: gift.id,
      processorDisputeId: bankReturnDisputeId(gift.processorChargeId),
      status: BANK_RETURN_DISPUTE_STATUS,
      amount: gift.chargedAmount,
      currency: gift.currency.toUpperCase(),
      reason: BANK_RETURN_DISPUTE_REASON,
      // What the returned debit costs the church besides its amount: Stripe's dispute fee.
      fee: stripeDisputeFee('bank'),
      evidenceDueBy: null,
      eventCreated: now,
    })
    .onConflictDoNothing({ target: contributionDisputes.processorDisputeId })
    .returning({ id: contributionDisputes.id });
  if (written.length === 0) return false;
  await tx
    .update(contributions)
    .set({ refundedAmount: gift.chargedAmount })
    .where(eq(contributions.id, gift.id));
  return true;
}
