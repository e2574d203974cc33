// POST /api/give when the donor's bank asks them to authenticate the gift (3-D Secure), written once:
// the API answers with these schemas and the giving form's payment step parses the answer with them
// (docs/CONTRACTS.md "REST: giving"). A contract: add fields, never rename or remove them.
//
// Written with the schema pieces `<halo-give>`'s first screen already has (object, picklist, string,
// optional, nullable): the payment step's lazy chunk parses with them, and a piece only it used
// (valibot's variant or literal) would still be bundled into the element's first file.
import * as v from 'valibot';

/**
 * How the form runs the authentication, as the confirm page's `authentication`: `sandbox`, the
 * labelled test challenge; `stripe`, Stripe.js's `handleNextAction` with `client_secret` on the
 * church's account (`publishable_key`, `stripe_account`), fields present only then.
 */
export const giveAuthenticationSchema = v.object({
  mode: v.picklist(['sandbox', 'stripe']),
  client_secret: v.optional(v.string()),
  publishable_key: v.optional(v.string()),
  stripe_account: v.optional(v.nullable(v.string())),
});

/**
 * 402 `authentication_required`: nothing is given or charged yet. The form runs the authentication
 * and sends the same request again with the same Idempotency-Key, which then gives the gift once.
 */
export const giveAuthenticationRequiredSchema = v.object({
  code: v.picklist(['authentication_required']),
  message: v.string(),
  authentication: giveAuthenticationSchema,
});

/**
 * Read from the repeated request's body beside the gift (never part of it, so the Idempotency-Key's
 * request stays the same): in sandbox mode, the test challenge's "Complete authentication". With
 * Stripe it is ignored; the API asks Stripe how the payment stands.
 */
export const giveTestAuthenticationSchema = v.object({
  test_authentication: v.optional(v.picklist(['passed'])),
});

export type GiveAuthentication = v.InferOutput<typeof giveAuthenticationSchema>;
export type GiveAuthenticationRequired = v.InferOutput<typeof giveAuthenticationRequiredSchema>;
export type GiveTestAuthentication = v.InferOutput<typeof giveTestAuthenticationSchema>;
