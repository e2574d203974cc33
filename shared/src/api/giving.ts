import * as v from 'valibot';
import {
  accountInvitationResponseSchema,
  customerResponseSchema,
  giveResponseSchema,
  organizationSchema,
  paymentMethodsResponseSchema,
  sandboxPaymentMethodResponseSchema,
  setupIntentResponseSchema,
  stripeCustomerIdResponseSchema,
  type CustomerRequest,
  type CustomerResponse,
  type GiveRequest,
  type GiveResponse,
  type Organization,
  type RegisterRequest,
  type SandboxPaymentMethodRequest,
  type SandboxPaymentMethodResponse,
  type SavedBankAccount,
  type SavedCard,
  type SetupIntentRequest,
  type SetupIntentResponse,
  type StripeCustomerIdResponse,
} from '@halo/domain';
import { describeFailure, http, readJsonBody } from './http';

// The payloads are the domain's contract (contracts/givingApi.ts), which the API answers with.
export type {
  CustomerRequest,
  CustomerResponse,
  GiveRequest,
  GiveResponse,
  RegisterRequest,
  SandboxPaymentMethodRequest,
  SandboxPaymentMethodResponse,
  SavedBankAccount,
  SavedCard,
  SetupIntentRequest,
  SetupIntentResponse,
  StripeCustomerIdResponse,
};

// The giving calls of docs/CONTRACTS.md "REST: giving". They work without cookies, because the form may
// be embedded on a church's site where third-party cookies are blocked (docs/ARCHITECTURE.md §4): a short-lived
// giving token from a response body goes back in `X-Giving-Token`. Cross-origin they send no
// credentials at all (the API's CORS never allows them); same-origin (the hosted page) the session
// cookie rides along, so a signed-in donor's session is honoured. No CSRF cookie is fetched: these
// calls are exempt from the cookie CSRF check.
//
// They go through the page's ky instance (`http`), extended with their own options (below), so a call
// that got no answer is handled as every other one: a GET is sent again up to twice, a POST never (a
// customer or an account could be made twice; a gift's Idempotency-Key is for the donor's own retry).

export interface GivingClientOptions {
  /** API origin; empty means the page's own origin. */
  apiUrl: string;
  /** The form's language, sent as `X-Locale` so error messages come back in it. */
  locale: () => string;
  /** For tests, handed to ky (which passes it a Request); the global fetch by default. */
  fetch?: typeof fetch;
}

/** A non-2xx answer: `{ message, errors?, code? }` of the contract. */
export interface GivingFailure {
  ok: false;
  status: number;
  message: string;
  /** 422 field errors, keyed by the request's snake_case field names. */
  errors: Record<string, string[]>;
  /** 402 decline code (`card_declined`, `insufficient_funds`, …) or other stable code. */
  code: string | null;
  /**
   * The answer's JSON as sent, for a caller that reads more of it with the contract's own schema
   * (402 `authentication_required` carries what the bank's authentication needs).
   */
  body?: unknown;
}

export type GivingResult<T> = { ok: true; status: number; data: T } | GivingFailure;

/** No answer at all (offline, CORS refused, DNS): the same attempt may be retried. */
export class GivingNetworkError extends Error {
  override readonly name = 'GivingNetworkError';
}

const failureSchema = v.object({
  message: v.optional(v.string(), ''),
  errors: v.optional(v.record(v.string(), v.array(v.string())), {}),
  code: v.optional(v.nullable(v.string()), null),
});

