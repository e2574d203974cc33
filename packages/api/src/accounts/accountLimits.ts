// The attempt limits of the account endpoints, one plugin so every route shares them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimitedMessage } from '../i18n/rateLimitedMessage';
import { organizationKeyOf } from '../organizations/organizationKey';
import { createAttemptLimit, type AttemptLimit as AttemptLimiter } from '../limits/attemptLimit';
import { createLimitCounters } from '../limits/limitCounters';

export interface AccountLimits {
  /** Failed sign-ins per organization + email: 5 a window. */
  loginEmail: AttemptLimiter;
  /** Failed sign-ins per IP: 20 a window (a church's shared connection has many donors). */
  loginIp: AttemptLimiter;
  /** Reset emails per organization + email: 1 a window. */
  forgotEmail: AttemptLimiter;
  /** Forgot-password requests per IP, found or not: 10 a window, to slow probing for addresses. */
  forgotIp: AttemptLimiter;
  /** Set-password invitations from the giving form (POST /api/give/account-invitation) per organization + email: 1 a window. */
  invitationEmail: AttemptLimiter;
  /** Registrations per IP: 10 a window. */
  registerIp: AttemptLimiter;
  /** Verification emails per user: 1 a window. */
  verificationResend: AttemptLimiter;
  /** Sign-in code requests per organization + email, found or not: 3 a window. */
  signInCodeEmail: AttemptLimiter;
  /** Sign-in code requests per IP, found or not: 10 a window, to slow probing and mail bombing. */
  signInCodeIp: AttemptLimiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    accountLimits: AccountLimits;
  }
}

/**
 * The client's IP alone, not joined with the organization: the organization comes from a header or
 * host name the client chooses, and a new one per request would escape a per-IP limit.
 */
export function ipKey(request: FastifyRequest): string {
  return request.ip;
}

/** `org:email`, so the same address at two churches is two keys. */
export function emailKey(request: FastifyRequest, email: string): string {
  const organization = organizationKeyOf(request);
  return `${organization?.value ?? ''}:${email.trim().toLowerCase()}`;
}

/**
 * Answers 429 with the localized message and Retry-After when one of `checks` is limited; returns
 * whether it did (the caller then stops).
 */
export async function rejectIfLimited(
  request: FastifyRequest,
  reply: FastifyReply,
  checks: Array<[AttemptLimiter, string]>,
  now: Date,
): Promise<boolean> {
  const waits = (await Promise.all(checks.map(([limiter, key]) => limiter.retryAfter(key, now)))).filter(
    (wait) => wait !== null,
  );
  if (waits.length === 0) return false;
  const seconds = Math.max(...waits);
  void reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ message: rateLimitedMessage(request.locale, seconds) });
  return true;
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
