// A bank account kept for later debits as Stripe does it
// (https://docs.stripe.com/payments/ach-direct-debit/set-up-payment), for the Stripe double: a
// SetupIntent for `us_bank_account`; Stripe.js's collectBankAccountForSetup linking an account to it
// (Financial Connections' test bank, verified at once, or numbers typed by hand, verified by
// micro-deposits); the server's confirmation with `mandate_data`, which makes the account's multi-use
// mandate and leaves it `succeeded`, or `requires_action` with `next_action.verify_with_microdeposits`
// until the donor enters Stripe's test micro-deposits (32 and 45 cents, or the code SM11AA) on the
// hosted page (microdeposits.ts); setup_intent.succeeded, or setup_intent.setup_failed when Stripe gives
// the account up (three wrong tries, or 10 days); and an off-session PaymentIntent debiting the saved
// account under its mandate, `processing` until it settles as a bank debit does (bankDebits.ts).
import type { StripeEvent } from './stripeEvents';
import {
  addBankPaymentMethod,
  eventOf,
  startDebit,
  withPaymentMethod,
  type BankAccountLink,
} from './bankDebits';
import {
  awaitMicrodeposits,
  giveUpMicrodeposits,
  tryMicrodeposits,
  type MicrodepositEntry,
} from './microdeposits';
import type { Stored, StripeObjects } from './stripeObjects';
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

const isBankSetup = (body: StripeObject) =>
  Array.isArray(body.allowed_payment_method_types) &&
  (body.allowed_payment_method_types as string[]).includes('us_bank_account');

/** GET and POST (update) /v1/setup_intents/:id, and POST /v1/setup_intents/:id/confirm for a bank account. */
export function routeBankSetupIntents(
  { method, path, params, stripeAccount: account }: RecordedRequest,
  objects: StripeObjects,
): Answer | null {
  const confirmed = idIn(path, '/v1/setup_intents/', '/confirm');
  if (method === 'POST' && confirmed !== null) {
    const intent = objects.find(confirmed, account, 'setup_intent');
    if (!intent) return missing('setup_intent', confirmed, 'intent');
    if (!isBankSetup(intent)) return null;
    return confirmBankSetup(intent, params, account, objects);
  }
  const id = idIn(path, '/v1/setup_intents/');
  if (id === null) return null;
  const intent = objects.find(id, account, 'setup_intent');
  if (method === 'GET') {
    return intent
      ? ok(withPaymentMethod(intent, params, account, objects))
      : missing('setup_intent', id, 'intent');
  }
  if (method === 'POST') {
    if (!intent) return missing('setup_intent', id, 'intent');
    intent.metadata = { ...(intent.metadata as Record<string, string>), ...metadataOf(params) };
    return ok(withPaymentMethod(intent, params, account, objects));
  }
  return null;
}

/**
 * The server confirms a bank SetupIntent with the donor's `mandate_data`: `succeeded` with an active
 * multi-use mandate when the account is verified, `requires_action` (verify with micro-deposits) when
 * it is not.
 */
function confirmBankSetup(
  intent: StripeObject,
  params: Record<string, string>,
  account: string | null,
  objects: StripeObjects,
): Answer {
  if (intent.status !== 'requires_confirmation') {
    return invalidRequest(
      'setup_intent_unexpected_state',
      `This SetupIntent's status is ${intent.status as string}.`,
    );
  }
  if (
    params['mandate_data[customer_acceptance][type]'] !== 'online' ||
    !params['mandate_data[customer_acceptance][online][ip_address]']
  ) {
    return invalidRequest(
      'parameter_missing',
      'mandate_data is required to confirm a us_bank_account SetupIntent.',
    );
  }
  intent.mandate_data = {
    customer_acceptance: {
      type: 'online',
      accepted_at: nowSeconds(),
      online: {
        ip_address: params['mandate_data[customer_acceptance][online][ip_address]'],
        user_agent: params['mandate_data[customer_acceptance][online][user_agent]'] ?? '',
      },
    },
  };
  const method = objects.find(intent.payment_method as string, account, 'payment_method');
  const bank = method?.us_bank_account as { financial_connections_account: string | null } | undefined;
  if (bank?.financial_connections_account) {
    succeed(intent, account, objects);
  } else {
    awaitMicrodeposits(intent, 'sacs');
  }
  return ok(withPaymentMethod(intent, params, account, objects));
}

/** Verified: the account's multi-use mandate, and the intent `succeeded`. */
function succeed(intent: StripeObject, account: string | null, objects: StripeObjects): void {
  const mandate = objects.put(account, {
    id: newId('mandate'),
    object: 'mandate',
    payment_method: intent.payment_method,
    status: 'active',
    type: 'multi_use',
    customer_acceptance: (intent.mandate_data as { customer_acceptance: unknown }).customer_acceptance,
  });
  intent.status = 'succeeded';
  intent.next_action = null;
  intent.mandate = mandate.id;
}

/**
 * Stripe.js's collectBankAccountForSetup for the SetupIntent of `clientSecret`: a `us_bank_account`
 * payment method for its customer, and the intent `requires_confirmation`. Null for a client secret
 * Stripe never issued for a bank account.
 */
