// The Stripe objects a move reads (docs/PRODUCT.md §17): subscriptions, customers and card payment
// methods as Stripe's API answers them, whether they come from the church's connected account or
// from a file shaped like Stripe's list answers (`{ "object": "list", "data": [...] }`). Read with
// valibot at the edge: only the fields a move uses, the rest ignored.
import * as v from 'valibot';

const id = v.pipe(v.string(), v.trim(), v.nonEmpty());
const idOrObject = v.union([
  id,
  v.pipe(
    v.looseObject({ id }),
    v.transform((object) => object.id),
  ),
]);

const stripePrice = v.looseObject({
  id,
  currency: v.optional(v.string()),
  product: v.optional(v.nullable(idOrObject), null),
  unit_amount: v.nullable(v.number()),
  recurring: v.nullable(v.looseObject({ interval: v.string(), interval_count: v.number() })),
});

export const stripeSubscriptionSchema = v.looseObject({
  id,
  status: v.string(),
  customer: idOrObject,
  currency: v.string(),
  default_payment_method: v.optional(v.nullable(idOrObject), null),
  /** Before Stripe's 2025-03-31 API version the period sat on the subscription itself. */
  current_period_end: v.optional(v.number()),
  items: v.looseObject({
    data: v.array(
      v.looseObject({
        current_period_end: v.optional(v.number()),
        quantity: v.optional(v.nullable(v.number()), 1),
        price: stripePrice,
      }),
    ),
  }),
  pause_collection: v.optional(v.nullable(v.looseObject({ behavior: v.string() })), null),
  metadata: v.optional(v.nullable(v.record(v.string(), v.string())), null),
});
export type StripeSubscription = v.InferOutput<typeof stripeSubscriptionSchema>;

export const stripeCustomerSchema = v.looseObject({
  id,
  email: v.optional(v.nullable(v.string()), null),
  name: v.optional(v.nullable(v.string()), null),
  preferred_locales: v.optional(v.nullable(v.array(v.string())), null),
  invoice_settings: v.optional(
    v.nullable(v.looseObject({ default_payment_method: v.optional(v.nullable(idOrObject), null) })),
    null,
  ),
});
export type StripeCustomer = v.InferOutput<typeof stripeCustomerSchema>;

export const stripePaymentMethodSchema = v.looseObject({
  id,
  type: v.optional(v.string(), 'card'),
  customer: v.optional(v.nullable(idOrObject), null),
  card: v.optional(
    v.nullable(
      v.looseObject({
        brand: v.optional(v.nullable(v.string()), null),
        last4: v.optional(v.nullable(v.string()), null),
        exp_month: v.number(),
        exp_year: v.number(),
      }),
    ),
    null,
  ),
});
export type StripePaymentMethod = v.InferOutput<typeof stripePaymentMethodSchema>;

/** What a move reads of the old platform's objects. */
export interface OldStripeObjects {
  /** Null when the subscriptions did not come along (a schedule file says what to move). */
  subscriptions: StripeSubscription[] | null;
  customers: StripeCustomer[];
  paymentMethods: StripePaymentMethod[];
}

const listOf = <T extends v.GenericSchema>(item: T) =>
  v.union([
    v.looseObject({ data: v.array(item) }),
    v.pipe(
      v.array(item),
      v.transform((data) => ({ data })),
    ),
  ]);

/**
 * `--from-file`: `{ "subscriptions": <list>, "customers": <list>, "payment_methods": <list> }`, each
 * list as Stripe answers it (or a plain array); subscriptions may be left out when a schedule file
 * says what to move.
 */
export const oldStripeFileSchema = v.pipe(
  v.looseObject({
    subscriptions: v.optional(listOf(stripeSubscriptionSchema)),
    customers: listOf(stripeCustomerSchema),
    payment_methods: listOf(stripePaymentMethodSchema),
  }),
  v.transform((file): OldStripeObjects => ({
    subscriptions: file.subscriptions?.data ?? null,
    customers: file.customers.data,
    paymentMethods: file.payment_methods.data,
  })),
);

/** The first problem of a file that is not shaped like Stripe's list answers, as `path: message`. */
export function oldStripeFileProblem(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  const path = issue?.path?.map((step) => String(step.key)).join('.') ?? '';
  return path ? `${path}: ${issue?.message ?? ''}` : (issue?.message ?? '');
}
