// The church's connected Stripe account as the previous platform left it (docs/PRODUCT.md §17): its
// subscriptions not canceled, customers and their cards read page by page through the Stripe client the
// API already uses, and the two things a move does to an old subscription: pause its collection
// (invoices voided) before our first charge, and cancel it after our first successful one.
import type Stripe from 'stripe';
import * as v from 'valibot';
import {
  stripeCustomerSchema,
  stripePaymentMethodSchema,
  stripeSubscriptionSchema,
  type OldStripeObjects,
} from './oldStripeObjects';

/** Marks a subscription a move paused, so a later run does not take it for one the donor paused. */
export const MOVED_METADATA_KEY = 'halo_give_moved_to';

/** What a move does to the old subscriptions; null where no Stripe account can be reached. */
export interface OldSubscriptions {
  pause(subscriptionId: string, churchPrefixedId: string): Promise<void>;
  cancel(subscriptionId: string): Promise<void>;
}

const PAGE = 100;

async function everyPage<T>(list: Stripe.ApiListPromise<T>, schema: v.GenericSchema<unknown, unknown>) {
  const items: unknown[] = [];
  await list.autoPagingEach((item) => {
    items.push(v.parse(schema, item));
  });
  return items;
}

export function oldStripeAccount(stripe: Stripe, stripeAccount: string) {
  const options = { stripeAccount };
  const subscriptions: OldSubscriptions = {
    async pause(subscriptionId, churchPrefixedId) {
      await stripe.subscriptions.update(
        subscriptionId,
        { pause_collection: { behavior: 'void' }, metadata: { [MOVED_METADATA_KEY]: churchPrefixedId } },
        { ...options, idempotencyKey: `halo-move-pause:${churchPrefixedId}:${subscriptionId}` },
      );
    },
    async cancel(subscriptionId) {
      try {
        await stripe.subscriptions.cancel(subscriptionId, {}, options);
      } catch (error) {
        // Cancelled meanwhile (by the church at Stripe, or a run that crashed before recording it).
        const code = (error as { code?: string; statusCode?: number }).code;
        if (code !== 'resource_missing') throw error;
      }
    },
  };
  return {
    subscriptions,
    /**
     * Subscriptions not canceled (Stripe's default list: a trialing or past-due one still charges
     * its donor; the plan says which move), unless `withSubscriptions` is false, every customer, and
     * their cards.
     */
    async read(withSubscriptions: boolean): Promise<OldStripeObjects> {
      const active = withSubscriptions
        ? ((await everyPage(
            stripe.subscriptions.list({ limit: PAGE }, options),
            stripeSubscriptionSchema,
          )) as OldStripeObjects['subscriptions'])
        : null;
      const customers = (await everyPage(
        stripe.customers.list({ limit: PAGE }, options),
        stripeCustomerSchema,
      )) as OldStripeObjects['customers'];
      const wanted = active ? new Set(active.map((subscription) => subscription.customer)) : null;
      const paymentMethods: OldStripeObjects['paymentMethods'] = [];
      for (const customer of customers) {
        if (wanted && !wanted.has(customer.id)) continue;
        paymentMethods.push(
          ...((await everyPage(
            stripe.paymentMethods.list({ customer: customer.id, type: 'card', limit: PAGE }, options),
            stripePaymentMethodSchema,
          )) as OldStripeObjects['paymentMethods']),
        );
      }
      return { subscriptions: active, customers, paymentMethods };
    },
  };
}
