// A bank account kept for later debits on Stripe (docs/PRODUCT.md §22 "With Stripe"): a SetupIntent for
// `us_bank_account`, https://docs.stripe.com/payments/ach-direct-debit/set-up-payment. Stripe.js's
// collectBankAccountForSetup links the donor's account to it (Financial Connections, or the numbers to
// verify by micro-deposits); the server confirms it with the authorization for a saved account as
// `mandate_data`; it is then `succeeded`, or `requires_action` until the donor verifies the
// micro-deposits on Stripe's hosted page, and Stripe sends setup_intent.succeeded.
import type Stripe from 'stripe';
import type { BankSetup } from '../paymentProcessor';

const BANK_SETUP_STATUSES = new Set<BankSetup['status']>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'succeeded',
]);

/** A SetupIntent as our bank setup; its `payment_method` expanded for the account's name. */
export function bankSetupOf(intent: Stripe.SetupIntent): BankSetup {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const methodId = typeof intent.payment_method === 'string' ? intent.payment_method : (method?.id ?? null);
  const account = method?.us_bank_account ?? null;
  const customer = intent.customer;
  return {
    id: intent.id,
    status: BANK_SETUP_STATUSES.has(intent.status as BankSetup['status'])
      ? (intent.status as BankSetup['status'])
      : 'failed',
    customerId: typeof customer === 'string' ? customer : (customer?.id ?? null),
    metadata: intent.metadata ?? {},
    paymentMethodId: methodId,
    account: account
      ? {
          bankName: account.bank_name ?? 'BANK',
          lastFour: account.last4 ?? '',
          accountType: account.account_type === 'savings' ? 'savings' : 'checking',
        }
      : null,
    verificationUrl: intent.next_action?.verify_with_microdeposits?.hosted_verification_url ?? null,
  };
}

/** The SetupIntent's parameters: the donor's customer, for off-session debits, bank accounts only. */
export function bankSetupParams(input: {
  customerId: string;
  metadata: Record<string, string>;
}): Stripe.SetupIntentCreateParams {
  return {
    customer: input.customerId,
    usage: 'off_session',
    metadata: input.metadata,
    // What API version 2026-10-28 (the SDK's) calls the `payment_method_types` of older versions.
    allowed_payment_method_types: ['us_bank_account'],
    payment_method_options: {
      us_bank_account: {
        // Financial Connections at once where the donor's bank takes part, micro-deposits otherwise.
        verification_method: 'automatic',
        financial_connections: { permissions: ['payment_method'] },
      },
    },
  };
}
