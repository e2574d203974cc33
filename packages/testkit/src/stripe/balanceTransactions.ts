// Balance transactions: what each charge or refund moved in the account's balance, with Stripe's fee
// on it, in Stripe's published shape. A card charge costs Stripe's US card price (2.9% + 30¢) unless
// the test prices it otherwise; a refund moves the money back and returns no fee, as Stripe does.
import type { StripeObjects } from './stripeObjects';
import {
  idIn,
  missing,
  newId,
  nowSeconds,
  ok,
  type Answer,
  type RecordedRequest,
  type StripeObject,
} from './stripeRequests';

const DAY_SECONDS = 86_400;

/**
 * A money movement on an account's balance: `type` as Stripe names it (`charge`, `refund`,
 * `adjustment` for a dispute, `transfer`, `payout`, `payout_failure`…) and `source` the object it moved
 * for (`ch_…`, `re_…`, `dp_…`, `po_…`).
 */
export interface BalanceMovement {
  amount: number;
  fee: number;
  currency: string;
  source: string | null;
  type: string;
  /** Stripe's reporting category; the type's own name unless said (a dispute's adjustment: `dispute`). */
  reportingCategory?: string;
}

/** Records the balance transaction of a money movement and answers its id. */
export function recordTransaction(
  objects: StripeObjects,
  account: string | null,
  movement: BalanceMovement,
): string {
  const created = nowSeconds();
  const transaction = objects.put(account, {
    id: newId('txn'),
    object: 'balance_transaction',
    amount: movement.amount,
    available_on: created + 2 * DAY_SECONDS,
    created,
    currency: movement.currency,
    description: null,
    exchange_rate: null,
    fee: movement.fee,
    fee_details:
      movement.fee === 0
        ? []
        : [
            {
              amount: movement.fee,
              application: null,
              currency: movement.currency,
              description: 'Stripe processing fees',
              type: 'stripe_fee',
            },
          ],
    net: movement.amount - movement.fee,
    reporting_category: movement.reportingCategory ?? movement.type,
    source: movement.source,
    status: 'pending',
    type: movement.type,
  });
  return transaction.id as string;
}

/** The balance transaction of a succeeded card charge: the charge in, Stripe's card fee out. */
export function chargeBalanceTransaction(
  objects: StripeObjects,
  account: string | null,
  charge: StripeObject,
): string {
  const amount = charge.amount as number;
  return recordTransaction(objects, account, {
    amount,
    fee: objects.cardFeeOf(amount),
    currency: charge.currency as string,
    source: charge.id as string,
    type: 'charge',
  });
}

/** The balance transaction of a refund: the money back out, and no fee returned. */
export function refundBalanceTransaction(
  objects: StripeObjects,
  account: string | null,
  refund: StripeObject,
  currency: string,
): string {
  return recordTransaction(objects, account, {
    amount: -(refund.amount as number),
    fee: 0,
    currency,
    source: refund.id as string,
    type: 'refund',
  });
}

/** A charge as answered, its `balance_transaction` expanded when `expand` names it. */
export function chargeWithTransaction(
  charge: StripeObject,
  expandBalanceTransaction: boolean,
  account: string | null,
  objects: StripeObjects,
): StripeObject {
  if (!expandBalanceTransaction || typeof charge.balance_transaction !== 'string') return { ...charge };
  return {
    ...charge,
    balance_transaction: objects.find(charge.balance_transaction, account, 'balance_transaction'),
  };
}

export function routeBalanceTransactions(
  { method, path, stripeAccount: account }: RecordedRequest,
  objects: StripeObjects,
): Answer | null {
  const id = idIn(path, '/v1/balance_transactions/');
  if (method !== 'GET' || id === null) return null;
  const found = objects.find(id, account, 'balance_transaction');
  return found ? ok(found) : missing('balance_transaction', id, 'id');
}
