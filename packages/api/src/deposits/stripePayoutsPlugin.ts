// payout.paid and payout.failed, as Stripe sends them for a connected church's account, make its
// deposit (stripePayouts.ts). They come through the Stripe webhook route, which verifies the
// signature and claims each event id once (processedWebhookEvents.ts); the deposit's own unique key
// keeps a second delivery, a second instance or a retry after a crash from adding anything.
import fp from 'fastify-plugin';
import { createStripeClient } from '../payments/stripe/createStripeClient';
import {
  parseBalanceTransaction,
  recordStripePayout,
  type PayoutTransaction,
  type PayoutTransactionsReader,
} from './stripePayouts';

/** Stripe's largest page of a list. */
const PAGE = 100;

export default fp(
  async (app) => {
    const settings = app.config.stripe;
    if (!settings) return;
    const stripe = createStripeClient(settings);
    const read: PayoutTransactionsReader = async (account, payoutId) => {
      const transactions: PayoutTransaction[] = [];
      await stripe.balanceTransactions
        // Each transaction's source expanded: a refund's charge says whether it gave back one of our
        // gifts, made in Stripe's dashboard (stripePayouts.ts records it on the gift).
        .list({ payout: payoutId, limit: PAGE, expand: ['data.source'] }, { stripeAccount: account })
        .autoPagingEach((transaction) => {
          transactions.push(parseBalanceTransaction(transaction));
        });
      return transactions;
    };
    for (const type of ['payout.paid', 'payout.failed'] as const) {
      app.stripeEvents.on(type, async (event) => {
        const outcome = await recordStripePayout(app.db, event, read);
        app.log.info({ payout: event.data.object.id, outcome }, 'stripe payout');
      });
    }
  },
  {
    name: 'stripe-payouts',
    dependencies: ['db', 'stripe-webhooks'],
    decorators: { fastify: ['config'] },
  },
);
