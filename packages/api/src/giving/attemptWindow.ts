// A sliding window of attempts per key, for the giving limits the rate-limit plugin cannot express:
// per donor (the key is known only after the token is read) and the card-testing guard (after a
// burst of declines from one IP, further card attempts get 429 until the oldest leaves the window).
// In memory, per process, like the rate-limit plugin's default store.

export interface AttemptWindow {
  record(key: string): void;
  /** Seconds until `key` may try again, or 0 when it is under the limit. */
  retryAfterSeconds(key: string): number;
}

export function createAttemptWindow(options: {
  limit: number;
  windowMs: number;
  clock?: () => number;
}): AttemptWindow {
  const { limit, windowMs, clock = Date.now } = options;
  const attempts = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const kept = (attempts.get(key) ?? []).filter((at) => now - at < windowMs);
    if (kept.length) attempts.set(key, kept);
    else attempts.delete(key);
    return kept;
  };
  return {
    record(key) {
      const now = clock();
      const kept = recent(key, now);
      kept.push(now);
      // Memory stays bounded: only the last `limit` attempts matter.
      if (kept.length > limit) kept.splice(0, kept.length - limit);
      attempts.set(key, kept);
    },
    retryAfterSeconds(key) {
      const now = clock();
      const kept = recent(key, now);
      if (kept.length < limit) return 0;
      const oldest = kept[kept.length - limit] ?? now;
      return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
    },
  };
}
