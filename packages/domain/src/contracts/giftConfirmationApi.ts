// The payloads of a "Confirm your gift" link (docs/CONTRACTS.md "REST: confirm your gift"), written
// once: the API parses the request bodies with these schemas and types its answers with them; the
// confirm page's client parses the answers with them. The link's token is the only credential, and
// the answers hold the one waiting charge and nothing else about the donor. A contract: add fields,
// never rename or remove them.
import * as v from 'valibot';
import { FREQUENCY_VALUES, LOCALES } from '../constants';

const tokenField = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  v.maxLength(1000, 'validation.required'),
);

/** `POST /confirm-link`: the link's token alone. */
export const giftConfirmationRequestSchema = v.object({ token: tokenField }, 'validation.required');

/**
 * `POST /confirm-link/complete`: after the page ran the bank's authentication. With Stripe the API
 * asks Stripe how the PaymentIntent stands and ignores `test_result`; in sandbox mode the simulated
 * challenge's button says how the test authentication ended.
 */
export const giftConfirmationCompleteRequestSchema = v.object(
  { token: tokenField, test_result: v.optional(v.picklist(['completed', 'failed'])) },
  'validation.required',
);

/** How the page runs the authentication: a labelled test challenge, or Stripe.js's `handleNextAction`. */
export const giftAuthenticationSchema = v.variant('mode', [
  v.object({ mode: v.literal('sandbox') }),
  v.object({
    mode: v.literal('stripe'),
    client_secret: v.string(),
    publishable_key: v.string(),
    stripe_account: v.nullable(v.string()),
  }),
]);

/** 200 of both calls: the church, the donor's language and the one charge waiting for them. Money in cents. */
export const giftConfirmationResponseSchema = v.object({
  church_name: v.string(),
  /** The donor's account language: the page speaks it, whatever the browser was set to. */
  locale: v.picklist(LOCALES),
  /** `awaiting`: the bank still wants the donor; `confirmed`: the gift is given (receipt emailed). */
  status: v.picklist(['awaiting', 'confirmed']),
  gift: v.object({
    /** What the card is asked for, the fee included when the donor covers it. */
    amount: v.number(),
    currency: v.string(),
    /** The church's country, for how money and dates are written. */
    country: v.nullable(v.string()),
    /** The scheduled date of the occurrence this charge gives. */
    occurrence_date: v.string(),
    frequency: v.picklist(FREQUENCY_VALUES),
    funds: v.array(v.object({ name: v.string(), amount: v.number() })),
    card: v.nullable(v.object({ brand: v.string(), last_four: v.string() })),
  }),
  /** Null once confirmed. */
  authentication: v.nullable(giftAuthenticationSchema),
});

/**
 * 404 / 410 when the link opens nothing: `unknown` (forged, malformed, another charge's or church's),
 * `expired`, `used` (the gift was already confirmed), `gone` (the recurring gift was stopped).
 * `locale` is the donor's when the link was genuine, so the page explains in their language.
 */
export const giftConfirmationRefusalSchema = v.object({
  code: v.picklist(['link_unknown', 'link_expired', 'link_used', 'link_gone']),
  message: v.string(),
  locale: v.optional(v.picklist(LOCALES)),
});

export type GiftConfirmationRequest = v.InferInput<typeof giftConfirmationRequestSchema>;
export type GiftConfirmationCompleteRequest = v.InferInput<typeof giftConfirmationCompleteRequestSchema>;
export type GiftAuthentication = v.InferOutput<typeof giftAuthenticationSchema>;
export type GiftConfirmationResponse = v.InferOutput<typeof giftConfirmationResponseSchema>;
export type GiftConfirmationRefusalResponse = v.InferOutput<typeof giftConfirmationRefusalSchema>;
