// The attempt limits of the account endpoints, one plugin so every route shares them.
import type { FastifyRequest } from 'fastify';
import { organizationKeyOf } from '../organizationKey';
import type { AttemptLimit as AttemptLimiter } from '../../limits/attemptLimit';

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
