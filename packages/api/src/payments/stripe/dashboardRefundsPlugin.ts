// refund.created, as Stripe sends it for a church's connected account: a refund of one of the
// church's gifts made in its Stripe dashboard is recorded on the gift (core/gifts/stripeRefunds.ts),
// unless the console made it (its own row) or the payout that took it back told us first. A gift
// given through a campaign moves that campaign's bar back down, as any refund does.
import fp from 'fastify-plugin';
import { and, eq } from 'drizzle-orm';
import { announceCampaignTotals } from '../../core/campaigns/announceCampaignTotals';
import { recordStripeRefund } from '../../core/gifts/stripeRefunds';
import { organizations } from '../../db/schema';

export default fp(
  async (app) => {
    app.stripeEvents.on('refund.created', async (event) => {
      const refund = event.data.object;
      const chargeId = typeof refund.charge === 'string' ? refund.charge : refund.charge?.id;
      // Only a connected church's refunds are a church's; a failed or canceled refund gave nothing back.
      if (!event.account || !chargeId || refund.status === 'failed' || refund.status === 'canceled') return;
      const [church] = await app.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          and(
            eq(organizations.stripeAccountId, event.account),
            eq(organizations.stripeAccountSimulated, false),
          ),
        );
      if (!church) return;
      const recorded = await app.db.transaction((tx) =>
        recordStripeRefund(tx, church.id, {
          refundId: refund.id,
          chargeId,
          amount: refund.amount,
          created: refund.created,
        }),
      );
      app.log.info({ refund: refund.id, recorded: recorded !== null }, 'stripe refund');
      if (recorded?.campaignId != null) {
        await announceCampaignTotals(app, recorded.organizationId, recorded.campaignId);
      }
    });
  },
  { name: 'stripe-dashboard-refunds', dependencies: ['db', 'stripe-webhooks'] },
);
