// The gift's call when the donor's bank asks them to authenticate it (3-D Secure): POST /api/give
// answers 402 authentication_required with what the authentication needs; the donor runs it (Stripe's
// page through handleNextAction, or the sandbox's labelled test challenge), and the same request is
// sent again with the same Idempotency-Key, which gives the gift once the processor says it is paid.
// Plain TypeScript, so it is tested without React; it lives in the payment step's lazy chunk.
import { giveAuthenticationRequiredSchema, type GiveAuthentication } from '@halo/domain';
import type { GivingFailure } from 'halo_shared/api/giving';
import * as v from 'valibot';
import type { GiveCall } from './givingFormState';

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
 * attempt) is asked at most this often per Give Now, so the form never loops.
 */
const MOST_ROUNDS = 3;

export function authenticatingGive(give: GiveCall, bank: BankAuthentication): GiveCall {
  return async (body, options) => {
    let result = await give(body, options);
    for (let round = 0; round < MOST_ROUNDS; round += 1) {
      if (result.ok || result.code !== 'authentication_required') return result;
      const asked = v.safeParse(giveAuthenticationRequiredSchema, result.body);
      if (!asked.success) return result;
      const { authentication } = asked.output;
      const outcome = await bank.run(authentication);
      if (!outcome.passed) return notAuthenticated(bank.failedText(outcome.message));
      // The same gift under the same key; the sandbox's bank is told the test challenge passed.
      const again = authentication.mode === 'sandbox' ? { ...body, test_authentication: 'passed' } : body;
      result = await give(again, options);
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
