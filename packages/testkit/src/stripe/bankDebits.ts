// ACH Direct Debit as Stripe does it (https://docs.stripe.com/payments/ach-direct-debit/accept-a-payment),
// for the Stripe double: a PaymentIntent for `us_bank_account` made unconfirmed; Stripe.js's
// collectBankAccountForPayment linking an account to it (Financial Connections' test bank, verified at
// once, or numbers typed by hand, verified by micro-deposits); the server's confirmation with
// `mandate_data`, which leaves it `processing` or `requires_action` with
// `next_action.verify_with_microdeposits`; the donor verifying Stripe's test micro-deposits (32 and 45
// cents, or the descriptor code SM11AA) on the hosted page; and the debit settling days later as the
// account's test number says (Stripe's published test accounts), with the event Stripe sends.
import { stripeFee } from '@halo/domain';
import { recordTransaction } from './balanceTransactions';
import { awaitMicrodeposits, tryMicrodeposits, type MicrodepositEntry } from './microdeposits';
import type { Stored, StripeObjects } from './stripeObjects';
import { stripeEvent, type StripeEvent } from './stripeEvents';
import {
  clientSecretOf,
  invalidRequest,
  listOf,
  metadataOf,
  missing,
  newId,
  nowSeconds,
  ok,
  type Answer,
  type StripeObject,
} from './stripeRequests';

/** Stripe's test bank account numbers (routing 110000000) and how their debits end. */
export const TEST_BANK_ACCOUNT_OUTCOMES: Readonly<Record<string, string>> = {
  '000123456789': 'succeeded',
  '000111111113': 'account_closed',
  '000111111116': 'no_account',
  '000222222227': 'insufficient_funds',
  '000333333335': 'debit_not_authorized',
};

export interface BankAccountLink {
  /**
   * Typed by hand (Stripe's "Enter bank details manually instead"): verified by micro-deposits. Absent:
   * Financial Connections' test bank, verified at once.
   */
  manualAccountNumber?: string;
  holderName?: string;
  /** The donor closed Stripe's dialog: nothing is linked. */
  canceled?: boolean;
}

export const isBankIntent = (params: Record<string, string>) =>
  listOf(params, 'allowed_payment_method_types').includes('us_bank_account') ||
  listOf(params, 'payment_method_types').includes('us_bank_account');

/** POST /v1/payment_intents for `us_bank_account`: unconfirmed, waiting for Stripe.js to link an account. */
export function createBankIntent(
  params: Record<string, string>,
  account: string | null,
  objects: StripeObjects,
): Answer {
  const customer = params.customer ?? '';
  if (customer && !objects.find(customer, account, 'customer'))
    return missing('customer', customer, 'customer');
  const id = newId('pi');
  return ok(
    objects.put(account, {
      id,
      object: 'payment_intent',
      client_secret: clientSecretOf(id),
      next_action: null,
      amount: Number(params.amount),
      currency: params.currency,
      customer: customer || null,
      payment_method: null,
      payment_method_types: ['us_bank_account'],
      payment_method_options: {
        us_bank_account: {
          verification_method:
            params['payment_method_options[us_bank_account][verification_method]'] ?? 'automatic',
        },
      },
      description: params.description ?? null,
      metadata: metadataOf(params),
      created: nowSeconds(),
      latest_charge: null,
      last_payment_error: null,
      status: 'requires_payment_method',
    }),
  );
}

/** The intent with its `payment_method` object when `expand[]=payment_method` asks for it. */
export function withPaymentMethod(
  intent: StripeObject,
  params: Record<string, string>,
  account: string | null,
  objects: StripeObjects,
): StripeObject {
  if (!listOf(params, 'expand').includes('payment_method') || typeof intent.payment_method !== 'string') {
    return intent;
  }
  return { ...intent, payment_method: objects.find(intent.payment_method, account, 'payment_method') };
}

/**
 * The server confirms a bank intent with the donor's `mandate_data`: `processing` with a pending
 * charge when the account is verified, `requires_action` (verify with micro-deposits) when it is not.
 */
export function confirmBankIntent(
  intent: StripeObject,
  params: Record<string, string>,
  account: string | null,
  objects: StripeObjects,
): Answer {
  if (intent.status !== 'requires_confirmation') {
    return invalidRequest(
      'payment_intent_unexpected_state',
      `This PaymentIntent's status is ${intent.status as string}.`,
    );
  }
  if (
    params['mandate_data[customer_acceptance][type]'] !== 'online' ||
    !params['mandate_data[customer_acceptance][online][ip_address]']
  ) {
    return invalidRequest(
      'parameter_missing',
      'mandate_data is required to confirm a us_bank_account PaymentIntent.',
    );
  }
  intent.mandate_data = {
    customer_acceptance: {
      type: 'online',
      accepted_at: Number(params['mandate_data[customer_acceptance][accepted_at]'] ?? nowSeconds()),
      online: {
        ip_address: params['mandate_data[customer_acceptance][online][ip_address]'],
        user_agent: params['mandate_data[customer_acceptance][online][user_agent]'] ?? '',
      },
    },
  };
  const method = objects.find(intent.payment_method as string, account, 'payment_method');
  const bank = method?.us_bank_account as { financial_connections_account: string | null } | undefined;
  if (bank?.financial_connections_account) {
    startDebit(intent, account, objects);
  } else {
    awaitMicrodeposits(intent, 'pacs');
  }
  return ok(withPaymentMethod(intent, params, account, objects));
}

