// Stripe's verification of a bank account typed by hand, by micro-deposits
// (https://docs.stripe.com/payments/ach-direct-debit/accept-a-payment#web-verify-with-microdeposits), as
// the Stripe double does it for a bank PaymentIntent (bankDebits.ts) and a bank SetupIntent
// (bankSetups.ts) alike: the intent waits `requires_action` with Stripe's hosted verification page in
// `next_action.verify_with_microdeposits`; the donor enters Stripe's test deposits (32 and 45 cents) or
// its descriptor code (SM11AA); a wrong try is counted, and the third one, or 10 days without the right
// one, makes Stripe give the account up: the intent goes back to `requires_payment_method` with the
// reason as its last error.
import { nowSeconds, type StripeObject } from './stripeRequests';

/** Stripe's test micro-deposit amounts, in cents, and its test descriptor code. */
export const TEST_MICRODEPOSIT_AMOUNTS: readonly [number, number] = [32, 45];
export const TEST_MICRODEPOSIT_DESCRIPTOR_CODE = 'SM11AA';

/** How many wrong micro-deposit tries Stripe allows before it gives the account up. */
const MICRODEPOSIT_ATTEMPTS = 3;

/** What the donor types on Stripe's hosted page: the two amounts, or the descriptor code. */
export interface MicrodepositEntry {
  amounts?: [number, number];
  descriptorCode?: string;
}

/** Why Stripe gave the account up, as the intent's last error names it. */
export type MicrodepositGiveUp = 'attempts_exceeded' | 'timeout';

const GIVE_UP_ERRORS: Record<MicrodepositGiveUp, { code: string; message: string }> = {
  attempts_exceeded: {
    code: 'payment_method_microdeposit_verification_attempts_exceeded',
    message: 'You have exceeded the number of allowed verification attempts.',
  },
  timeout: {
    code: 'payment_method_microdeposit_verification_timeout',
    message: 'Microdeposit verification timed out: the amounts were not entered within 10 days.',
  },
};

/**
 * The intent waits for micro-deposits: `requires_action`, with Stripe's hosted page (named after the
 * intent, `pacs_…` for a PaymentIntent and `sacs_…` for a SetupIntent) and no try made yet.
 */
export function awaitMicrodeposits(intent: StripeObject, pagePrefix: 'pacs' | 'sacs'): void {
  const id = intent.id as string;
  intent.status = 'requires_action';
  intent.next_action = {
    type: 'verify_with_microdeposits',
    verify_with_microdeposits: {
      arrival_date: nowSeconds() + 2 * 86_400,
      hosted_verification_url: `https://payments.stripe.com/microdeposit/${pagePrefix}_test_${id.slice(id.indexOf('_') + 1)}`,
      microdeposit_type: 'amounts',
    },
  };
  intent.microdeposit_attempts = 0;
}

/**
 * The donor's try on the hosted page of an intent waiting for micro-deposits: `verified`, `wrong` while
 * Stripe allows another try, or `given_up` after the third wrong one (the intent's error then set, under
 * `errorField`).
 */
export function tryMicrodeposits(
  intent: StripeObject,
  entry: MicrodepositEntry,
  errorField: 'last_payment_error' | 'last_setup_error',
): 'verified' | 'wrong' | 'given_up' {
  const right =
    entry.descriptorCode === TEST_MICRODEPOSIT_DESCRIPTOR_CODE ||
    (entry.amounts?.[0] === TEST_MICRODEPOSIT_AMOUNTS[0] &&
      entry.amounts?.[1] === TEST_MICRODEPOSIT_AMOUNTS[1]);
  if (right) return 'verified';
  intent.microdeposit_attempts = (intent.microdeposit_attempts as number) + 1;
  if ((intent.microdeposit_attempts as number) < MICRODEPOSIT_ATTEMPTS) return 'wrong';
  giveUpMicrodeposits(intent, 'attempts_exceeded', errorField);
  return 'given_up';
}

/** Stripe gives the account up: the intent `requires_payment_method`, the reason its last error. */
export function giveUpMicrodeposits(
  intent: StripeObject,
  reason: MicrodepositGiveUp,
  errorField: 'last_payment_error' | 'last_setup_error',
): void {
  intent.status = 'requires_payment_method';
  intent.next_action = null;
  intent[errorField] = { type: 'invalid_request_error', ...GIVE_UP_ERRORS[reason] };
}
