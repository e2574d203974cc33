// Stripe Connect on the app for the admin console's "Payments", when STRIPE_SECRET_KEY is set.
import fp from 'fastify-plugin';
import { createStripeClient } from './createStripeClient';
import { stripeConnectOn, type StripeConnect } from './stripeConnect';

declare module 'fastify' {
  interface FastifyInstance {
    /** Null without STRIPE_SECRET_KEY: the console then makes a simulated test connection. */
    stripeConnect: StripeConnect | null;
  }
}

export default fp(
  async (app) => {
    const settings = app.config.stripe;
    app.decorate('stripeConnect', settings ? stripeConnectOn(createStripeClient(settings)) : null);
  },
  { name: 'stripe-connect', decorators: { fastify: ['config'] } },
);
