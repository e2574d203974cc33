// Plugs the Stripe processor into `app.payments` (payments/paymentsPlugin.ts) when STRIPE_SECRET_KEY is
// set: stripe-mode organizations with a connected account then charge through Stripe.
import fp from 'fastify-plugin';
import { createStripeClient } from './createStripeClient';
import { StripeProcessor } from './StripeProcessor';

export default fp(
  async (app) => {
    const settings = app.config.stripe;
    if (!settings) return;
    const stripe = createStripeClient(settings);
    const onNote = (note: string, details: Record<string, unknown>) => app.log.warn(details, note);
    app.payments.useStripe(
      (organization) => new StripeProcessor(stripe, { stripeAccount: organization.stripeAccountId, onNote }),
    );
  },
  { name: 'stripe-payments', dependencies: ['payments'], decorators: { fastify: ['config'] } },
);
