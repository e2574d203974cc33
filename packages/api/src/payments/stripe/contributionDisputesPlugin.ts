// charge.dispute.created/updated/closed, as Stripe sends them, record the dispute on the gift.
import fp from 'fastify-plugin';
import { recordDispute } from './contributionDisputes';

export default fp(
  async (app) => {
    for (const type of [
      'charge.dispute.created',
      'charge.dispute.updated',
      'charge.dispute.closed',
    ] as const) {
      app.stripeEvents.on(type, async (event) => {
        if ((await recordDispute(app.db, event)) === 0) {
          app.log.info({ dispute: event.data.object.id }, 'dispute event for no gift, or an older one');
        }
      });
    }
  },
  { name: 'stripe-contribution-disputes', dependencies: ['db', 'stripe-webhooks'] },
);