export function linkBankAccountForSetup(
  objects: StripeObjects,
  clientSecret: string,
  link: BankAccountLink,
): { account: string | null; intent: StripeObject } | null {
  const stored =
    objects
      .all('setup_intent')
      .find((candidate) => candidate.body.client_secret === clientSecret && isBankSetup(candidate.body)) ??
    null;
  if (!stored) return null;
  const intent = stored.body;
  if (link.canceled) return { account: stored.account, intent };
  intent.payment_method = addBankPaymentMethod(
    objects,
    stored.account,
    intent.customer as string | null,
    link,
  );
  intent.status = 'requires_confirmation';
  return { account: stored.account, intent };
}

function storedSetup(objects: StripeObjects, setupIntentId: string): Stored {
  const stored = objects.locate(setupIntentId, 'setup_intent');
  if (!stored || !isBankSetup(stored.body)) throw new Error(`no bank SetupIntent ${setupIntentId}`);
  return stored;
}

/** The setup_intent.succeeded Stripe sends for a verified bank SetupIntent. */
export function bankSetupSucceededEvent(objects: StripeObjects, setupIntentId: string): StripeEvent {
  const stored = storedSetup(objects, setupIntentId);
  if (stored.body.status !== 'succeeded') throw new Error(`SetupIntent ${setupIntentId} has not succeeded`);
  return eventOf('setup_intent.succeeded', stored);
}

/**
 * The donor enters the micro-deposits (or the descriptor code) on Stripe's hosted page for a SetupIntent:
 * Stripe's test values verify the account (setup_intent.succeeded); a wrong try is refused (null), and
 * the third makes Stripe give up (setup_intent.setup_failed).
 */
export function verifySetupMicrodeposits(
  objects: StripeObjects,
  setupIntentId: string,
  entry: MicrodepositEntry,
): StripeEvent | null {
  const stored = waitingSetup(objects, setupIntentId);
  const intent = stored.body;
  const tried = tryMicrodeposits(intent, entry, 'last_setup_error');
  if (tried === 'verified') {
    succeed(intent, stored.account, objects);
    return eventOf('setup_intent.succeeded', stored);
  }
  return tried === 'wrong' ? null : eventOf('setup_intent.setup_failed', stored);
}

/**
 * Ten days pass without the right micro-deposits for a bank SetupIntent: Stripe gives the account up
 * (`payment_method_microdeposit_verification_timeout`) and sends setup_intent.setup_failed.
 */
export function expireSetupMicrodeposits(objects: StripeObjects, setupIntentId: string): StripeEvent {
  const stored = waitingSetup(objects, setupIntentId);
  giveUpMicrodeposits(stored.body, 'timeout', 'last_setup_error');
  return eventOf('setup_intent.setup_failed', stored);
}

function waitingSetup(objects: StripeObjects, setupIntentId: string): Stored {
  const stored = storedSetup(objects, setupIntentId);
  if (stored.body.status !== 'requires_action')
    throw new Error(`SetupIntent ${setupIntentId} is not waiting for micro-deposits`);
  return stored;
}

/**
 * POST /v1/payment_intents with `confirm=true` and a saved `us_bank_account` payment method: the
 * off-session debit under the account's active mandate, `processing` with a pending charge. Refused as
 * Stripe refuses it when the payment method is not the customer's or has no active mandate.
 */
export function debitSavedBankAccount(
  params: Record<string, string>,
  account: string | null,
  objects: StripeObjects,
): Answer {
  const customer = params.customer ?? '';
  const paymentMethod = params.payment_method ?? '';
  const method = objects.find(paymentMethod, account, 'payment_method');
  if (!method) return missing('payment_method', paymentMethod, 'payment_method');
  if (method.customer !== customer) {
    return invalidRequest(
      'payment_method_invalid_parameter',
      'The PaymentMethod does not belong to this Customer.',
    );
  }
  const mandate = objects
    .all('mandate', account)
    .find((stored) => stored.body.payment_method === paymentMethod && stored.body.status === 'active');
  if (!mandate) {
    return invalidRequest(
      'payment_method_unactivated',
      'This us_bank_account PaymentMethod has no active mandate; confirm a SetupIntent with mandate_data first.',
    );
  }
  const id = newId('pi');
  const intent = objects.put(account, {
    id,
    object: 'payment_intent',
    client_secret: clientSecretOf(id),
    next_action: null,
    amount: Number(params.amount),
    currency: params.currency,
    customer,
    payment_method: paymentMethod,
    payment_method_types: ['us_bank_account'],
    mandate: mandate.body.id,
    off_session: params.off_session === 'true',
    description: params.description ?? null,
    metadata: metadataOf(params),
    created: nowSeconds(),
    latest_charge: null,
    last_payment_error: null,
    status: 'requires_confirmation',
  });
  startDebit(intent, account, objects);
  return ok(intent);
}

/** Whether a POST /v1/payment_intents debits a saved bank account at once. */
export const isSavedBankDebit = (params: Record<string, string>) =>
  params.confirm === 'true' &&
  Boolean(params.payment_method) &&
  listOf(params, 'allowed_payment_method_types').includes('us_bank_account');
