// gift.succeeded, gift.failed, gift.refunded: a gift as the church's software needs it, read in the
// transaction that recorded it (amounts in cents, the currency's minor unit, like every amount we
// send; docs/CONTRACTS.md "Webhooks"). gift.refund_failed: the same gift, its refunded amount without
// the refund Stripe says failed or was canceled, and that refund, so software that booked the
// gift.refunded books the money back (docs/PRODUCT.md §19).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contributionFunds, contributions, funds, people, recurringGivings, users } from '../../db/schema';
import { donorWebhookData } from './donorWebhookEvents';
import { emitWebhookEvent } from './webhookEvents';

async function giftWebhookData(tx: Database, contributionId: number) {
  const [row] = await tx
    .select({ gift: contributions, donor: users, person: people, recurring: recurringGivings.prefixedId })
    .from(contributions)
    .innerJoin(users, eq(users.id, contributions.donorUserId))
    .leftJoin(people, eq(people.userId, users.id))
    .leftJoin(recurringGivings, eq(recurringGivings.id, contributions.recurringGivingId))
    .where(eq(contributions.id, contributionId));
  if (!row) return null;
  const parts = await tx
    .select({ id: funds.prefixedId, name: funds.name, amount: contributionFunds.chargedAmount })
    .from(contributionFunds)
    .innerJoin(funds, eq(funds.id, contributionFunds.fundId))
    .where(eq(contributionFunds.contributionId, contributionId))
    .orderBy(asc(funds.position), asc(funds.id));
  const { gift } = row;
  return {
    id: gift.prefixedId,
    status: gift.status,
    amount: gift.chargedAmount,
    fee: gift.fee,
    net_amount: gift.netAmount,
    covered_fee: gift.coveredFee,
    refunded_amount: gift.refundedAmount,
    currency: gift.currency,
    date: gift.date,
    method: gift.offlineMethod ?? gift.paymentMethodType,
    card:
      gift.cardBrand && gift.cardLastFour ? { brand: gift.cardBrand, last_four: gift.cardLastFour } : null,
    failure_code: gift.failureCode,
    memo: gift.memo,
    recurring_gift_id: row.recurring,
    funds: parts,
    donor: donorWebhookData(row.donor, row.person),
    created_at: gift.createdAt.toISOString(),
    refunded_at: gift.refundedAt?.toISOString() ?? null,
  };
}

/** Queues a gift event in `tx`, the transaction that recorded the gift's new state. */
export async function emitGiftEvent(
  tx: Database,
  type: 'gift.succeeded' | 'gift.failed' | 'gift.refunded',
  gift: { id: number; organizationId: number },
): Promise<void> {
  await emitWebhookEvent(tx, gift.organizationId, type, () => giftWebhookData(tx, gift.id));
}

export interface FailedRefundWebhookData {
  /** Our `ref_…`. */
  id: string;
  /** Stripe's `re_…`. */
  processorRefundId: string;
  amount: number;
  /** Stripe's `failure_reason`, when it gives one. */
  reason: string | null;
  failedAt: Date;
}

/**
 * Queues gift.refund_failed in `tx`, the transaction that undid the refund on its gift: once, as
 * that transaction undoes a refund once (core/gifts/stripeRefunds.ts).
 */
export async function emitGiftRefundFailed(
  tx: Database,
  gift: { id: number; organizationId: number },
  refund: FailedRefundWebhookData,
): Promise<void> {
  await emitWebhookEvent(tx, gift.organizationId, 'gift.refund_failed', async () => {
    const data = await giftWebhookData(tx, gift.id);
    if (!data) return null;
    return {
      ...data,
      refund: {
        id: refund.id,
        processor_refund_id: refund.processorRefundId,
        amount: refund.amount,
        reason: refund.reason,
        failed_at: refund.failedAt.toISOString(),
      },
    };
  });
}
