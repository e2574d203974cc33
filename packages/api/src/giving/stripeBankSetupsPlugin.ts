// On every instance, Stripe's setup_intent.succeeded saves a bank account kept on Stripe for a
// recurring gift and starts that gift (stripeBankSetupEvents.ts, docs/PRODUCT.md §22 "With Stripe").
import fp from 'fastify-plugin';
import { onBankSetupSucceeded } from './stripeBankSetupEvents';

export default fp(
  async (app) => {
    app.stripeEvents.on('setup_intent.succeeded', async (event) => {
      const saved = await onBankSetupSucceeded(app, event);
      if (saved)
        app.log.info({ setupIntent: event.data.object.id, ...saved }, 'bank account kept on Stripe saved');
    });
  },
  {
    name: 'stripe-bank-setups',
    dependencies: ['db', 'stripe-webhooks', 'payments'],
    decorators: { fastify: ['clock'] },
  },
);
