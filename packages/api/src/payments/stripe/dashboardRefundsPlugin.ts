// Refunds as Stripe reports them for a church's connected account (core/gifts/stripeRefunds.ts).
// refund.created: a refund of one of the church's gifts made in its Stripe dashboard is recorded on
// the gift, with its Activity entry and the donor's email, unless the console made it (its own row)
// or the payout that took it back told us first. refund.updated, refund.failed and
// charge.refund.updated with status failed or canceled: the refund gave nothing back and is undone
// on its gift, once. A gift given through a campaign moves that campaign's bar with it.
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { announceCampaignTotals } from '../../core/campaigns/announceCampaignTotals';
import { recordStripeRefund, refundFailed, undoStripeRefund } from '../../core/gifts/stripeRefunds';
import { organizations } from '../../db/schema';

export default fp(
  async (app) => {
    /** The church of a connected account: only a connected church's refunds are a church's. */
    async function churchOf(account: string | undefined): Promise<number | null> {
      if (!account) return null;
      const [church] = await app.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          and(eq(organizations.stripeAccountId, account), eq(organizations.stripeAccountSimulated, false)),
        );
      return church?.id ?? null;
    }

    app.stripeEvents.on('refund.created', async (event) => {
      const refund = event.data.object;
      const chargeId = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id;
      // A failed or canceled refund gave nothing back.
      if (!chargeId || refundFailed(refund.status)) return;
      const churchId = await churchOf(event.account);
      if (churchId === null) return;
      const recorded = await app.db.transaction((tx) =>
        recordStripeRefund(tx, churchId, {
          refundId: refund.id,
          chargeId,
          amount: refund.amount,
          created: refund.created,
          metadata: refund.metadata,
          status: refund.status,
        }),
      );
      app.log.info({ refund: refund.id, recorded: recorded !== null }, 'stripe refund');
      if (recorded?.campaignId != null) {
        await announceCampaignTotals(app, recorded.organizationId, recorded.campaignId);
      }
    });

    async function onRefundChanged(event: { account?: string; created: number }, refund: Stripe.Refund) {
      if (!refundFailed(refund.status)) return;
      const churchId = await churchOf(event.account);
      if (churchId === null) return;
      const chargeId = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id;
      const undone = await app.db.transaction(async (tx) => {
        // Failed before anything told us of it: written failed, so a late refund.created adds nothing.
        if (chargeId) {
          await recordStripeRefund(tx, churchId, {
            refundId: refund.id,
            chargeId,
            amount: refund.amount,
            created: refund.created,
            metadata: refund.metadata,
            status: refund.status,
          });
        }
        return undoStripeRefund(tx, churchId, {
          refundId: refund.id,
          failedAt: event.created,
          reason: refund.failure_reason ?? null,
        });
      });
      app.log.info({ refund: refund.id, undone: undone !== null }, 'stripe refund failed');
      if (undone?.campaignId != null) {
        await announceCampaignTotals(app, undone.organizationId, undone.campaignId);
      }
    }
    for (const type of ['refund.updated', 'refund.failed', 'charge.refund.updated'] as const) {
      app.stripeEvents.on(type, (event) => onRefundChanged(event, event.data.object));
    }
  },
  { name: 'stripe-dashboard-refunds', dependencies: ['db', 'stripe-webhooks'] },
);
