// The manage page's calls (docs/CONTRACTS.md "REST: manage link"): the emailed link's token is their
// only credential; no session is made or needed. Answers are parsed with the domain's contract and
// become one tagged result the page renders.
import {
  manageLinkCardEntryResponseSchema,
  manageLinkRefusalSchema,
  manageLinkResponseSchema,
  manageLinkRevokeResponseSchema,
  type Locale,
  type ManageLinkCardEntryResponse,
  type ManageLinkResponse,
  type ManageLinkRevokeRequest,
} from '@halo/domain';
import * as v from 'valibot';
import type { ApiRuntime } from './apiRuntime';
import { readJsonBody } from './http';
import { postJson } from './postJson';

export type ManageLinkResult =
  | { kind: 'gift'; answer: ManageLinkResponse }
  /** The gift was stopped: nothing left to show. */
  | { kind: 'stopped' }
  /** The link opens nothing (forged, expired, revoked, the gift stopped); `locale` is the donor's. */
  | { kind: 'refused'; code: string; message: string; locale: Locale | null }
  /** The server refused the change (422): messages per field, in the request's language. */
  | { kind: 'invalid'; message: string; errors: Record<string, string[]> }
  | { kind: 'failed'; message: string };

async function call(api: ApiRuntime, path: string, body: Record<string, string>): Promise<ManageLinkResult> {
  await api.fetchCsrfCookie();
  let response: Response;
  try {
    response = await postJson(api, path, body);
  } catch {
    return { kind: 'failed', message: api.i18n.t('common:flash.somethingWentWrong') };
  }
  if (response.status === 204) return { kind: 'stopped' };
  const json = await readJsonBody(response);
  if (response.ok) {
    const answer = v.safeParse(manageLinkResponseSchema, json);
    if (answer.success) return { kind: 'gift', answer: answer.output };
  } else if (response.status === 404 || response.status === 410) {
    const refusal = v.safeParse(manageLinkRefusalSchema, json);
    if (refusal.success) {
      return {
        kind: 'refused',
        code: refusal.output.code,
        message: refusal.output.message,
        locale: refusal.output.locale ?? null,
      };
    }
  } else if (response.status === 422 || response.status === 429) {
    const body = (json ?? {}) as { message?: unknown; errors?: unknown };
    const errors = (typeof body.errors === 'object' && body.errors ? body.errors : {}) as Record<
      string,
      string[]
    >;
    return {
      kind: 'invalid',
      message:
        typeof body.message === 'string' ? body.message : api.i18n.t('common:flash.somethingWentWrong'),
      errors,
    };
  }
  return { kind: 'failed', message: api.i18n.t('common:flash.somethingWentWrong') };
}

/** `POST /manage-link`: the gift the link opens. */
export const openManageLink = (api: ApiRuntime, token: string) => call(api, '/manage-link', { token });
/** `POST /manage-link/skip`: the next gift is not charged. */
export const skipThroughManageLink = (api: ApiRuntime, token: string) =>
  call(api, '/manage-link/skip', { token });
/** `POST /manage-link/pause-until`: paused; gives again by itself on `until`. */
export const pauseThroughManageLink = (api: ApiRuntime, token: string, until: string) =>
  call(api, '/manage-link/pause-until', { token, until });
/** `POST /manage-link/stop`: the gift ends for good. */
export const stopThroughManageLink = (api: ApiRuntime, token: string) =>
  call(api, '/manage-link/stop', { token });

/**
 * `POST /manage-link/card`: the gift charges this card, entered on the page with the giving token of
 * `openManageLinkCardEntry`, from its next occurrence on.
 */
export const changeCardThroughManageLink = (api: ApiRuntime, token: string, paymentMethodId: string) =>
  call(api, '/manage-link/card', { token, payment_method_id: paymentMethodId });

/**
 * `POST /manage-link/card-entry`: what the card step needs to enter a new card for the link's gift
 * (a giving token that can only enter the link's card), or the refusal as the other calls.
 */
export async function openManageLinkCardEntry(
  api: ApiRuntime,
  token: string,
): Promise<
  { kind: 'entry'; entry: ManageLinkCardEntryResponse } | Exclude<ManageLinkResult, { kind: 'gift' }>
> {
  await api.fetchCsrfCookie();
  let response: Response;
  try {
    response = await postJson(api, '/manage-link/card-entry', { token });
  } catch {
    return { kind: 'failed', message: api.i18n.t('common:flash.somethingWentWrong') };
  }
  const json = await readJsonBody(response);
  if (response.ok) {
    const entry = v.safeParse(manageLinkCardEntryResponseSchema, json);
    if (entry.success) return { kind: 'entry', entry: entry.output };
  } else if (response.status === 404 || response.status === 410) {
    const refusal = v.safeParse(manageLinkRefusalSchema, json);
    if (refusal.success) {
      return {
        kind: 'refused',
        code: refusal.output.code,
        message: refusal.output.message,
        locale: refusal.output.locale ?? null,
      };
    }
  }
  const message = (json as { message?: unknown } | null)?.message;
  return {
    kind: 'failed',
    message: typeof message === 'string' ? message : api.i18n.t('common:flash.somethingWentWrong'),
  };
}

/**
 * `POST /manage-link/revoke`, signed in: every emailed link to one of the donor's own recurring gifts
 * stops working. Resolves how many links were live, or the failure's words.
 */
export async function revokeManageLinks(
  api: ApiRuntime,
  recurringGivingPrefixedId: string,
): Promise<{ ok: true; revoked: number } | { ok: false; message: string }> {
  const failed = { ok: false as const, message: api.i18n.t('common:flash.somethingWentWrong') };
  await api.fetchCsrfCookie();
  let response: Response;
  try {
    response = await postJson(api, '/manage-link/revoke', {
      recurring_giving_prefixed_id: recurringGivingPrefixedId,
    } satisfies ManageLinkRevokeRequest);
  } catch {
    return failed;
  }
  const json = await readJsonBody(response);
  if (response.ok) {
    const answer = v.safeParse(manageLinkRevokeResponseSchema, json);
    return answer.success ? { ok: true, revoked: answer.output.revoked } : failed;
  }
  const message = (json as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? { ok: false, message } : failed;
}
