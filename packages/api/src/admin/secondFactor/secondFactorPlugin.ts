// What the administrators' second factor needs from the server: the key sealing authenticator
// secrets and hashing recovery codes (from APP_KEY, so every instance agrees), and the limit on
// wrong codes, counted in the database like every other attempt limit.
import fp from 'fastify-plugin';
import { createRecoveryCodeHasher, type RecoveryCodeHasher } from './recoveryCodes';
import { createSecretBox, type SecretBox } from './secretBox';
import { resolveAppKey } from '../../core/appKey';
import { createAttemptLimit, type AttemptLimit } from '../../limits/attemptLimit';
import { createLimitCounters } from '../../limits/limitCounters';

export interface SecondFactorKeys {
  secrets: SecretBox;
  hashRecoveryCode: RecoveryCodeHasher;
  /**
   * Wrong codes per administrator (not per session: a new sign-in starts no new count): 5 in 15
   * minutes, longer than the sign-in window, because a million codes is a small space to guess in.
   */
  wrongCodes: AttemptLimit;
}

declare module 'fastify' {
  interface FastifyInstance {
    secondFactor: SecondFactorKeys;
  }
}

export default fp(
  async (app) => {
    const key = await resolveAppKey(app.config);
    app.decorate('secondFactor', {
      secrets: createSecretBox(key),
      hashRecoveryCode: createRecoveryCodeHasher(key),
      wrongCodes: createAttemptLimit(createLimitCounters(app.db), {
        name: 'second-factor',
        max: 5,
        windowMs: 15 * 60_000,
      }),
    });
  },
  { name: 'second-factor', dependencies: ['db'] },
);
