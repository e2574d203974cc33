// The attempt limits of the account endpoints (issue 5), one plugin so every route shares them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimitedMessage } from '../i18n/rateLimitedMessage';
import { organizationKeyOf } from '../organizations/organizationKey';
import { createAttemptLimiter, type AttemptLimiter } from './attemptLimiter';

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
}

declare module 'fastify' {
  interface FastifyInstance {
    accountLimits: AccountLimits;
  }
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
export function rejectIfLimited(
  request: FastifyRequest,
  reply: FastifyReply,
  checks: Array<[AttemptLimiter, string]>,
  now: Date,
): boolean {
  const waits = checks.map(([limiter, key]) => limiter.retryAfter(key, now)).filter((wait) => wait !== null);
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
    app.decorate('accountLimits', {
      loginEmail: createAttemptLimiter({ max: 5, windowMs }),
      loginIp: createAttemptLimiter({ max: 20, windowMs }),
      forgotEmail: createAttemptLimiter({ max: 1, windowMs }),
      forgotIp: createAttemptLimiter({ max: 10, windowMs }),
      invitationEmail: createAttemptLimiter({ max: 1, windowMs }),
      registerIp: createAttemptLimiter({ max: 10, windowMs }),
      verificationResend: createAttemptLimiter({ max: 1, windowMs }),
    });
  },
  { name: 'account-limits', dependencies: ['locale'] },
);
