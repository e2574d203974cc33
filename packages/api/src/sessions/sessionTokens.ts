import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new session id for the cookie: 256 random bits, URL-safe. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the session id, so a leaked table does not log anyone in. */
export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

/** A new CSRF token: readable by the page's JavaScript, echoed back in X-XSRF-TOKEN. */
export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Constant-time comparison, so response timing does not reveal how much of a guess was right. */
export function tokensMatch(expected: string, received: string | undefined): boolean {
  if (received === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
