// The attempt limits of the account endpoints on the app, one plugin so every route shares them.
import fp from 'fastify-plugin';
import { createAttemptLimit } from '../limits/attemptLimit';
import { createLimitCounters } from '../limits/limitCounters';
import type { AccountLimits } from '../core/accounts/accountLimits';

declare module 'fastify' {
  interface FastifyInstance {
    accountLimits: AccountLimits;
  }
}

export default fp(
  async (app) => {
    const windowMs = app.config.authRateLimitWindowMs;
    const counters = createLimitCounters(app.db);
    const limit = (name: string, max: number) => createAttemptLimit(counters, { name, max, windowMs });
    app.decorate('accountLimits', {
      loginEmail: limit('login-email', 5),
      loginIp: limit('login-ip', 20),
      forgotEmail: limit('forgot-email', 1),
      forgotIp: limit('forgot-ip', 10),
      invitationEmail: limit('invitation-email', 1),
      registerIp: limit('register-ip', 10),
      verificationResend: limit('verification-resend', 1),
      signInCodeEmail: limit('sign-in-code-email', 3),
      signInCodeIp: limit('sign-in-code-ip', 10),
    });
    // Ended windows are only clutter (a lookup ignores them): cleared now and then, by any instance.
    const prune = setInterval(() => {
      counters
        .prune(app.clock())
        .catch((error: unknown) => app.log.error({ err: error }, 'pruning limits failed'));
    }, 10 * 60_000);
    prune.unref();
    app.addHook('onClose', async () => clearInterval(prune));
  },
  { name: 'account-limits', dependencies: ['locale', 'db'] },
);
