import { isSecondFactorRefusal, type SecondFactorRefusal } from '@halo/domain';
import type { ApiError } from './ApiError';

/**
 * Asks the administrator to prove (or set up) their second factor after the server refused an
 * operation for want of it; resolves true once proven (the operation is then sent again), false when
 * they gave up (the refusal stands).
 */
export type SecondFactorChallenge = (refusal: SecondFactorRefusal) => Promise<boolean>;

/** The refusal code of a failed operation, when it is the second factor's. */
export function secondFactorRefusalOf(error: ApiError): SecondFactorRefusal | null {
  const code = error.errors[0]?.extensions?.code;
  return isSecondFactorRefusal(code) ? code : null;
}

/** Whether to send a refused operation again: a challenge is registered and the factor was proven. */
export async function provenAfterRefusal(
  current: SecondFactorChallenge | null,
  error: ApiError,
): Promise<boolean> {
  const refusal = secondFactorRefusalOf(error);
  if (!refusal || !current) return false;
  return current(refusal);
}