/** The bank is being debited: `processing`, with a pending charge of the account. */
export function startDebit(intent: StripeObject, account: string | null, objects: StripeObjects): void {
  const method = objects.find(intent.payment_method as string, account, 'payment_method');
  const charge = objects.put(account, {
    id: newId('py'),
    object: 'charge',
    amount: intent.amount,
    amount_refunded: 0,
    refunded: false,
    currency: intent.currency,
    customer: intent.customer,
    payment_intent: intent.id,
    status: 'pending',
    balance_transaction: null,
    failure_code: null,
    payment_method_details: {
      type: 'us_bank_account',
      us_bank_account: { ...(method?.us_bank_account as object) },
    },
  });
  intent.status = 'processing';
  intent.next_action = null;
  intent.latest_charge = charge.id;
}

function bankIntentWithSecret(objects: StripeObjects, clientSecret: string): Stored | null {
  return (
    objects
      .all('payment_intent')
      .find((stored) => stored.body.client_secret === clientSecret && isBankIntentBody(stored.body)) ?? null
  );
}

const isBankIntentBody = (body: StripeObject) =>
  Array.isArray(body.payment_method_types) && body.payment_method_types.includes('us_bank_account');

/**
 * Stripe.js's collectBankAccountForPayment: a `us_bank_account` payment method (the test bank's
 * account 000123456789, or the number typed by hand) on the intent's account, and the intent
 * `requires_confirmation` with it. Null for a client secret Stripe never issued.
 */
export function linkBankAccount(
  objects: StripeObjects,
  clientSecret: string,
  link: BankAccountLink,
): { account: string | null; intent: StripeObject } | null {
  const stored = bankIntentWithSecret(objects, clientSecret);
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

/**
 * The `us_bank_account` payment method Stripe.js's collectBankAccountFor… makes: the test bank's
 * account 000123456789 through Financial Connections (verified), or the number typed by hand (not
 * verified: `financial_connections_account` null). Returns its id.
 */
export function addBankPaymentMethod(
  objects: StripeObjects,
  account: string | null,
  customer: string | null,
  link: BankAccountLink,
): string {
  const accountNumber = link.manualAccountNumber ?? '000123456789';
  const id = newId('pm');
  objects.put(account, {
    id,
    object: 'payment_method',
    type: 'us_bank_account',
    created: nowSeconds(),
    customer,
    billing_details: { name: link.holderName ?? null },
    us_bank_account: {
      account_holder_type: 'individual',
      account_type: 'checking',
      bank_name: 'STRIPE TEST BANK',
      financial_connections_account: link.manualAccountNumber ? null : newId('fca'),
      last4: accountNumber.slice(-4),
      routing_number: '110000000',
    },
    test_account_number: accountNumber,
  });
  return id;
}

export const eventOf = (type: string, stored: Stored): StripeEvent =>
  stripeEvent(type, { ...stored.body }, stored.account ? { account: stored.account } : {});

/**
 * The donor enters the micro-deposits (or the descriptor code) on Stripe's hosted page. Stripe's test
 * values verify the account and the debit starts (payment_intent.processing); a wrong try is refused,
 * and the third makes Stripe give up (payment_intent.payment_failed). Returns the event Stripe sends,
 * or null for a wrong try it still allows again.
 */
export function verifyMicrodeposits(
  objects: StripeObjects,
  paymentIntentId: string,
  entry: MicrodepositEntry,
): StripeEvent | null {
  const stored = objects.locate(paymentIntentId, 'payment_intent');
  const intent = stored?.body;
  if (!stored || !intent || intent.status !== 'requires_action') {
    throw new Error(`no PaymentIntent ${paymentIntentId} waiting for micro-deposits`);
  }
  const tried = tryMicrodeposits(intent, entry, 'last_payment_error');
  if (tried === 'verified') {
    const method = objects.find(intent.payment_method as string, stored.account, 'payment_method');
    const bank = method?.us_bank_account as Record<string, unknown> | undefined;
    if (bank) bank.financial_connections_account = null;
    startDebit(intent, stored.account, objects);
    return eventOf('payment_intent.processing', stored);
  }
  return tried === 'wrong' ? null : eventOf('payment_intent.payment_failed', stored);
}

/**
 * The debit settles, as the account's test number says (or as `outcome` says): succeeded, the charge
 * succeeds with its balance transaction (Stripe's ACH fee) and Stripe sends payment_intent.succeeded;
 * returned, the charge fails with the ACH return's code and Stripe sends payment_intent.payment_failed.
 */
export function settleBankIntent(
  objects: StripeObjects,
  paymentIntentId: string,
  outcome?: string,
): StripeEvent {
  const stored = objects.locate(paymentIntentId, 'payment_intent');
  const intent = stored?.body;
  if (!stored || !intent || intent.status !== 'processing') {
    throw new Error(`no PaymentIntent ${paymentIntentId} processing`);
  }
  const method = objects.find(intent.payment_method as string, stored.account, 'payment_method');
  const result = outcome ?? TEST_BANK_ACCOUNT_OUTCOMES[method?.test_account_number as string] ?? 'succeeded';
  const charge = objects.find(intent.latest_charge as string, stored.account, 'charge');
  if (result === 'succeeded') {
    if (charge) {
      charge.status = 'succeeded';
      const amount = charge.amount as number;
      charge.balance_transaction = recordTransaction(objects, stored.account, {
        amount,
        fee: stripeFee('bank', amount),
        currency: charge.currency as string,
        source: charge.id as string,
        type: 'charge',
      });
    }
    intent.status = 'succeeded';
    return eventOf('payment_intent.succeeded', stored);
  }
  if (charge) {
    charge.status = 'failed';
    charge.failure_code = result;
  }
  intent.status = 'requires_payment_method';
  intent.last_payment_error = {
    type: 'invalid_request_error',
    code: result,
    message: `The customer's bank returned the debit (${result}).`,
    payment_method: { id: intent.payment_method, type: 'us_bank_account' },
  };
  return eventOf('payment_intent.payment_failed', stored);
}
