// A giving call whose answer may be the donor's bank asking them to authenticate (3-D Secure): 402
// authentication_required with what the authentication needs. The donor runs it (Stripe's page through
// handleNextAction, or the sandbox's labelled test challenge) and the same request is sent again — a
// gift under the same Idempotency-Key, which gives it once the processor says it is paid; a sandbox
// card that asks when it is saved, with the challenge's answer. Plain TypeScript, tested without
// React; wherever a donor enters a card (the giving form's card step, the manage link's "Change
// card") it wraps the same calls, and it loads with them, never on a first screen.
import { giveAuthenticationRequiredSchema, type GiveAuthentication } from '@halo/domain';
import type { GivingFailure, GivingResult } from '../giving';
import * as v from 'valibot';

/** How the donor's authentication ended: `message` is Stripe's words when it says why it failed. */
export type AuthenticationOutcome = { passed: true } | { passed: false; message: string | null };

export interface BankAuthentication {
  /** Runs the authentication in the browser; resolves when the donor (or Stripe) is done. */
  run(authentication: GiveAuthentication): Promise<AuthenticationOutcome>;
  /** What the form says when the authentication did not pass, in the donor's language. */
  failedText(stripeMessage: string | null): string;
}

/**
 * A donor who keeps authenticating and the bank keeps asking (Stripe asks again after a failed
 * attempt) is asked at most this often per call, so the form never loops.
 */
const MOST_ROUNDS = 3;

type Call<Body, Options, Data> = (body: Body, options: Options) => Promise<GivingResult<Data>>;

export function authenticating<Body extends object, Options, Data>(
  call: Call<Body, Options, Data>,
  bank: BankAuthentication,
): Call<Body, Options, Data> {
  return async (body, options) => {
    let result = await call(body, options);
    for (let round = 0; round < MOST_ROUNDS; round += 1) {
      if (result.ok || result.code !== 'authentication_required') return result;
      const asked = v.safeParse(giveAuthenticationRequiredSchema, result.body);
      if (!asked.success) return result;
      const { authentication } = asked.output;
      const outcome = await bank.run(authentication);
      if (!outcome.passed) return notAuthenticated(bank.failedText(outcome.message));
      // The same request; the sandbox's bank is told the test challenge passed.
      const again = authentication.mode === 'sandbox' ? { ...body, test_authentication: 'passed' } : body;
      result = await call(again, options);
    }
    return result;
  };
}

/**
 * Not an answer of the API but the donor's bank saying no: nothing was charged, and the form shows
 * why (the text, not a decline code) and lets the donor try again or use another card.
 */
function notAuthenticated(message: string): GivingFailure {
  return { ok: false, status: 400, code: 'authentication_failed', message, errors: {} };
}
