// Refunds of a charge, all of it or part, never more than is left on it; each with its balance
// transaction, which returns no fee.
import { refundBalanceTransaction } from './balanceTransactions';
import type { StripeObjects } from './stripeObjects';
import {
  invalidRequest,
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
    metadata: {},
    payment_intent: charge.payment_intent ?? null,
    reason: null,
    status: 'succeeded',
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
  const refund = refundCharge(objects, account, charge, amount);
  // `expand[]=charge` answers the charge itself, as it is after the refund.
  const expanded = Object.entries(params).some(
    ([key, value]) => key.startsWith('expand[') && value === 'charge',
  );
  return ok(expanded ? { ...refund, charge: { ...charge } } : refund);
}
