// POST /api/give when the donor's bank asks them to authenticate the gift (3-D Secure), written once:
// the API answers with these schemas and the giving form's payment step parses the answer with them
// (docs/CONTRACTS.md "REST: giving"). A contract: add fields, never rename or remove them.
import * as v from 'valibot';
import { giftAuthenticationSchema } from './giftConfirmationApi';

/**
 * 402 `authentication_required`: nothing is given or charged yet. The form runs the authentication
 * (Stripe.js's `handleNextAction` with the client secret, or the sandbox's labelled test challenge)
 * and sends the same request again with the same Idempotency-Key, which then gives the gift once.
 */
export const giveAuthenticationRequiredSchema = v.object({
  code: v.literal('authentication_required'),
  message: v.string(),
  authentication: giftAuthenticationSchema,
});

/**
 * Read from the repeated request's body beside the gift (never part of it, so the Idempotency-Key's
 * request stays the same): in sandbox mode, the test challenge's "Complete authentication". With
 * Stripe it is ignored; the API asks Stripe how the payment stands.
 */
export const giveTestAuthenticationSchema = v.object({
  test_authentication: v.optional(v.literal('passed')),
});

export type GiveAuthenticationRequired = v.InferOutput<typeof giveAuthenticationRequiredSchema>;
export type GiveTestAuthentication = v.InferOutput<typeof giveTestAuthenticationSchema>;
