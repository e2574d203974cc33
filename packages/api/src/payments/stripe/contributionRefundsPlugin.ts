// charge.refunded, as Stripe sends it, marks the contribution of that charge refunded.
import fp from 'fastify-plugin';
import { markContributionRefunded } from './contributionRefunds';

export default fp(
  async (app) => {
    app.stripeEvents.on('charge.refunded', async (event) => {
      await markContributionRefunded(app.db, event);
    });
  },
  { name: 'stripe-contribution-refunds', dependencies: ['db', 'stripe-webhooks'] },
);
