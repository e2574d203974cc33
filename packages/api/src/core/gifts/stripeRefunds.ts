// A refund of one of our gifts made in the church's Stripe dashboard, not in the console
// (docs/PRODUCT.md §19): it is recorded on the gift as a refund like the console's, once, by whichever
// tells us of it first: Stripe's refund.created, or the payout that takes the money back. The gift's
// refunded amount and status follow (the donor's totals with them, kept by the database's trigger),
// and the payout shows it as a refund line of its deposit.
//
// One row per Stripe refund is the database's promise (contribution_refunds' unique processor refund
// id): the console's row of its own refund, or this one, whoever writes first; the other writes
// nothing. The console adopts a row this wrote first for its refund (admin/giftRefunds.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import { contributionRefunds, contributions } from '../../db/schema';
import { emitGiftEvent } from '../webhooks/giftWebhookEvents';

/** Who made a refund recorded from Stripe: the church, in its Stripe dashboard. */
export const STRIPE_DASHBOARD_ACTOR = 'Stripe dashboard';

/** The request key of a refund made in Stripe's dashboard: no console key has a colon. */
export const stripeRefundRequestKey = (refundId: string) => `stripe:${refundId}`;

export interface StripeRefund {
  /** Stripe's `re_…`. */
  refundId: string;
  /** The charge it gave money back from. */
  chargeId: string;
  amount: number;
  /** When Stripe made it, Unix seconds. */
  created: number;
}

export interface RecordedStripeRefund {
  contributionId: number;
  organizationId: number;
  campaignId: number | null;
}

/**
 * Records `refund` on the church's gift its charge paid, in `tx`: the refund row, the gift's refunded
 * amount (never above the gift, never below what it says already) and its status refunded once all
 * of it is back, and gift.refunded when the gift changed. Null when the charge is none of the
 * church's Stripe gifts or the refund is recorded already.
 */
export async function recordStripeRefund(
  tx: Database,
  organizationId: number,
  refund: StripeRefund,
): Promise<RecordedStripeRefund | null> {
  if (!Number.isSafeInteger(refund.amount) || refund.amount <= 0) return null;
  const [gift] = await tx
    .select({
      id: contributions.id,
      refundedAmount: contributions.refundedAmount,
      campaignId: contributions.campaignId,
    })
    .from(contributions)
    .where(
      and(
        eq(contributions.organizationId, organizationId),
        eq(contributions.processorMode, 'stripe'),
        eq(contributions.processorChargeId, refund.chargeId),
        sql`${contributions.status} IN ('succeeded', 'refunded')`,
      ),
    );
  if (!gift) return null;
  const madeAt = new Date(refund.created * 1000);
  const [recorded] = await tx
    .insert(contributionRefunds)
    .values({
      prefixedId: newPrefixedId('ref'),
      organizationId,
      contributionId: gift.id,
      requestKey: stripeRefundRequestKey(refund.refundId),
      amount: refund.amount,
      processorRefundId: refund.refundId,
      actorLabel: STRIPE_DASHBOARD_ACTOR,
      createdAt: madeAt,
    })
    .onConflictDoNothing()
    .returning({ id: contributionRefunds.id });
  if (!recorded) return null;
  // Every refund row of the gift, as the database adds them: Stripe's charge.refunded may have set
  // the same total already (payments/stripe/contributionRefunds.ts), and then nothing changes.
  const total = sql`least(${contributions.amount}, greatest(${contributions.refundedAmount},
    (SELECT coalesce(sum(r.amount), 0) FROM contribution_refunds r WHERE r.contribution_id = ${gift.id})))`;
  const [after] = await tx
    .update(contributions)
    .set({
      refundedAmount: total,
      status: sql`case when ${total} >= ${contributions.amount} then 'refunded' else ${contributions.status} end`,
      refundedAt: sql`case when ${total} >= ${contributions.amount} then coalesce(${contributions.refundedAt}, ${madeAt.toISOString()}::timestamptz) else ${contributions.refundedAt} end`,
    })
    .where(eq(contributions.id, gift.id))
    .returning({
      id: contributions.id,
      organizationId: contributions.organizationId,
      campaignId: contributions.campaignId,
      refundedAmount: contributions.refundedAmount,
    });
  if (after && after.refundedAmount !== gift.refundedAmount) {
    await emitGiftEvent(tx, 'gift.refunded', after);
  }
  return { contributionId: gift.id, organizationId, campaignId: gift.campaignId };
}
