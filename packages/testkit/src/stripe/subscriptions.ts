// Subscriptions and the customer list, as a church's previous platform left them on its connected
// account (docs/PRODUCT.md §17): listed page by page like Stripe's list answers (`limit`,
// `starting_after`, `has_more`), paused (`pause_collection`) and cancelled (DELETE).
// https://docs.stripe.com/api/subscriptions/list, /api/subscriptions/update, /api/subscriptions/cancel
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
  type StripeObject,
} from './stripeRequests';

/** A customer the old platform made: its email and, when it knew it, the donor's language. */
export interface OldCustomer {
  account: string;
  id?: string;
  email: string | null;
  name?: string | null;
  preferredLocales?: string[];
  defaultPaymentMethod?: string | null;
}

/** One price line of an old subscription. */
export interface OldSubscriptionItem {
  price?: string;
  product?: string;
  /** Cents. */
  unitAmount: number;
  quantity?: number;
}

export interface OldSubscription {
  account: string;
  id?: string;
  customer: string;
  defaultPaymentMethod?: string | null;
  currency?: string;
  interval?: 'day' | 'week' | 'month' | 'year';
  intervalCount?: number;
  items: OldSubscriptionItem[];
  /** Unix seconds: when the current period ends, the next charge. */
  currentPeriodEnd: number;
  status?: string;
  pauseCollection?: { behavior: string; resumes_at: number | null } | null;
}

export function addCustomer(objects: StripeObjects, customer: OldCustomer): string {
  const id = customer.id ?? newId('cus');
  objects.put(customer.account, {
    id,
    object: 'customer',
    created: nowSeconds(),
    email: customer.email,
    name: customer.name ?? null,
    preferred_locales: customer.preferredLocales ?? [],
    invoice_settings: { default_payment_method: customer.defaultPaymentMethod ?? null },
    metadata: {},
  });
  return id;
}

export function addSubscription(objects: StripeObjects, subscription: OldSubscription): string {
  const id = subscription.id ?? newId('sub');
  const currency = subscription.currency ?? 'usd';
  const recurring = {
    interval: subscription.interval ?? 'month',
    interval_count: subscription.intervalCount ?? 1,
  };
  const items = subscription.items.map((item) => ({
    id: newId('si'),
    object: 'subscription_item',
    current_period_end: subscription.currentPeriodEnd,
    quantity: item.quantity ?? 1,
    price: {
      id: item.price ?? newId('price'),
      object: 'price',
      currency,
      product: item.product ?? newId('prod'),
      recurring,
      unit_amount: item.unitAmount,
    },
  }));
  objects.put(subscription.account, {
    id,
    object: 'subscription',
    created: nowSeconds(),
    status: subscription.status ?? 'active',
    customer: subscription.customer,
    currency,
    default_payment_method: subscription.defaultPaymentMethod ?? null,
    items: { object: 'list', data: items, has_more: false, url: `/v1/subscription_items?subscription=${id}` },
    pause_collection: subscription.pauseCollection ?? null,
    canceled_at: null,
    metadata: {},
  });
  return id;
}

/** One page of a list, as Stripe answers it: `limit` (10 by default, at most 100) after `starting_after`. */
function listPage(url: string, all: StripeObject[], params: Record<string, string>): Answer {
  const limit = Math.min(Math.max(Number(params.limit ?? 10) || 10, 1), 100);
  const after = params.starting_after ? all.findIndex((body) => body.id === params.starting_after) + 1 : 0;
  const data = all.slice(after, after + limit);
  return ok({ object: 'list', url, has_more: after + limit < all.length, data });
}

export function routeSubscriptions(
  { method, path, params, stripeAccount: account }: RecordedRequest,
  objects: StripeObjects,
): Answer | null {
  if (method === 'GET' && path === '/v1/customers') {
    const customers = objects.all('customer', account).map((stored) => stored.body);
    return listPage(path, customers, params);
  }
  if (method === 'GET' && path === '/v1/subscriptions') {
    // Without `status`, Stripe lists every subscription that is not cancelled.
    const wanted = params.status ?? 'not_canceled';
    const subscriptions = objects
      .all('subscription', account)
      .map((stored) => stored.body)
      .filter((body) =>
        wanted === 'all'
          ? true
          : wanted === 'not_canceled'
            ? body.status !== 'canceled'
            : body.status === wanted,
      )
      .filter((body) => !params.customer || body.customer === params.customer);
    return listPage(path, subscriptions, params);
  }
  const id = idIn(path, '/v1/subscriptions/');
  if (id === null) return null;
  const found = objects.find(id, account, 'subscription');
  if (!found) return missing('Subscription', id, 'id');
  if (method === 'GET') return ok(found);
  if (method === 'POST') {
    if (found.status === 'canceled') {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: 'A canceled subscription can only update its cancellation_details and metadata.',
          },
        },
      };
    }
    if (params['pause_collection[behavior]']) {
      const resumesAt = params['pause_collection[resumes_at]'];
      found.pause_collection = {
        behavior: params['pause_collection[behavior]'],
        resumes_at: resumesAt ? Number(resumesAt) : null,
      };
    } else if (params.pause_collection === '') {
      found.pause_collection = null;
    }
    found.metadata = { ...(found.metadata as Record<string, string>), ...metadataOf(params) };
    return ok(found);
  }
  if (method === 'DELETE') {
    if (found.status === 'canceled') {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such subscription: '${id}'`,
          },
        },
      };
    }
    found.status = 'canceled';
    found.canceled_at = nowSeconds();
    return ok(found);
  }
  return null;
}
