// account.updated, as Stripe sends it, records whether the church's connected account may take gifts.
import fp from 'fastify-plugin';
import { followStripeAccount } from './stripeAccountUpdates';

export default fp(
  async (app) => {
    app.stripeEvents.on('account.updated', async (event) => {
      const changed = await followStripeAccount(app.db, event, app.config.publicUrl);
      if (changed === 0) {
        app.log.info({ account: event.data.object.id }, 'account.updated for no church, or an older one');
      }
    });
  },
  {
    name: 'stripe-account-updates',
    dependencies: ['db', 'stripe-webhooks'],
    decorators: { fastify: ['config'] },
  },
);
