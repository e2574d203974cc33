// PaymentIntents: the off-session charge of a saved card (declined as Stripe declines its declining
// test cards), read back with its charge, confirmed again on session when the bank asks the donor to
// authenticate, and Stripe.js's side of that authentication (3-D Secure).
import { chargeBalanceTransaction, chargeWithTransaction } from './balanceTransactions';
import { confirmBankIntent, createBankIntent, isBankIntent, withPaymentMethod } from './bankDebits';
import { debitSavedBankAccount, isSavedBankDebit } from './bankSetups';
import type { StripeObjects } from './stripeObjects';
import {
  clientSecretOf,
  idIn,
  invalidRequest,
  listOf,
  metadataOf,
  missing,
  newId,
  nowSeconds,
  ok,
  type Answer,
  type RecordedRequest,
  type StripeObject,
} from './stripeRequests';
import { DECLINING_TEST_METHODS, TEST_VISA, TEST_VISA_METHOD, type Card } from './testCards';

export function routePaymentIntents(request: RecordedRequest, objects: StripeObjects): Answer | null {
  const { method, path, params, stripeAccount: account } = request;
  if (method === 'POST' && path === '/v1/payment_intents') {
    // A bank debit (ACH) is made unconfirmed, for Stripe.js to link an account to (bankDebits.ts).
    // A saved bank account debited off-session under its mandate (bankSetups.ts).
    if (isSavedBankDebit(params)) return debitSavedBankAccount(params, account, objects);
    if (isBankIntent(params)) return createBankIntent(params, account, objects);
    return createPaymentIntent(params, account, objects);
  }
  const confirmed = idIn(path, '/v1/payment_intents/', '/confirm');
  if (method === 'POST' && confirmed !== null) {
    const intent = objects.find(confirmed, account, 'payment_intent');
    if (intent && (intent.payment_method_types as string[] | undefined)?.includes('us_bank_account')) {
      return confirmBankIntent(intent, params, account, objects);
    }
    return confirmOnSession(confirmed, params, account, objects);
  }
  const id = idIn(path, '/v1/payment_intents/');
  if (method === 'GET' && id !== null) {
    const found = objects.find(id, account, 'payment_intent');
    if (!found) return missing('payment_intent', id, 'intent');
    return ok(withPaymentMethod(expanded(found, params, account, objects), params, account, objects));
  }
  return null;
}

/**
 * What Stripe does when Stripe.js's `handleNextAction` runs the bank's 3-D Secure page for a
 * PaymentIntent in `requires_action`: passed, it succeeds with a new charge; failed, it goes back to
 * `requires_payment_method` with Stripe's authentication error.
 */
export function completeNextAction(objects: StripeObjects, paymentIntentId: string, passed: boolean): void {
  const stored = objects.locate(paymentIntentId, 'payment_intent');
  if (stored?.body.status !== 'requires_action') {
    throw new Error(`no PaymentIntent ${paymentIntentId} waiting for an action`);
  }
  const intent = stored.body;
  intent.next_action = null;
  if (!passed) {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
      message: 'The provided PaymentMethod has failed authentication.',
    };
    return;
  }
  const card = (objects.find(intent.payment_method as string, stored.account, 'payment_method')?.card ??
    TEST_VISA) as Card;
  const charge = objects.put(stored.account, chargeOf(intent, card, 'succeeded'));
  charge.balance_transaction = chargeBalanceTransaction(objects, stored.account, charge);
  intent.status = 'succeeded';
  intent.latest_charge = charge.id;
  intent.last_payment_error = null;
}

function chargeOf(intent: StripeObject, card: Card, status: 'succeeded' | 'failed'): StripeObject {
  return {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_refunded: 0,
    refunded: false,
    currency: intent.currency,
    customer: intent.customer,
    payment_intent: intent.id,
    status,
    // Set once the charge succeeds: a failed charge moves no money.
    balance_transaction: null,
    payment_method_details: { type: 'card', card: { ...card } },
  };
}

/**
 * What `expand[]` asks of an intent's charge: `latest_charge` the charge, and
 * `latest_charge.balance_transaction` the charge with its balance transaction (Stripe's fee).
 */
function chargeExpansion(params: Record<string, string>): { charge: boolean; balanceTransaction: boolean } {
  const expand = listOf(params, 'expand');
  const balanceTransaction = expand.includes('latest_charge.balance_transaction');
  return { charge: balanceTransaction || expand.includes('latest_charge'), balanceTransaction };
}

/**
 * An intent as answered, its `latest_charge` expanded when asked (`expand[]=latest_charge`, or
 * `expand[]=latest_charge.balance_transaction` for the charge's balance transaction too).
 */
function expanded(
  intent: StripeObject,
  params: Record<string, string>,
  account: string | null,
  objects: StripeObjects,
): StripeObject {
  const expansion = chargeExpansion(params);
  if (!expansion.charge || typeof intent.latest_charge !== 'string') return intent;
  const charge = objects.find(intent.latest_charge, account, 'charge');
  return {
    ...intent,
    latest_charge: charge
      ? chargeWithTransaction(charge, expansion.balanceTransaction, account, objects)
      : null,
  };
}

/**
 * Confirming again on session (`off_session=false`, `use_stripe_sdk=true`) a PaymentIntent whose
 * off-session attempt needed authentication: Stripe asks for the next action (3-D Secure).
 */
function confirmOnSession(
  id: string,
  params: Record<string, string>,
  account: string | null,
  objects: StripeObjects,
): Answer {
  const intent = objects.find(id, account, 'payment_intent');
  if (!intent) return missing('payment_intent', id, 'intent');
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
    return invalidRequest(
      'payment_intent_unexpected_state',
      `This PaymentIntent's status is ${intent.status as string}.`,
    );
  }
  if (params.payment_method) intent.payment_method = params.payment_method;
  intent.status = 'requires_action';
  intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
  intent.last_payment_error = null;
  return ok(intent);
}

function createPaymentIntent(
  params: Record<string, string>,
  account: string | null,
  objects: StripeObjects,
): Answer {
  const customer = params.customer ?? '';
  if (!objects.find(customer, account, 'customer')) return missing('customer', customer, 'customer');
  const methodId = params.payment_method ?? '';
  const declining = DECLINING_TEST_METHODS[methodId];
  const stored = objects.find(methodId, account, 'payment_method');
  const testCard = methodId === TEST_VISA_METHOD || declining ? TEST_VISA : null;
  const card = stored ? (stored.card as Card) : testCard;
  if (!card) return missing('PaymentMethod', methodId, 'payment_method');
  const intentId = newId('pi');
  const intent: StripeObject = {
    id: intentId,
    object: 'payment_intent',
    client_secret: clientSecretOf(intentId),
    next_action: null,
    amount: Number(params.amount),
    currency: params.currency,
    customer,
    payment_method: methodId,
    description: params.description ?? null,
    metadata: metadataOf(params),
    created: nowSeconds(),
    latest_charge: null,
    last_payment_error: null,
    status: 'requires_payment_method',
  };
  const charge = objects.put(account, chargeOf(intent, card, declining ? 'failed' : 'succeeded'));
  intent.latest_charge = charge.id;
  if (declining) {
    const error = { type: 'card_error', charge: charge.id, ...declining };
    intent.last_payment_error = error;
    objects.put(account, intent);
    return { status: 402, body: { error: { ...error, payment_intent: intent } } };
  }
  charge.balance_transaction = chargeBalanceTransaction(objects, account, charge);
  intent.status = 'succeeded';
  objects.put(account, intent);
  return ok(expanded(intent, params, account, objects));
}
