// The giving endpoints' bank account parts (docs/CONTRACTS.md "REST: giving", docs/PRODUCT.md §22).
import * as v from 'valibot';
import { BANK_ACCOUNT_TYPES, bankAccountEntrySchema } from '../bankPayments/bankAccountEntry';

/** `POST /api/give/sandbox/bank-accounts`: the sandbox's bank fields, through the giving token. */
export const sandboxBankAccountRequestSchema = v.object({
  organization_prefixed_id: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
  stripe_customer_id: v.optional(v.pipe(v.string('validation.required'), v.nonEmpty('validation.required'))),
  ...bankAccountEntrySchema.entries,
});
export type SandboxBankAccountRequest = v.InferInput<typeof sandboxBankAccountRequestSchema>;

export const sandboxBankAccountResponseSchema = v.object({
  payment_method_id: v.string(),
  bank_name: v.string(),
  last_four: v.string(),
  account_type: v.picklist(BANK_ACCOUNT_TYPES),
});
export type SandboxBankAccountResponse = v.InferOutput<typeof sandboxBankAccountResponseSchema>;

/**
 * `POST /api/give` from a bank account: beside the gift's usual fields, `payment_method_type: "bank"`,
 * the bank account's `payment_method_id`, and the mandate the donor ticked with the version of its words.
 * A signed-in donor may also save the account for later gifts (`save_bank_account: true`), with the
 * saved account's words (docs/PRODUCT.md §22 "Saved bank accounts").
 */
export const bankGiveFieldsSchema = v.object({
  payment_method_type: v.literal('bank'),
  bank_mandate_accepted: v.literal(true, 'validation.required'),
  bank_mandate_version: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
  save_bank_account: v.optional(v.boolean()),
});
export type BankGiveFields = v.InferInput<typeof bankGiveFieldsSchema>;

/**
 * `POST /api/give/stripe/bank-payment-intents` (Stripe mode): a PaymentIntent of `amount` cents (what
 * the bank account is to be debited, a covered fee included) for Stripe.js's
 * collectBankAccountForPayment. Nothing is debited until POST /api/give confirms it, with
 * `payment_method_type: "bank"` and the intent's id as `payment_method_id`.
 */
export const stripeBankPaymentIntentRequestSchema = v.object({
  organization_prefixed_id: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
  stripe_customer_id: v.optional(v.pipe(v.string('validation.required'), v.nonEmpty('validation.required'))),
  amount: v.pipe(
    v.number('validation.invalid'),
    v.integer('validation.invalid'),
    v.minValue(1, 'validation.invalid'),
    v.maxValue(99_999_999, 'validation.invalid'),
  ),
});
export type StripeBankPaymentIntentRequest = v.InferInput<typeof stripeBankPaymentIntentRequestSchema>;

export const stripeBankPaymentIntentResponseSchema = v.object({
  payment_intent_id: v.string(),
  client_secret: v.string(),
});
export type StripeBankPaymentIntentResponse = v.InferOutput<typeof stripeBankPaymentIntentResponseSchema>;

/**
 * `POST /api/give/stripe/bank-setup-intents` (Stripe mode, a signed-in donor): a SetupIntent for
 * Stripe.js's collectBankAccountForSetup, to keep the account for a recurring gift. Nothing is
 * debited; POST /api/give confirms it with the saved account's authorization (`payment_method_type:
 * "bank"`, the SetupIntent's id as `payment_method_id`) and sets up the recurring gift.
 */
export const stripeBankSetupIntentRequestSchema = v.object({
  organization_prefixed_id: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
  stripe_customer_id: v.optional(v.pipe(v.string('validation.required'), v.nonEmpty('validation.required'))),
});
export type StripeBankSetupIntentRequest = v.InferInput<typeof stripeBankSetupIntentRequestSchema>;

export const stripeBankSetupIntentResponseSchema = v.object({
  setup_intent_id: v.string(),
  client_secret: v.string(),
});
export type StripeBankSetupIntentResponse = v.InferOutput<typeof stripeBankSetupIntentResponseSchema>;
