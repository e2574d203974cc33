// Customers and their card payment methods: created, listed, read, updated (a new expiry or billing
// address, which the card networks may refuse) and detached.
import type { StripeObjects } from './stripeObjects';
import {
  idIn,
  metadataOf,
  missing,
  newId,
  nowSeconds,
  ok,
  type Answer,
  type RecordedRequest,
} from './stripeRequests';
import { TEST_VISA, type Card } from './testCards';

/** What became of the PaymentMethod updates sent: the refusals a test queued, and those accepted. */
export interface CardUpdates {
  /** Error codes the next updates answer with, in order (`invalid_expiry_year`…). */
  refused: string[];
  /** The updates Stripe accepted, in order: the id and the form parameters sent. */
  accepted: Array<{ id: string; params: Record<string, string> }>;
}

/**
 * A card payment method, attached to `customer` when given, as Elements + a SetupIntent leave it; or,
 * with `link`, a payment method of Stripe's Link (`type: 'link'`, no card: Link pays with its user's
 * saved card, https://docs.stripe.com/api/payment_methods/object#payment_method_object-link).
 */
export function addPaymentMethod(
  objects: StripeObjects,
  input: {
    customer: string | null;
    account?: string | null;
    card?: Partial<Card>;
    id?: string;
    link?: { email: string };
  },
): string {
  const id = input.id ?? newId('pm');
  objects.put(input.account ?? null, {
    id,
    object: 'payment_method',
    created: nowSeconds(),
    customer: input.customer,
    ...(input.link
      ? { type: 'link', link: { email: input.link.email, persistent_token: null } }
      : { type: 'card', card: { ...TEST_VISA, ...input.card } }),
  });
  return id;
}

export function routeCustomers(
  { method, path, params, stripeAccount: account }: RecordedRequest,
  objects: StripeObjects,
  cardUpdates: CardUpdates,
): Answer | null {
  if (method === 'POST' && path === '/v1/customers') {
    return ok(
      objects.put(account, {
        id: newId('cus'),
        object: 'customer',
        created: nowSeconds(),
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: metadataOf(params),
      }),
    );
  }
  if (method === 'GET' && path === '/v1/payment_methods') {
    const data = objects
      .all('payment_method', account)
      .map((stored) => stored.body)
      .filter((body) => body.customer === params.customer && (!params.type || body.type === params.type))
      .slice(0, Number(params.limit ?? 10));
    return ok({ object: 'list', url: '/v1/payment_methods', has_more: false, data });
  }
  const detached = idIn(path, '/v1/payment_methods/', '/detach');
  if (method === 'POST' && detached !== null) {
    const found = objects.find(detached, account, 'payment_method');
    if (!found) return missing('PaymentMethod', detached, 'payment_method');
    found.customer = null;
    return ok(found);
  }
  const id = idIn(path, '/v1/payment_methods/');
  if (method === 'GET' && id !== null) {
    const found = objects.find(id, account, 'payment_method');
    return found ? ok(found) : missing('PaymentMethod', id, 'payment_method');
  }
  if (method === 'POST' && id !== null) return updatePaymentMethod(id, params, account, objects, cardUpdates);
  return null;
}

/** Stripe's update: new `card[exp_month]`/`card[exp_year]` and `billing_details[...]` replace the old. */
function updatePaymentMethod(
  id: string,
  params: Record<string, string>,
  account: string | null,
  objects: StripeObjects,
  cardUpdates: CardUpdates,
): Answer {
  const found = objects.find(id, account, 'payment_method');
  if (!found) return missing('PaymentMethod', id, 'payment_method');
  const refusal = cardUpdates.refused.shift();
  if (refusal) {
    const message =
      refusal === 'invalid_expiry_month'
        ? "Your card's expiration month is invalid."
        : "Your card's expiration year is invalid.";
    return { status: 402, body: { error: { type: 'card_error', code: refusal, message } } };
  }
  const card = found.card as Card;
  if (params['card[exp_month]']) card.exp_month = Number(params['card[exp_month]']);
  if (params['card[exp_year]']) card.exp_year = Number(params['card[exp_year]']);
  const address = Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => {
      const match = /^billing_details\[address\]\[(.+)\]$/.exec(key);
      return match?.[1] ? [[match[1], value || null]] : [];
    }),
  );
  found.billing_details = { name: params['billing_details[name]'] ?? null, address };
  cardUpdates.accepted.push({ id, params });
  return ok(found);
}
