// Refunds of a charge, all of it or part, never more than is left on it; each with its balance
// transaction, which returns no fee.
import { recordTransaction, refundBalanceTransaction } from './balanceTransactions';
import type { StripeObjects } from './stripeObjects';
import {
  invalidRequest,
  metadataOf,
  missing,
  newId,
  nowSeconds,
  ok,
  type Answer,
  type RecordedRequest,
  type StripeObject,
} from './stripeRequests';

/**
 * Refunds `amount` of `charge` (no more than is left on it, which the caller checks), as Stripe does
 * for `POST /v1/refunds` and for a refund made in the Dashboard: the charge's `amount_refunded` and
 * `refunded`, and the refund (https://docs.stripe.com/api/refunds/object) with its balance
 * transaction, which returns no fee.
 */
export function refundCharge(
  objects: StripeObjects,
  account: string | null,
  charge: StripeObject,
  amount: number,
  options: { metadata?: Record<string, string>; status?: 'succeeded' | 'pending' } = {},
): StripeObject {
  const charged = charge.amount as number;
  charge.amount_refunded = (charge.amount_refunded as number) + amount;
  charge.refunded = charge.amount_refunded === charged;
  const refund = objects.put(account, {
    id: newId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    failure_balance_transaction: null,
    failure_reason: null,
    metadata: options.metadata ?? {},
    payment_intent: charge.payment_intent ?? null,
    reason: null,
    status: options.status ?? 'succeeded',
  });
  // The money goes back; Stripe keeps the charge's fee.
  refund.balance_transaction = refundBalanceTransaction(objects, account, refund, charge.currency as string);
  return refund;
}

export function routeRefunds(
  { method, path, params, stripeAccount: account }: RecordedRequest,
  objects: StripeObjects,
): Answer | null {
  if (method !== 'POST' || path !== '/v1/refunds') return null;
  const charge = params.charge ? objects.find(params.charge, account, 'charge') : null;
  if (!charge) return missing('charge', params.charge ?? '', 'charge');
  const charged = charge.amount as number;
  const refunded = charge.amount_refunded as number;
  const amount = params.amount ? Number(params.amount) : charged - refunded;
  if (amount <= 0 || refunded + amount > charged) {
    return invalidRequest(
      'charge_already_refunded',
      `Refund amount (${amount}) is greater than unrefunded amount on charge.`,
    );
  }
  const refund = refundCharge(objects, account, charge, amount, { metadata: metadataOf(params) });
  // `expand[]=charge` answers the charge itself, as it is after the refund.
  const expanded = Object.entries(params).some(
    ([key, value]) => key.startsWith('expand[') && value === 'charge',
  );
  return ok(expanded ? { ...refund, charge: { ...charge } } : refund);
}

/**
 * A pending refund fails (https://docs.stripe.com/refunds#failed-refunds), or is canceled: nothing
 * reaches the card, so Stripe puts the money back on the balance with a `refund_failure` balance
 * transaction whose source is the refund (the refund's `failure_balance_transaction`, which "reverses
 * the initial balance transaction"), and the charge no longer counts it as refunded.
 */
export function failRefund(
  objects: StripeObjects,
  account: string | null,
  refund: StripeObject,
  status: 'failed' | 'canceled',
): StripeObject {
  const charge = objects.find(refund.charge as string, account, 'charge');
  if (charge) {
    charge.amount_refunded = (charge.amount_refunded as number) - (refund.amount as number);
    charge.refunded = false;
  }
  refund.status = status;
  refund.failure_reason = status === 'failed' ? 'expired_or_canceled_card' : 'merchant_request';
  refund.failure_balance_transaction = recordTransaction(objects, account, {
    amount: refund.amount as number,
    fee: 0,
    currency: refund.currency as string,
    source: refund.id as string,
    type: 'refund_failure',
  });
  return refund;
}
