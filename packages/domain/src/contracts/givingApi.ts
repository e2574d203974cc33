// The giving REST API's payloads (docs/CONTRACTS.md "REST: giving"), written once: the API parses
// the request bodies with these schemas and types its answers with the response types; the giving
// form's client types its requests from them and parses the answers with them. A change of a payload
// is one edit here that both compilers check. A contract: add fields, never rename or remove them.
// Validation messages are keys of the domain's validation texts, translated where they are shown.
import * as v from 'valibot';
import type { DedicationInput } from '../validation/dedicationField';
import type { FundPart } from '../validation/fundSplitField';

// The request bodies the API parses with a schema are in givingApiRequests.ts, a module of their own that the
// giving form's bundles leave out (they send those bodies and never parse them).

// ─── Requests ───────────────────────────────────────────────────────────────────────────────────

/**
 * `POST /api/give`. The server checks it against the church too (its funds, amounts and calendar),
 * so the shape is what is written here and the rules are the API's giveInput.
 */
export interface GiveRequest {
  organization_prefixed_id: string;
  stripe_customer_id: string;
  donor_prefixed_id: string;
  payment_method_id: string;
  /** Integer cents, before any fee the donor covers; a split gift's is the total of its parts. */
  amount: number;
  /** The gift's fund; a split gift sends its first part's fund here too. */
  fund_prefixed_id: string;
  /**
   * A gift split between funds (`fundSplitField`: 2 to 10 funds, each once, each part at least the
   * church's smallest gift); the parts add up to `amount`. Absent: all of it goes to `fund_prefixed_id`.
   */
  funds?: FundPart[];
  /**
   * "In honour of / in memory of" a person (`dedicationField`), shown on the receipt and to the church;
   * `notify_email` is told of the gift once it succeeds, never of its amount.
   */
  dedication?: DedicationInput;
  /** `one_time` or a recurring schedule. */
  frequency: string;
  /** YYYY-MM-DD on the church's calendar; a recurring gift's first charge. */
  start_date?: string;
  /**
   * YYYY-MM-DD: a recurring gift's last day, not before `start_date`; no gift after it is charged
   * (the portal's `endDate`). Absent or empty: it goes on until the donor stops it.
   */
  end_date?: string;
  is_fee_covered: boolean;
  memo?: string;
  /** A gift from a bank account (docs/PRODUCT.md §22): `payment_method_id` is then the bank account's. */
  payment_method_type?: 'card' | 'bank';
  /** The ACH authorization ticked beside the bank fields, and the version of its words. */
  bank_mandate_accepted?: boolean;
  bank_mandate_version?: string;
  /**
   * The slug of the campaign the gift is given through (docs/PRODUCT.md §14), any it has had: the
   * campaign must be open and the gift's funds its own; the gift then counts toward its figures.
   */
  campaign?: string;
}

// ─── Responses ──────────────────────────────────────────────────────────────────────────────────

const cents = v.pipe(v.number(), v.safeInteger());

/** `POST /api/give/customer` and `/register`: the donor's giving token. */
export const customerResponseSchema = v.object({
  stripe_customer_id: v.string(),
  donor_prefixed_id: v.string(),
  giving_token: v.string(),
});
export const setupIntentResponseSchema = v.object({ client_secret: v.string(), setup_intent_id: v.string() });
const cardEntries = {
  brand: v.string(),
  last_four: v.string(),
  exp_month: v.number(),
  exp_year: v.number(),
};
export const sandboxPaymentMethodResponseSchema = v.object({
  payment_method_id: v.string(),
  ...cardEntries,
});
export const savedCardSchema = v.object({ id: v.string(), ...cardEntries });
/** A bank account the signed-in donor saved (docs/PRODUCT.md §22), shown as "Bank ••6789". */
export const savedBankAccountSchema = v.object({
  id: v.string(),
  bank_name: v.string(),
  last_four: v.string(),
});
/**
 * `GET /api/give/stripe-payment-methods`: the cards this token may use, and the bank accounts a
 * signed-in donor saved where the church takes bank gifts (absent otherwise).
 */
export const paymentMethodsResponseSchema = v.object({
  data: v.array(savedCardSchema),
  bank_accounts: v.optional(v.array(savedBankAccountSchema)),
});
/** `GET /api/give/stripe-customer-id`: the signed-in donor's giving token. */
export const stripeCustomerIdResponseSchema = v.object({
  stripe_customer_id: v.string(),
  giving_token: v.string(),
});
export const accountInvitationResponseSchema = v.object({ message: v.string() });
/** `POST /api/give`: what was charged today and the recurring gift set up, either may be null. */
export const giveResponseSchema = v.object({
  contribution: v.nullable(
    v.object({
      prefixed_id: v.string(),
      amount: cents,
      fee: cents,
      net_amount: cents,
      /** The part of amount the donor added to cover the fee. */
      covered_fee: v.optional(cents, 0),
      status: v.string(),
      date: v.string(),
      /** A bank gift's settlement day while it is processing (docs/PRODUCT.md §22). */
      settles_on: v.optional(v.nullable(v.string())),
      /**
       * A bank gift on Stripe whose account waits for its micro-deposits: Stripe's page where the donor
       * verifies them (docs/PRODUCT.md §22); absent otherwise.
       */
      bank_verification_url: v.optional(v.nullable(v.string())),
    }),
  ),
  recurring_giving: v.nullable(
    v.object({
      prefixed_id: v.string(),
      frequency: v.string(),
      start_date: v.string(),
      /** Null when nothing is left to charge. */
      next_occurrence: v.nullable(v.string()),
      /**
       * A recurring gift from a bank account on Stripe whose account waits for its micro-deposits:
       * Stripe's page where the donor verifies them; the gift starts once they are (docs/PRODUCT.md §22).
       */
      bank_verification_url: v.optional(v.nullable(v.string())),
    }),
  ),
  receipt_email: v.nullish(v.string(), null),
});

export type CustomerResponse = v.InferOutput<typeof customerResponseSchema>;
export type SetupIntentResponse = v.InferOutput<typeof setupIntentResponseSchema>;
export type SandboxPaymentMethodResponse = v.InferOutput<typeof sandboxPaymentMethodResponseSchema>;
export type SavedCard = v.InferOutput<typeof savedCardSchema>;
export type SavedBankAccount = v.InferOutput<typeof savedBankAccountSchema>;
export type PaymentMethodsResponse = v.InferOutput<typeof paymentMethodsResponseSchema>;
export type StripeCustomerIdResponse = v.InferOutput<typeof stripeCustomerIdResponseSchema>;
export type GiveResponse = v.InferOutput<typeof giveResponseSchema>;
