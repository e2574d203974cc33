// The payloads of a recurring gift's emailed manage link (docs/CONTRACTS.md "REST: manage link"),
// written once: the API parses the request bodies with these schemas and types its answers with
// them; the manage page's client parses the answers with them. The link's token is the only
// credential, and the answers hold the one gift and nothing else about the donor (no email, no
// address, no other gift). A contract: add fields, never rename or remove them.
import * as v from 'valibot';
import { FREQUENCY_VALUES, LOCALES } from '../constants';

const tokenField = v.pipe(
  v.string('validation.required'),
  v.nonEmpty('validation.required'),
  v.maxLength(1000, 'validation.required'),
);

/** `POST /manage-link`, `/manage-link/skip`, `/manage-link/stop`: the link's token alone. */
export const manageLinkRequestSchema = v.object({ token: tokenField }, 'validation.required');

/** `POST /manage-link/pause-until`: the gift gives again by itself on `until` (YYYY-MM-DD). */
export const manageLinkPauseRequestSchema = v.object(
  { token: tokenField, until: v.string('validation.required') },
  'validation.required',
);

/**
 * `POST /manage-link/card`: the gift charges this card from now on. Only a card entered through the
 * giving token of `POST /manage-link/card-entry` for the same link is taken; it becomes that one
 * gift's card, never one of the donor's Payment methods.
 */
export const manageLinkCardRequestSchema = v.object(
  {
    token: tokenField,
    payment_method_id: v.pipe(
      v.string('validation.required'),
      v.nonEmpty('validation.required'),
      v.maxLength(255, 'validation.required'),
    ),
  },
  'validation.required',
);

/**
 * `POST /manage-link/card-entry` ({ token }): what the page's card step (the giving form's) needs to
 * enter a new card: the church and a giving token (scope `new`, purpose `change-card`) whose cards
 * are the link's. The token is sealed and names the donor's processor customer itself, so nothing
 * here tells the link's holder an id, a name or an email of the donor; it enters one new card
 * (`/api/give/setup-intent`, `/api/give/sandbox/payment-methods`, without `stripe_customer_id`) and
 * every other giving call refuses it. `processor_mode` says whether the card goes to Stripe or the
 * sandbox. (`stripe_customer_id` was removed from this answer: it was an id of the donor.)
 */
export const manageLinkCardEntryResponseSchema = v.object({
  organization_prefixed_id: v.string(),
  giving_token: v.string(),
  processor_mode: v.picklist(['sandbox', 'stripe']),
});

/**
 * `POST /manage-link/revoke`, signed in (session): every emailed link to one of the donor's own
 * recurring gifts stops working. Answers how many live links it turned off.
 */
export const manageLinkRevokeRequestSchema = v.object(
  {
    recurring_giving_prefixed_id: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
  },
  'validation.required',
);
export const manageLinkRevokeResponseSchema = v.object({ revoked: v.number() });

/** The one gift the link opens, as the manage page shows it. Money in cents. */
export const managedGiftSchema = v.object({
  prefixed_id: v.string(),
  status: v.picklist(['active', 'paused', 'ended']),
  /** Per occurrence, the fee included when the donor covers it. */
  amount: v.number(),
  currency: v.string(),
  /** The church's country, for how money and dates are written. */
  country: v.nullable(v.string()),
  frequency: v.picklist(FREQUENCY_VALUES),
  next_occurrence: v.nullable(v.string()),
  paused_until: v.nullable(v.string()),
  end_date: v.nullable(v.string()),
  funds: v.array(v.object({ name: v.string(), amount: v.number() })),
  card: v.nullable(v.object({ brand: v.string(), last_four: v.string() })),
});

/** 200 of every manage-link call but `stop`: the church's name, the donor's language and the gift. */
export const manageLinkResponseSchema = v.object({
  church_name: v.string(),
  /** The donor's account language: the page speaks it, whatever the browser was set to. */
  locale: v.picklist(LOCALES),
  gift: managedGiftSchema,
});

/**
 * 404 / 410 when the link opens nothing: `unknown` (forged, malformed, another gift's or church's),
 * `expired`, `revoked`, `gone` (the gift was stopped). `locale` is the donor's when the link was
 * genuine, so the page explains in their language.
 */
export const manageLinkRefusalSchema = v.object({
  code: v.picklist(['link_unknown', 'link_expired', 'link_revoked', 'link_gone']),
  message: v.string(),
  locale: v.optional(v.picklist(LOCALES)),
});

export type ManageLinkRequest = v.InferInput<typeof manageLinkRequestSchema>;
export type ManageLinkPauseRequest = v.InferInput<typeof manageLinkPauseRequestSchema>;
export type ManageLinkCardRequest = v.InferInput<typeof manageLinkCardRequestSchema>;
export type ManageLinkCardEntryResponse = v.InferOutput<typeof manageLinkCardEntryResponseSchema>;
export type ManageLinkRevokeRequest = v.InferInput<typeof manageLinkRevokeRequestSchema>;
export type ManageLinkRevokeResponse = v.InferOutput<typeof manageLinkRevokeResponseSchema>;
export type ManagedGift = v.InferOutput<typeof managedGiftSchema>;
export type ManageLinkResponse = v.InferOutput<typeof manageLinkResponseSchema>;
export type ManageLinkRefusalResponse = v.InferOutput<typeof manageLinkRefusalSchema>;
