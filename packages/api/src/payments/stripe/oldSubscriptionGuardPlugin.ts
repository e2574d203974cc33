// A moved donor's old subscription charging again (docs/PRODUCT.md §17 "If the old platform charges
// again"): Stripe's customer.subscription.updated and invoice.paid of a connected church's account,
// as Stripe sends them, guard the gift moved from it (core/recurringMoves/oldSubscriptionCharging.ts).
import fp from 'fastify-plugin';
import {
  guardOldSubscriptionCharging,
  subscriptionChargingAgain,
  subscriptionInvoicePaid,
  type OldSubscriptionCharging,
} from '../../core/recurringMoves/oldSubscriptionCharging';

export default fp(
  async (app) => {
    const guard = async (charging: OldSubscriptionCharging | null) => {
      if (!charging) return;
      if (await guardOldSubscriptionCharging(app.db, charging, app.clock())) {
        app.log.warn(
          { account: charging.account, subscription: charging.subscriptionId, signal: charging.signal },
          'a moved gift’s old subscription charges again: our gift paused, administrators emailed',
        );
      }
    };
    app.stripeEvents.on('customer.subscription.updated', (event) => guard(subscriptionChargingAgain(event)));
    app.stripeEvents.on('invoice.paid', (event) => guard(subscriptionInvoicePaid(event)));
  },
  {
    name: 'old-subscription-guard',
    dependencies: ['db', 'stripe-webhooks'],
    decorators: { fastify: ['clock'] },
  },
);
