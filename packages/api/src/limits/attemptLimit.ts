// A limit of attempts per key and window over the database counters (limitCounters.ts): sign-in
// failures, reset emails, registrations, giving per donor, card-testing declines. Routes check it
// before the work and count what they decide counts (sign-in counts only failures; card testing
// only declines), which a route-level hook cannot express.
import type { LimitCounters } from './limitCounters';

export interface AttemptLimit {
  /** Seconds until `key` may try again, or null when it is under the limit. */
  retryAfter(key: string, now: Date): Promise<number | null>;
  /** Counts one attempt of `key`. */
  hit(key: string, now: Date): Promise<void>;
  /** Forgets `key` (a successful sign-in). */
  clear(key: string): Promise<void>;
}

export function createAttemptLimit(
  counters: LimitCounters,
  options: { name: string; max: number; windowMs: number },
): AttemptLimit {
  const { name, max, windowMs } = options;
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    async retryAfter(key, now) {
      const { count, resetInMs } = await counters.peek(keyOf(key), now);
      return count < max ? null : Math.max(1, Math.ceil(resetInMs / 1000));
    },
    async hit(key, now) {
      await counters.hit(keyOf(key), windowMs, now);
    },
    async clear(key) {
      await counters.clear(keyOf(key));
    },
  };
}
