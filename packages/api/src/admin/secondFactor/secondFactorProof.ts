// Proving the second factor with a typed code: six digits are tried as the authenticator's code,
// anything else as a recovery code. Wrong codes count against the administrator's limit and the
// limit is checked first, so a stolen password and session cannot guess their way through.
import { isAuthenticatorCode, normalizeSecondFactorCode, type Locale } from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import type { SecondFactorRow, UserRow } from '../../db/schema';
import { validationError } from '../../graphql/portalErrors';
import { rateLimitedMessage } from '../../i18n/rateLimitedMessage';
import { matchAuthenticatorCode } from './authenticatorCode';
import { consumeRecoveryCode, consumeTimeStep } from './secondFactorRecords';
import { secondFactorMessage, type SecondFactorMessageKey } from './secondFactorMessages';

export type ProofMethod = 'authenticator' | 'recovery-code';

const FIELD = 'code';

/**
 * Uses up `typed` as a proof of `row` (the authenticator's code of now, once; or an unused recovery
 * code when `recoveryCodes`), or throws a validation error on `code`.
 */
export async function proveSecondFactor(
  app: FastifyInstance,
  user: UserRow,
  row: SecondFactorRow,
  typed: string,
  options: { locale: Locale; recoveryCodes: boolean },
): Promise<ProofMethod> {
  const { locale } = options;
  const fail = (key: SecondFactorMessageKey) =>
    validationError({ [FIELD]: [secondFactorMessage(locale, key)] });
  const code = normalizeSecondFactorCode(typed);
  if (!code) throw fail('codeRequired');
  const limit = app.secondFactor.wrongCodes;
  const key = user.prefixedId;
  const now = app.clock();
  const wait = await limit.retryAfter(key, now);
  if (wait !== null) throw validationError({ [FIELD]: [rateLimitedMessage(locale, wait)] });

  let method: ProofMethod | null = null;
  if (isAuthenticatorCode(code)) {
    const secret = app.secondFactor.secrets.open(row.secretCiphertext);
    const step = await matchAuthenticatorCode(secret, code, now, row.lastTimeStep);
    if (step !== null && (await consumeTimeStep(app.db, user.id, step))) method = 'authenticator';
  } else if (options.recoveryCodes) {
    const hash = app.secondFactor.hashRecoveryCode(code);
    if (await consumeRecoveryCode(app.db, user.id, hash, now)) method = 'recovery-code';
  }
  if (method) {
    await limit.clear(key);
    return method;
  }
  await limit.hit(key, now);
  throw fail(options.recoveryCodes ? 'codeWrong' : 'confirmCodeWrong');
}
