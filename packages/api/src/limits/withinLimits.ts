// The check every limited route makes before its work: past any of its limits, the caller is turned
// away with 429 and the longest wait among them (Retry-After and the message name the same seconds).
import type { Locale } from '@halo/domain';
import { TooManyRequests } from '../http/errors/TooManyRequests';
import { rateLimitedMessage } from '../i18n/rateLimitedMessage';
import { longestWait, type AttemptLimit, type LimitCheck } from './attemptLimit';

export async function assertWithinLimits(locale: Locale, checks: LimitCheck[], now: Date): Promise<void> {
  const wait = await longestWait(checks, now);
  if (wait !== null) throw tooManyAttempts(locale, wait);
}

/** Counts one attempt of `key` against `limit`, or turns the caller away when it is past it. */
export async function takeWithinLimit(
  locale: Locale,
  limit: AttemptLimit,
  key: string,
  now: Date,
): Promise<void> {
  const seconds = await limit.take(key, now);
  if (seconds !== null) throw tooManyAttempts(locale, seconds);
}

/** The refusal of an attempt past its limit: 429, Retry-After and the message naming the same seconds. */
export function tooManyAttempts(locale: Locale, seconds: number): TooManyRequests {
  return new TooManyRequests(rateLimitedMessage(locale, seconds), seconds);
}
