// The manage page's calls (docs/CONTRACTS.md "REST: manage link"), through the calls of every emailed
// link's page (emailedLink.ts): the token is their only credential; no session is made or needed.
// Answers are parsed with the domain's contract and become one tagged result the page renders.
import {
  manageLinkCardEntryResponseSchema,
  manageLinkRefusalSchema,
  manageLinkResponseSchema,
  manageLinkRevokeResponseSchema,
  type ManageLinkCardEntryResponse,
  type ManageLinkResponse,
  type ManageLinkRevokeRequest,
} from '@halo/domain';
import * as v from 'valibot';
import type { ApiRuntime } from './apiRuntime';
import {
  answerMessage,
  emailedLinkCall,
  type EmailedLinkFailed,
  type EmailedLinkRefused,
} from './emailedLink';
import { readJsonBody } from './http';
import { postJson } from './postJson';

type ManageLinkAnswer =
  | { kind: 'gift'; answer: ManageLinkResponse }
  /** The gift was stopped: nothing left to show. */
  | { kind: 'stopped' }
  /** The server refused the change (422): messages per field, in the request's language. */
  | { kind: 'invalid'; message: string; errors: Record<string, string[]> };

/** The link opens nothing (`refused`: forged, expired, revoked, the gift stopped), or the call failed. */
export type ManageLinkResult = ManageLinkAnswer | EmailedLinkRefused | EmailedLinkFailed;

const call = emailedLinkCall<ManageLinkAnswer>({
  refusal: manageLinkRefusalSchema,
  read(response, json, api) {
    if (response.status === 204) return { kind: 'stopped' };
    if (response.ok) {
      const answer = v.safeParse(manageLinkResponseSchema, json);
      return answer.success ? { kind: 'gift', answer: answer.output } : null;
    }
    if (response.status !== 422 && response.status !== 429) return null;
    const errors = (json as { errors?: unknown } | null)?.errors;
    return {
      kind: 'invalid',
      message: answerMessage(api, json),
      errors: (typeof errors === 'object' && errors ? errors : {}) as Record<string, string[]>,
    };
  },
});

const cardEntryCall = emailedLinkCall<
  { kind: 'entry'; entry: ManageLinkCardEntryResponse } | EmailedLinkFailed
>({
  refusal: manageLinkRefusalSchema,
  read(response, json, api) {
    const entry = response.ok ? v.safeParse(manageLinkCardEntryResponseSchema, json) : null;
    return entry?.success
      ? { kind: 'entry', entry: entry.output }
      : { kind: 'failed', message: answerMessage(api, json) };
  },
});

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
export const openManageLinkCardEntry = (api: ApiRuntime, token: string) =>
  cardEntryCall(api, '/manage-link/card-entry', { token });

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
  return { ok: false, message: answerMessage(api, json) };
}