export interface GivingClient {
  /** `GET /api/online-giving/{subdomain}`: the church, or null when none is registered (404). */
  loadOrganization(subdomain: string): Promise<Organization | null>;
  /**
   * `GET /api/online-giving/{subdomain}/campaigns/{slug}`: a campaign's figures as sent, or null for
   * none (404). Read with `campaignAnswerSchema` by the campaign's own chunk, so the schema is not
   * part of the form's first screen.
   */
  loadCampaign?(subdomain: string, slug: string): Promise<unknown>;
  /**
   * `POST /api/give/pledge-code` and `POST /api/give/pledge-code/verify`: pledging to a campaign by
   * the emailed sign-in code, without an account session (docs/PRODUCT.md §14). Bodies and answers
   * are `@halo/domain`'s `contracts/pledgeByCodeApi.ts`, read by the campaign's own chunk, so the
   * form's first screen does not carry them.
   */
  requestPledgeCode?(body: unknown): Promise<GivingResult<unknown>>;
  verifyPledgeCode?(body: unknown): Promise<GivingResult<unknown>>;
  createCustomer(body: CustomerRequest): Promise<GivingResult<CustomerResponse>>;
  register(body: RegisterRequest): Promise<GivingResult<CustomerResponse>>;
  setupIntent(body: SetupIntentRequest, givingToken: string): Promise<GivingResult<SetupIntentResponse>>;
  sandboxPaymentMethod(
    body: SandboxPaymentMethodRequest,
    givingToken: string,
  ): Promise<GivingResult<SandboxPaymentMethodResponse>>;
  /**
   * `POST /api/give/sandbox/bank-accounts`: the sandbox's bank fields (docs/PRODUCT.md §22). Read with
   * `sandboxBankAccountResponseSchema` by the payment step's bank chunk, so the embed's first screen
   * does not carry it.
   */
  sandboxBankAccount?(body: unknown, givingToken: string): Promise<GivingResult<unknown>>;
  /**
   * `POST /api/give/stripe/bank-payment-intents`: on Stripe, the PaymentIntent Stripe.js links the
   * donor's bank account to. Read with `stripeBankPaymentIntentResponseSchema` by the bank chunk.
   */
  stripeBankPaymentIntent?(body: unknown, givingToken: string): Promise<GivingResult<unknown>>;
  /**
   * `POST /api/give/stripe/bank-setup-intents`: the SetupIntent Stripe.js links the bank account of a
   * recurring gift to (docs/PRODUCT.md §22). Read with `stripeBankSetupIntentResponseSchema`.
   */
  stripeBankSetupIntent?(body: unknown, givingToken: string): Promise<GivingResult<unknown>>;
  /**
   * `POST /api/give/sandbox/wallet-payment-methods`: the sandbox's labelled test wallet (docs/PRODUCT.md
   * §23). Read with `sandboxWalletResponseSchema` by the payment step's wallet chunk.
   */
  sandboxWallet?(body: unknown, givingToken: string): Promise<GivingResult<unknown>>;
  paymentMethods(
    query: { stripe_customer_id: string; organization_prefixed_id: string },
    givingToken: string | null,
  ): Promise<GivingResult<{ data: SavedCard[]; bank_accounts?: SavedBankAccount[] }>>;
  stripeCustomerId(query: {
    donor_prefixed_id: string;
    organization_prefixed_id: string;
  }): Promise<GivingResult<StripeCustomerIdResponse>>;
  give(
    body: GiveRequest,
    options: { idempotencyKey: string; givingToken: string },
  ): Promise<GivingResult<GiveResponse>>;
  /** `POST /api/give/account-invitation`: the set-password email of a guest gift (202 whatever the account). */
  accountInvitation(
    body: SetupIntentRequest,
    givingToken: string,
  ): Promise<GivingResult<{ message: string }>>;
}

