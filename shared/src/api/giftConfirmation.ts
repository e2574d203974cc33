// The confirm page's calls (docs/CONTRACTS.md "REST: confirm your gift"), through the calls of every
// emailed link's page (emailedLink.ts): the token is their only credential; no session is made or
// needed. Answers are parsed with the domain's contract and become one tagged result the page renders.
import {
  giftConfirmationRefusalSchema,
  giftConfirmationResponseSchema,
  type GiftConfirmationCompleteRequest,
  type GiftConfirmationResponse,
} from '@halo/domain';
import * as v from 'valibot';
import type { ApiRuntime } from './apiRuntime';
import {
  answerMessage,
  emailedLinkCall,
  type EmailedLinkFailed,
  type EmailedLinkRefused,
} from './emailedLink';

type GiftConfirmationAnswer = { kind: 'confirmation'; answer: GiftConfirmationResponse };

/** The link opens nothing (`refused`: forged, expired, used, the gift stopped), or the call failed. */
export type GiftConfirmationResult = GiftConfirmationAnswer | EmailedLinkRefused | EmailedLinkFailed;

const call = emailedLinkCall<GiftConfirmationAnswer | EmailedLinkFailed>({
  refusal: giftConfirmationRefusalSchema,
  read(response, json, api) {
    if (response.status === 429) return { kind: 'failed', message: answerMessage(api, json) };
    const answer = response.ok ? v.safeParse(giftConfirmationResponseSchema, json) : null;
    return answer?.success ? { kind: 'confirmation', answer: answer.output } : null;
  },
});

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
) =>
  call(
    api,
    '/confirm-link/complete',
    (testResult ? { token, test_result: testResult } : { token }) satisfies GiftConfirmationCompleteRequest,
  );
