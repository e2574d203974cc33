// The account calls (docs/PRODUCT.md §2, §7): register, verify email, resend the verification
// email, forgot password (with X-Requested-By), reset or set password, sign in by emailed code, and
// the Google sign-in URL.
// Each resolves a result instead of throwing on a refusal, so screens show the server's messages
// next to their fields; a request that gets no answer rejects (postJson reports it).
import {
  currentUserSchema,
  signedInResponseSchema,
  signInCodeSentResponseSchema,
  type CurrentUser,
  type Locale,
  type SignInCodeProof,
  type SignInCodeRequest,
  type SignInCodeVerifyRequest,
} from '@halo/domain';
import * as v from 'valibot';
import { MeDocument } from '../graphql/operations/current-user.generated';
import type { i18n as I18n } from 'i18next';
import type { ApiRuntime } from './apiRuntime';
import { graphql } from './graphql';
import { readJsonBody } from './http';
import { loadCurrentUser } from './loadCurrentUser';
import { postJson } from './postJson';

export type AccountResult =
  | { ok: true; status: number; message: string | null }
  /** `errors` holds the server's per-field messages (422), already in the request's locale. */
  | { ok: false; status: number; message: string; errors: Record<string, string[]> };

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordReset {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** Sent with /forgot-password as docs/PRODUCT.md §7 asks; the server refuses the call without it. */
export const REQUESTED_BY = 'halo-give';

async function resultOf(api: ApiRuntime, response: Response): Promise<AccountResult> {
  const body = (await readJsonBody(response)) as { message?: unknown; errors?: unknown } | null;
  const message = typeof body?.message === 'string' && body.message ? body.message : null;
  if (response.ok) return { ok: true, status: response.status, message };
  const errors = body?.errors;
  return {
    ok: false,
    status: response.status,
    message: message ?? api.i18n.t('common:flash.somethingWentWrong'),
    errors: typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : {},
  };
}

/** `POST /register` after a fresh CSRF cookie; the new account is signed in and loaded into the store. */
export async function register(api: ApiRuntime, registration: Registration): Promise<AccountResult> {
  await api.fetchCsrfCookie();
  const result = await resultOf(api, await postJson(api, '/register', registration));
  if (result.ok) await loadCurrentUser(api);
  return result;
}

/** `POST /email/verify` with the token of the emailed link; the donor is then signed in and loaded. */
export async function verifyEmail(api: ApiRuntime, token: string): Promise<AccountResult> {
  const result = await resultOf(api, await postJson(api, '/email/verify', { token }));
  if (result.ok) await loadCurrentUser(api);
  return result;
}

/** `POST /email/verification-notification`: emails the signed-in donor a new verification link. */
export async function resendVerificationEmail(api: ApiRuntime): Promise<AccountResult> {
  return resultOf(api, await postJson(api, '/email/verification-notification', {}));
}

/** `POST /forgot-password` (docs/PRODUCT.md §7: CSRF fetched first, header X-Requested-By). */
export async function forgotPassword(api: ApiRuntime, email: string): Promise<AccountResult> {
  await api.fetchCsrfCookie();
  return resultOf(
    api,
    await postJson(api, '/forgot-password', { email }, { headers: { 'X-Requested-By': REQUESTED_BY } }),
  );
}

/** `POST /reset-password` (docs/PRODUCT.md §7: CSRF fetched first). Also sets the first password of an account. */
export async function resetPassword(api: ApiRuntime, reset: PasswordReset): Promise<AccountResult> {
  await api.fetchCsrfCookie();
  return resultOf(api, await postJson(api, '/reset-password', reset));
}

/**
 * `POST /sign-in-code` (CSRF fetched first): emails the account of that address a six-digit code and
 * a sign-in link. The server answers the same whether or not the account exists; `message` says so.
 */
export async function requestSignInCode(api: ApiRuntime, email: string): Promise<AccountResult> {
  await api.fetchCsrfCookie();
  const request: SignInCodeRequest = { email };
  const result = await resultOf(api, await postJson(api, '/sign-in-code', request));
  if (result.ok && !v.is(signInCodeSentResponseSchema, { message: result.message }))
    return unexpected(api.i18n, result);
  return result;
}

/**
 * `POST /sign-in-code/verify` with the typed code (and its email) or the emailed link's token; signed
 * in like `POST /login`, then the current user is loaded. A wrong or dead code resolves `{ ok: false }`
 * with the server's message in `errors.code` (`errors.token` for a link).
 */
export async function verifySignInCode(
  api: ApiRuntime,
  proof: SignInCodeProof,
  remember = false,
): Promise<AccountResult> {
  await api.fetchCsrfCookie();
  const request: SignInCodeVerifyRequest = { ...proof, remember };
  const response = await postJson(api, '/sign-in-code/verify', request);
  if (!response.ok) return resultOf(api, response);
  const answer = v.safeParse(signedInResponseSchema, await readJsonBody(response));
  if (!answer.success) return unexpected(api.i18n, { status: response.status });
  await loadCurrentUser(api);
  return { ok: true, status: response.status, message: null };
}

/** An answer of a shape the contract does not allow: said as the generic failure. */
function unexpected(i18n: I18n, { status }: { status: number }): AccountResult {
  return { ok: false, status, message: i18n.t('common:flash.somethingWentWrong'), errors: {} };
}

/** Where the "Sign in with Google" button goes (a full page navigation, not a fetch). */
export function googleSignInUrl(
  api: ApiRuntime,
  {
    remember,
    locale,
    returnTo,
  }: {
    remember: boolean;
    locale: Locale;
    /** Where to land once signed in (a same-origin path; the API checks it again), else /dashboard. */
    returnTo?: string;
  },
): string {
  const query = new URLSearchParams({ remember: remember ? '1' : '0', locale });
  if (returnTo && returnTo !== '/dashboard') query.set('p', returnTo);
  return `${api.base}/auth/google/redirect?${query.toString()}`;
}

/**
 * Reloads the signed-in donor on a portal page (a screen that must show fresh account state). Unlike
 * loadCurrentUser it is a normal call: a 401 signs out to the login page with the notice of docs/PRODUCT.md §6,
 * a 419 goes to `/?p=` (docs/PRODUCT.md §8); both then reject.
 */
export async function refreshCurrentUser(api: ApiRuntime): Promise<CurrentUser | null> {
  const { me } = await graphql(api, MeDocument, {});
  const parsed = v.safeParse(currentUserSchema, me);
  const user = parsed.success ? parsed.output : null;
  api.store.getState().setUser(user);
  return user;
}
