import { isSecondFactorRefusal, type SecondFactorRefusal } from '@halo/domain';
import type { ApiError } from './ApiError';

/**
 * Asks the administrator to prove (or set up) their second factor after the server refused an
 * operation for want of it; resolves true once proven (the operation is then sent again), false when
 * they gave up (the refusal stands).
 */
export type SecondFactorChallenge = (refusal: SecondFactorRefusal) => Promise<boolean>;

let current: SecondFactorChallenge | null = null;

/**
 * The admin console answers second-factor refusals of every GraphQL operation in one place (its
 * layout's dialog), so no section handles them itself. Returns the way to stop.
 */
export function answerSecondFactorRefusals(challenge: SecondFactorChallenge): () => void {
  current = challenge;
  return () => {
    if (current === challenge) current = null;
  };
}

/** The refusal code of a failed operation, when it is the second factor's. */
export function secondFactorRefusalOf(error: ApiError): SecondFactorRefusal | null {
  const code = error.errors[0]?.extensions?.code;
  return isSecondFactorRefusal(code) ? code : null;
}

/** Whether to send a refused operation again: a challenge is registered and the factor was proven. */
export async function provenAfterRefusal(error: ApiError): Promise<boolean> {
  const refusal = secondFactorRefusalOf(error);
  if (!refusal || !current) return false;
  return current(refusal);
}
