// A limit of attempts per key and window over the database counters (limitCounters.ts): sign-in
// failures, reset emails, registrations, giving per donor, card-testing declines. Routes check it
// before the work and count what they decide counts (sign-in counts only failures; card testing
// only declines), which a route-level hook cannot express.
import type { LimitCounters, WindowCount } from './limitCounters';

export interface AttemptLimit {
  /** The counters it counts in: one set per database, so checks of one request read together. */
  readonly counters: LimitCounters;
  /** Seconds until `key` may try again, or null when it is under the limit. */
  retryAfter(key: string, now: Date): Promise<number | null>;
  /**
   * Counts one attempt of `key` if it is under the limit, in one statement: two attempts at once
   * cannot both take the last one left. Seconds until it may try again when it was not counted.
   */
  take(key: string, now: Date): Promise<number | null>;
  /** Counts one attempt of `key`. */
  hit(key: string, now: Date): Promise<void>;
  /** Forgets `key` (a successful sign-in). */
  clear(key: string): Promise<void>;
  /** The counter `key` is counted under. */
  counterKey(key: string): string;
  /** Seconds until a key with this window (absent: none running) may try again, or null. */
  waitOf(window: WindowCount | undefined): number | null;
}

export type LimitCheck = [AttemptLimit, string];

export function createAttemptLimit(
  counters: LimitCounters,
  options: { name: string; max: number; windowMs: number },
): AttemptLimit {
  const { name, max, windowMs } = options;
  const counterKey = (key: string) => `${name}:${key}`;
  const waitOf = (window: WindowCount | undefined) =>
    !window || window.count < max ? null : Math.max(1, Math.ceil(window.resetInMs / 1000));
  const retryAfter = async (key: string, now: Date) =>
    waitOf((await counters.read([counterKey(key)], now)).get(counterKey(key)));
  return {
    counters,
    retryAfter,
    async take(key, now) {
      const counted = await counters.hitUnder(counterKey(key), max, windowMs, now);
      // Refused: the window that refused it says how long (it may have ended since, then 1 s).
      return counted ? null : ((await retryAfter(key, now)) ?? 1);
    },
    async hit(key, now) {
      await counters.hit(counterKey(key), windowMs, now);
    },
    async clear(key) {
      await counters.clear(counterKey(key));
    },
    counterKey,
    waitOf,
  };
}

/**
 * The longest wait among `checks`, or null when every one is under its limit. The windows of limits
 * that count in the same counters (every limit of one database) are read in one query.
 */
export async function longestWait(checks: LimitCheck[], now: Date): Promise<number | null> {
  const byCounters = new Map<LimitCounters, LimitCheck[]>();
  for (const check of checks) {
    const group = byCounters.get(check[0].counters);
    if (group) group.push(check);
    else byCounters.set(check[0].counters, [check]);
  }
  const waits: number[] = [];
  for (const [counters, group] of byCounters) {
    const windows = await counters.read(
      group.map(([limit, key]) => limit.counterKey(key)),
      now,
    );
    for (const [limit, key] of group) {
      const wait = limit.waitOf(windows.get(limit.counterKey(key)));
      if (wait !== null) waits.push(wait);
    }
  }
  return waits.length ? Math.max(...waits) : null;
}
