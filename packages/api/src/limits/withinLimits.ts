// The check every limited route makes before its work: past any of its limits, the caller is turned
// away with 429 and the longest wait among them (Retry-After and the message name the same seconds).
import type { Locale } from '@halo/domain';
import { TooManyRequests } from '../http/errors/TooManyRequests';
import { rateLimitedMessage } from '../i18n/rateLimitedMessage';
import type { AttemptLimit } from './attemptLimit';

export type LimitCheck = [AttemptLimit, string];

export async function assertWithinLimits(locale: Locale, checks: LimitCheck[], now: Date): Promise<void> {
  const waits = (await Promise.all(checks.map(([limit, key]) => limit.retryAfter(key, now)))).filter(
    (wait) => wait !== null,
  );
  if (waits.length === 0) return;
  const seconds = Math.max(...waits);
  throw new TooManyRequests(rateLimitedMessage(locale, seconds), seconds);
}
