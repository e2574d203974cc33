// On every instance, Stripe's word on a bank account kept on Stripe for a recurring gift
// (stripeBankSetupEvents.ts, docs/PRODUCT.md §22 "With Stripe"): setup_intent.succeeded saves the account
// and starts that gift; setup_intent.setup_failed marks the gift that waited for it failed and emails the
// donor. The log names the intent and the gift, never a link.
import fp from 'fastify-plugin';
import { onBankSetupFailed, onBankSetupSucceeded } from './stripeBankSetupEvents';

export default fp(
  async (app) => {
    app.stripeEvents.on('setup_intent.succeeded', async (event) => {
      const saved = await onBankSetupSucceeded(app, event);
      if (saved)
        app.log.info({ setupIntent: event.data.object.id, ...saved }, 'bank account kept on Stripe saved');
    });
    app.stripeEvents.on('setup_intent.setup_failed', async (event) => {
      const failed = await onBankSetupFailed(app, event);
      if (failed)
        app.log.info(
          { setupIntent: event.data.object.id, ...failed },
          'bank account kept on Stripe not verified',
        );
    });
  },
  {
    name: 'stripe-bank-setups',
    dependencies: ['db', 'stripe-webhooks', 'payments'],
    decorators: { fastify: ['clock'] },
  },
);
