// charge.refunded, as Stripe sends it, marks the contribution of that charge refunded; a gift given
// through a campaign moves that campaign's bar back down on every open giving form, as a refund made
// in the console does.
import fp from 'fastify-plugin';
import { announceCampaignTotals } from '../../core/campaigns/announceCampaignTotals';
import { markContributionRefunded } from './contributionRefunds';

export default fp(
  async (app) => {
    app.stripeEvents.on('charge.refunded', async (event) => {
      for (const gift of await markContributionRefunded(app.db, event)) {
        if (gift.campaignId !== null) await announceCampaignTotals(app, gift.organizationId, gift.campaignId);
      }
    });
  },
  { name: 'stripe-contribution-refunds', dependencies: ['db', 'stripe-webhooks'] },
);
