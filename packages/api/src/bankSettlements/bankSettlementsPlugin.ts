// `app.bankSettlements`: the sandbox's bank gift settlements (bankSettlementPass.ts) at start-up and
// then on a timer, on the instances that run the recurring worker (RECURRING_WORKER=on, the default;
// tests turn it off and call `runOnce()`). It reads `app.clock()`, so CLOCK_NOW moves its day. On
// every instance, Stripe's payment_intent.* events settle the bank gifts of Stripe-connected churches.
import fp from 'fastify-plugin';
import { startPeriodicPass } from '../core/periodicPass';
import { ProcessorUnavailableError } from '../payments/paymentsPlugin';
import { runBankSettlements, type BankSettlementSummary } from './bankSettlementPass';
import { onBankPaymentIntent } from './stripeBankEvents';

/** Pause between passes: a debit settles on a day, a minute late is on time. */
const SETTLEMENT_PASS_INTERVAL_MS = 60_000;

export interface BankSettlements {
  /** One pass now. Passes of one instance never overlap; those of several are kept apart by the database. */
  runOnce(): Promise<BankSettlementSummary>;
}

declare module 'fastify' {
  interface FastifyInstance {
    bankSettlements: BankSettlements;
  }
}

export default fp(
  async (app) => {
    const pass = startPeriodicPass(app, {
      run: (isClosing) => runBankSettlements(app.db, app.clock(), app.config.publicUrl, isClosing),
      intervalMs: SETTLEMENT_PASS_INTERVAL_MS,
      describe: (summary) => (summary.succeeded + summary.failed > 0 ? 'bank gifts settled' : null),
      failure: 'bank settlement pass failed',
    });
    app.decorate<BankSettlements>('bankSettlements', pass);
    // On Stripe, Stripe says when a bank gift settles (stripeBankEvents.ts).
    for (const type of [
      'payment_intent.processing',
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
    ] as const) {
      app.stripeEvents.on(type, async (event) => {
        await onBankPaymentIntent(app.db, event, app.config.publicUrl, app.clock(), async (church) => {
          let debits;
          try {
            debits = app.payments.forOrganization(church).bankDebits;
          } catch (error) {
            // The church cannot charge through Stripe now: the gift settles all the same, at the
            // bank's list price. A failed call to Stripe throws instead, and Stripe sends it again.
            if (!(error instanceof ProcessorUnavailableError)) throw error;
            app.log.warn({ paymentIntent: event.data.object.id }, 'bank debit fee not read');
            return null;
          }
          return debits ? debits.settledFee(event.data.object.id) : null;
        });
      });
    }
  },
  {
    name: 'bank-settlements',
    dependencies: ['db', 'graceful-shutdown', 'stripe-webhooks', 'payments'],
    decorators: { fastify: ['config', 'clock'] },
  },
);
