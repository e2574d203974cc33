// SetupIntents: the API creates one for the customer (a card to save for off-session charges) and
// finds again the one that attached a card; Stripe.js confirms it in the browser with the card.
import { addPaymentMethod } from './customers';
import type { Stored, StripeObjects } from './stripeObjects';
import {
  clientSecretOf,
  listOf,
  metadataOf,
  missing,
  newId,
  nowSeconds,
  ok,
  type Answer,
  type RecordedRequest,
} from './stripeRequests';
import type { Card } from './testCards';

export interface SetupConfirmation {
  /** The new card's details (the test Visa otherwise). */
  card?: Partial<Card>;
  /** The new card payment method's id, as Stripe.js's test `pm_card_visa` (a new random one otherwise). */
  id?: string;
  /** Confirm with this existing payment method instead: nothing new is attached. */
  paymentMethod?: string;
  /** Confirm with Stripe's Link signed in as this email: a `type: 'link'` payment method, no card. */
  link?: { email: string };
}

export function routeSetupIntents(
  { method, path, params, stripeAccount: account }: RecordedRequest,
  objects: StripeObjects,
): Answer | null {
  if (method === 'POST' && path === '/v1/setup_intents') {
    const customer = params.customer;
    if (customer && !objects.find(customer, account, 'customer')) {
      return missing('customer', customer, 'customer');
    }
    const id = newId('seti');
    return ok(
      objects.put(account, {
        id,
        object: 'setup_intent',
        client_secret: clientSecretOf(id),
        customer: customer ?? null,
        usage: params.usage ?? 'off_session',
        status: 'requires_payment_method',
        payment_method: null,
        allowed_payment_method_types: listOf(params, 'allowed_payment_method_types'),
        metadata: metadataOf(params),
        created: nowSeconds(),
      }),
    );
  }
  if (method === 'GET' && path === '/v1/setup_intents') {
    // Newest first, as Stripe lists; `customer` and `payment_method` filter (the API reads the giving
    // token that added a card from the metadata of the intent that attached it).
    const matching = objects
      .all('setup_intent', account)
      .map((stored) => stored.body)
      .filter(
        (body) =>
          (!params.customer || body.customer === params.customer) &&
          (!params.payment_method || body.payment_method === params.payment_method),
      )
      .reverse();
    const limit = Number(params.limit ?? 10);
    return ok({
      object: 'list',
      url: '/v1/setup_intents',
      has_more: matching.length > limit,
      data: matching.slice(0, limit),
    });
  }
  return null;
}

/**
 * What Stripe does when Stripe.js confirms a SetupIntent with a card: a card payment method on the
 * intent's account, attached to its customer, and the intent `succeeded` with it. Returns the
 * payment method's id.
 */
export function confirmStoredSetupIntent(
  objects: StripeObjects,
  intent: Stored,
  options: SetupConfirmation,
): string {
  const paymentMethod =
    options.paymentMethod ??
    addPaymentMethod(objects, {
      customer: intent.body.customer as string | null,
      account: intent.account,
      card: options.card,
      id: options.id,
      link: options.link,
    });
  intent.body.status = 'succeeded';
  intent.body.payment_method = paymentMethod;
  return paymentMethod;
}

/** The SetupIntent a client secret was issued for, on whichever account; null for one never issued. */
export function setupIntentWithSecret(objects: StripeObjects, clientSecret: string): Stored | null {
  return objects.all('setup_intent').find((stored) => stored.body.client_secret === clientSecret) ?? null;
}
