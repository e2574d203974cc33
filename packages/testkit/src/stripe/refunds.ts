// Refunds of a charge, all of it or part, never more than is left on it; each with its balance
// transaction, which returns no fee.
import { refundBalanceTransaction } from './balanceTransactions';
import type { StripeObjects } from './stripeObjects';
import { invalidRequest, missing, newId, ok, type Answer, type RecordedRequest } from './stripeRequests';

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
  charge.amount_refunded = refunded + amount;
  charge.refunded = charge.amount_refunded === charged;
  const refund = objects.put(account, {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    status: 'succeeded',
  });
  // The money goes back; Stripe keeps the charge's fee.
  refund.balance_transaction = refundBalanceTransaction(objects, account, refund, charge.currency as string);
  // `expand[]=charge` answers the charge itself, as it is after the refund.
  const expanded = Object.entries(params).some(
    ([key, value]) => key.startsWith('expand[') && value === 'charge',
  );
  return ok(expanded ? { ...refund, charge: { ...charge } } : refund);
}
