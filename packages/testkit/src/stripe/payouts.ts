// Automatic payouts of a connected account, in Stripe's published shapes
// (https://docs.stripe.com/api/payouts/object, https://docs.stripe.com/api/balance_transactions/list):
// a payout takes every balance transaction of the account no payout has taken yet, and has its own
// balance transaction (type `payout`, the money leaving for the bank). `GET /v1/balance_transactions`
// with `payout=po_…` lists what a payout paid out (its own transaction too), newest first, by pages
// of `limit` (10 unless said, 100 at most) after `starting_after`, as Stripe's lists do. A failed
// payout's money comes back to the balance as a `payout_failure` transaction, which a later payout
// takes. `expand[]=data.source` puts each transaction's source object in place of its id.
import { recordTransaction } from './balanceTransactions';
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

const DAY_SECONDS = 86_400;

/** Which balance transactions each payout took, by payout id. */
export type PayoutLedger = Map<string, string[]>;

export interface PayoutOptions {
  /** When Stripe made it, in Unix seconds; now unless a test places it on a day. */
  created?: number;
  /** The day the bank gets it, as Stripe says it: midnight UTC of that day, in Unix seconds. */
  arrivalDate?: number;
}

/** Stripe pays out the account's balance: every transaction not yet paid out. */
export function payOut(
  objects: StripeObjects,
  ledger: PayoutLedger,
  account: string,
  options: PayoutOptions = {},
): StripeObject {
  const taken = new Set([...ledger.values()].flat());
  const transactions = objects
    .all('balance_transaction', account)
    .map((stored) => stored.body)
    .filter((transaction) => !taken.has(transaction.id as string));
  const amount = transactions.reduce((total, transaction) => total + (transaction.net as number), 0);
  const created = options.created ?? nowSeconds();
  const arrival = options.arrivalDate ?? Math.floor((created + 2 * DAY_SECONDS) / DAY_SECONDS) * DAY_SECONDS;
  const id = newId('po');
  const own = recordTransaction(objects, account, {
    amount: -amount,
    fee: 0,
    currency: 'usd',
    source: id,
    type: 'payout',
  });
  ledger.set(id, [...transactions.map((transaction) => transaction.id as string), own]);
  return objects.put(account, {
    id,
    object: 'payout',
    amount,
    application_fee: null,
    application_fee_amount: null,
    arrival_date: arrival,
    automatic: true,
    balance_transaction: own,
    created,
    currency: 'usd',
    description: 'STRIPE PAYOUT',
    destination: `ba_${id.slice(3)}`,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata: {},
    method: 'standard',
    original_payout: null,
    reconciliation_status: 'completed',
    reversed_by: null,
    source_type: 'card',
    statement_descriptor: null,
    status: 'in_transit',
    type: 'bank_account',
  });
}

/** The bank accepted the payout. */
export function markPayoutPaid(objects: StripeObjects, payoutId: string): StripeObject {
  const payout = objects.locate(payoutId, 'payout');
  if (!payout) throw new Error(`no payout ${payoutId}`);
  payout.body.status = 'paid';
  return payout.body;
}

/** The bank refused the payout: its money back on the balance (`payout_failure`), with the reason. */
export function failPayout(
  objects: StripeObjects,
  payoutId: string,
  failure: { code: string; message: string },
): StripeObject {
  const payout = objects.locate(payoutId, 'payout');
  if (!payout) throw new Error(`no payout ${payoutId}`);
  const body = payout.body;
  body.status = 'failed';
  body.failure_code = failure.code;
  body.failure_message = failure.message;
  body.failure_balance_transaction = recordTransaction(objects, payout.account, {
    amount: body.amount as number,
    fee: 0,
    currency: body.currency as string,
    source: payoutId,
    type: 'payout_failure',
  });
  return body;
}

export function routePayouts(
  { method, path, params, stripeAccount: account }: RecordedRequest,
  objects: StripeObjects,
  ledger: PayoutLedger,
): Answer | null {
  if (method !== 'GET') return null;
  if (path.startsWith('/v1/payouts/')) {
    const id = decodeURIComponent(path.slice('/v1/payouts/'.length));
    const found = objects.find(id, account, 'payout');
    return found ? ok(found) : missing('payout', id, 'id');
  }
  if (path !== '/v1/balance_transactions') return null;
  const limit = params.limit === undefined ? 10 : Number(params.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    return invalidRequest('parameter_invalid_integer', 'Invalid integer: limit must be between 1 and 100.');
  }
  let listed = objects
    .all('balance_transaction', account)
    .map((stored) => stored.body)
    .reverse();
  if (params.payout !== undefined) {
    if (!objects.find(params.payout, account, 'payout')) return missing('payout', params.payout, 'payout');
    const paid = new Set(ledger.get(params.payout) ?? []);
    listed = listed.filter((transaction) => paid.has(transaction.id as string));
  }
  if (params.starting_after !== undefined) {
    const index = listed.findIndex((transaction) => transaction.id === params.starting_after);
    listed = index < 0 ? [] : listed.slice(index + 1);
  }
  // `expand[]=data.source` answers each transaction's source object (a charge, a refund…) in place of
  // its id, where the account has it.
  const expandSource = Object.entries(params).some(
    ([key, value]) => key.startsWith('expand[') && value === 'data.source',
  );
  const page = listed.slice(0, limit).map((transaction) => {
    const source = typeof transaction.source === 'string' ? transaction.source : null;
    const found = expandSource && source ? objects.findAny(source, account) : null;
    return found ? { ...transaction, source: { ...found } } : transaction;
  });
  return ok({
    object: 'list',
    data: page,
    has_more: listed.length > limit,
    url: '/v1/balance_transactions',
  });
}
