// The giving REST API's request bodies (docs/CONTRACTS.md "REST: giving"), which the API parses with
// these schemas; the giving form types its requests from them. Apart from givingApi.ts (the answers and
// `POST /api/give`'s body) so that the form's bundles, which never parse a request, leave them out. A
// contract: add fields, never rename or remove them. Validation messages are keys of the domain's
// validation texts, translated where they are shown.
import * as v from 'valibot';
import { emailField } from '../validation/emailField';
import { passwordConfirmationEntries, passwordsMatch } from '../validation/passwordField';
import { requiredString } from '../validation/requiredString';

/** `POST /api/give/customer`: a giving token for a donor by email (a guest's gifts only). */
export const customerRequestSchema = v.object({
  organization_prefixed_id: requiredString,
  email: emailField,
  first_name: requiredString,
  last_name: requiredString,
});

const registerRequestEntries = {
  ...customerRequestSchema.entries,
  ...passwordConfirmationEntries,
};
type RegisterEntries = v.InferOutput<v.ObjectSchema<typeof registerRequestEntries, undefined>>;

/** `POST /api/give/register`: an account made at the giving form, signed in at once. */
export const registerRequestSchema = v.pipe(
  v.object(registerRequestEntries),
  passwordsMatch<RegisterEntries>(),
);

/**
 * `POST /api/give/setup-intent`: where Stripe.js saves a new card. `stripe_customer_id` is left out
 * by a manage link's "Change card", whose giving token alone names the customer (the link's holder
 * is told no id of the donor).
 */
export const setupIntentRequestSchema = v.object({
  organization_prefixed_id: requiredString,
  stripe_customer_id: v.optional(requiredString),
});

/**
 * `POST /api/give/sandbox/payment-methods`: the sandbox's card fields, in place of Stripe.js.
 * `stripe_customer_id` as for the SetupIntent.
 */
export const sandboxPaymentMethodRequestSchema = v.object({
  organization_prefixed_id: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
  stripe_customer_id: v.optional(v.pipe(v.string('validation.required'), v.nonEmpty('validation.required'))),
  card_number: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
  exp_month: v.pipe(
    v.number('validation.cardExpiryFormat'),
    v.integer('validation.cardExpiryFormat'),
    v.minValue(1, 'validation.cardExpiryFormat'),
    v.maxValue(12, 'validation.cardExpiryFormat'),
  ),
  exp_year: v.pipe(
    v.number('validation.cardExpiryFormat'),
    v.integer('validation.cardExpiryFormat'),
    v.minValue(2000, 'validation.cardExpiryFormat'),
    v.maxValue(2100, 'validation.cardExpiryFormat'),
  ),
  cvc: v.pipe(v.string('validation.required'), v.regex(/^\d{3,4}$/, 'validation.invalid')),
  cardholder_name: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(255, 'validation.maxLength'))),
  ),
});

export type CustomerRequest = v.InferInput<typeof customerRequestSchema>;
export type RegisterRequest = v.InferInput<typeof registerRequestSchema>;
export type SetupIntentRequest = v.InferInput<typeof setupIntentRequestSchema>;
export type SandboxPaymentMethodRequest = v.InferInput<typeof sandboxPaymentMethodRequestSchema>;
