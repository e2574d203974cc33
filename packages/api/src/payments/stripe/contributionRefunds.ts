// charge.refunded → the contribution of that charge is refunded, in whole or in part (a refund made
// in Stripe's dashboard must show on the donor's transactions and the church's totals too).
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contributions, organizations } from '../../db/schema';
import { emitGiftEvent } from '../../core/webhooks/giftWebhookEvents';
import type { StripeEventOf } from './stripeEvents';

export interface RefundedGift {
  id: number;
  organizationId: number;
  campaignId: number | null;
}

/**
 * Brings the contribution paid by the event's charge up to what Stripe has refunded of it: the
 * refunded amount (partial refunds included), and the status refunded once the whole charge is.
 * Returns the gifts that changed, with their campaign: none when the contribution already says as
 * much (a refund the console made records itself first, admin/giftRefunds.ts), or the charge is not
 * one of our gifts. Counting
 * Stripe's total rather than adding this refund makes a repeated or late event harmless, and only
 * a change queues the church's gift.refunded, in the same transaction.
 */
export async function markContributionRefunded(
  db: Database,
  event: StripeEventOf<'charge.refunded'>,
): Promise<RefundedGift[]> {
  const charge = event.data.object;
  if (charge.amount_refunded <= 0) return [];
  const refunded = sql`least(${contributions.chargedAmount}, ${charge.amount_refunded})`;
  const conditions = [
    eq(contributions.processorMode, 'stripe'),
    eq(contributions.processorChargeId, charge.id),
    eq(contributions.status, 'succeeded'),
    lt(contributions.refundedAmount, refunded),
    // An event older than a refund's failure counts the refund that failed: it adds nothing
    // (core/gifts/stripeRefunds.ts undoStripeRefund).
    sql`NOT EXISTS (SELECT 1 FROM contribution_refunds r WHERE r.contribution_id = ${contributions.id}
      AND r.failed_at >= to_timestamp(${event.created}))`,
  ];
  // An event from a connected account may only touch that church's gifts.
  if (event.account) {
    const church = db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.stripeAccountId, event.account));
    conditions.push(inArray(contributions.organizationId, church));
  }
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(contributions)
      .set({
        refundedAmount: refunded,
        ...(charge.refunded
          ? { status: 'refunded' as const, refundedAt: new Date(event.created * 1000) }
          : {}),
      })
      .where(and(...conditions))
      .returning({
        id: contributions.id,
        organizationId: contributions.organizationId,
        campaignId: contributions.campaignId,
      });
    for (const row of rows) await emitGiftEvent(tx, 'gift.refunded', row);
    return rows;
  });
}