function isSameOrigin(base: string): boolean {
  if (!base) return true;
  if (typeof location === 'undefined') return false;
  try {
    return new URL(base, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * Where the calls go: the API origin, else the page's own. Named in full because ky builds a Request
 * from it, and a Request made outside a document (Node's, under jest) cannot resolve a relative URL;
 * in a browser it is the URL a relative path would name.
 */
function prefixOf(base: string): string {
  if (base || typeof location === 'undefined') return base;
  return location.origin;
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
}

export function createGivingClient(options: GivingClientOptions): GivingClient {
  const base = options.apiUrl.replace(/\/+$/, '');
  const client = http.extend({
    prefix: prefixOf(base),
    credentials: isSameOrigin(base) ? 'same-origin' : 'omit',
    // No time limit (the page's calls have 30 s): a gift's POST may wait on the card processor, and
    // giving up on it while the server goes on would show the donor an error for a gift that may
    // have been made.
    timeout: false,
    headers: { Accept: 'application/json' },
    fetch: options.fetch,
  });

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: v.GenericSchema<unknown, T>,
    {
      body,
      headers = {},
      localized = true,
    }: { body?: unknown; headers?: Record<string, string>; localized?: boolean } = {},
  ): Promise<GivingResult<T>> {
    let response: Response;
    try {
      response = await client(path, {
        method,
        // Read at each call: the donor may switch language while the form is open.
        headers: localized ? { 'X-Locale': options.locale(), ...headers } : headers,
        json: body,
      });
    } catch (cause) {
      throw new GivingNetworkError(describeFailure(cause), { cause });
    }
    const json = await readJsonBody(response);
    if (!response.ok) {
      const parsed = v.safeParse(failureSchema, json ?? {});
      const failure = parsed.success ? parsed.output : { message: '', errors: {}, code: null };
      return { ok: false, status: response.status, ...failure, body: json };
    }
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) {
      throw new GivingNetworkError(`Invalid response from ${path}: ${describeIssues(parsed.issues)}`);
    }
    return { ok: true, status: response.status, data: parsed.output };
  }

  const tokenHeader = (givingToken: string | null): Record<string, string> =>
    givingToken ? { 'X-Giving-Token': givingToken } : {};

  return {
    async loadOrganization(subdomain) {
      // A simple request, without X-Locale (the record says nothing in words): a church's site asks
      // for it without a CORS preflight, a round trip less before the embed's first screen.
      const result = await request(
        'GET',
        `/api/online-giving/${encodeURIComponent(subdomain)}`,
        organizationSchema,
        { localized: false },
      );
      if (result.ok) return result.data;
      if (result.status === 404) return null;
      throw new GivingNetworkError(`Response not successful: Received status code ${result.status}`);
    },
    async loadCampaign(subdomain, slug) {
      const path = `/api/online-giving/${encodeURIComponent(subdomain)}/campaigns/${encodeURIComponent(slug)}`;
      const result = await request('GET', path, v.unknown(), { localized: false });
      if (result.ok) return result.data;
      if (result.status === 404) return null;
      throw new GivingNetworkError(`Response not successful: Received status code ${result.status}`);
    },
    requestPledgeCode: (body) => request('POST', '/api/give/pledge-code', v.unknown(), { body }),
    verifyPledgeCode: (body) => request('POST', '/api/give/pledge-code/verify', v.unknown(), { body }),
    createCustomer: (body) => request('POST', '/api/give/customer', customerResponseSchema, { body }),
    register: (body) => request('POST', '/api/give/register', customerResponseSchema, { body }),
    setupIntent: (body, givingToken) =>
      request('POST', '/api/give/setup-intent', setupIntentResponseSchema, {
        body,
        headers: tokenHeader(givingToken),
      }),
    sandboxPaymentMethod: (body, givingToken) =>
      request('POST', '/api/give/sandbox/payment-methods', sandboxPaymentMethodResponseSchema, {
        body,
        headers: tokenHeader(givingToken),
      }),
    sandboxBankAccount: (body, givingToken) =>
      request('POST', '/api/give/sandbox/bank-accounts', v.unknown(), {
        body,
        headers: tokenHeader(givingToken),
      }),
    stripeBankPaymentIntent: (body, givingToken) =>
      request('POST', '/api/give/stripe/bank-payment-intents', v.unknown(), {
        body,
        headers: tokenHeader(givingToken),
      }),
    stripeBankSetupIntent: (body, givingToken) =>
      request('POST', '/api/give/stripe/bank-setup-intents', v.unknown(), {
        body,
        headers: tokenHeader(givingToken),
      }),
    sandboxWallet: (body, givingToken) =>
      request('POST', '/api/give/sandbox/wallet-payment-methods', v.unknown(), {
        body,
        headers: tokenHeader(givingToken),
      }),
    paymentMethods: (query, givingToken) =>
      request(
        'GET',
        `/api/give/stripe-payment-methods?${new URLSearchParams(query)}`,
        paymentMethodsResponseSchema,
        {
          headers: tokenHeader(givingToken),
        },
      ),
    stripeCustomerId: (query) =>
      request(
        'GET',
        `/api/give/stripe-customer-id?${new URLSearchParams(query)}`,
        stripeCustomerIdResponseSchema,
      ),
    give: (body, { idempotencyKey, givingToken }) =>
      request('POST', '/api/give', giveResponseSchema, {
        body,
        headers: { 'Idempotency-Key': idempotencyKey, ...tokenHeader(givingToken) },
      }),
    accountInvitation: (body, givingToken) =>
      request('POST', '/api/give/account-invitation', accountInvitationResponseSchema, {
        body,
        headers: tokenHeader(givingToken),
      }),
  };
}
