// The confirm page's calls (docs/CONTRACTS.md "REST: confirm your gift"): the emailed link's token is
// their only credential; no session is made or needed. Answers are parsed with the domain's contract
// and become one tagged result the page renders.
import {
  giftConfirmationRefusalSchema,
  giftConfirmationResponseSchema,
  type GiftConfirmationCompleteRequest,
  type GiftConfirmationResponse,
  type Locale,
} from '@halo/domain';
import * as v from 'valibot';
import type { ApiRuntime } from './apiRuntime';
import { readJsonBody } from './http';
import { postJson } from './postJson';

export type GiftConfirmationResult =
  | { kind: 'confirmation'; answer: GiftConfirmationResponse }
  /** The link opens nothing (forged, expired, used, the gift stopped); `locale` is the donor's. */
  | { kind: 'refused'; code: string; message: string; locale: Locale | null }
  | { kind: 'failed'; message: string };

async function call(
  api: ApiRuntime,
  path: string,
  body: GiftConfirmationCompleteRequest,
): Promise<GiftConfirmationResult> {
  const failed = { kind: 'failed' as const, message: api.i18n.t('common:flash.somethingWentWrong') };
  await api.fetchCsrfCookie();
  let response: Response;
  try {
    response = await postJson(api, path, body);
  } catch {
    return failed;
  }
  const json = await readJsonBody(response);
  if (response.ok) {
    const answer = v.safeParse(giftConfirmationResponseSchema, json);
    if (answer.success) return { kind: 'confirmation', answer: answer.output };
  } else if (response.status === 404 || response.status === 410) {
    const refusal = v.safeParse(giftConfirmationRefusalSchema, json);
    if (refusal.success) {
      return {
        kind: 'refused',
        code: refusal.output.code,
        message: refusal.output.message,
        locale: refusal.output.locale ?? null,
      };
    }
  } else if (response.status === 429) {
    const message = (json as { message?: unknown } | null)?.message;
    if (typeof message === 'string') return { kind: 'failed', message };
  }
  return failed;
}

/** `POST /confirm-link`: the charge waiting for the donor, and how to authenticate it. */
export const openGiftConfirmation = (api: ApiRuntime, token: string) => call(api, '/confirm-link', { token });

/**
 * `POST /confirm-link/complete`: after the authentication ran (or was abandoned); the API asks the
 * processor. `testResult` is the sandbox's simulated challenge's answer, ignored with Stripe.
 */
export const completeGiftConfirmation = (
  api: ApiRuntime,
  token: string,
  testResult?: 'completed' | 'failed',
) => call(api, '/confirm-link/complete', testResult ? { token, test_result: testResult } : { token });
