/**
 * Fixed-window attempt counting for the account endpoints (issue 5: sign-in per IP and per email,
 * forgot-password per email). Not @fastify/rate-limit's route hook because sign-in counts only
 * failures and forgets them on success (a donor who signs in five times in a minute is not an
 * attacker), and because the window follows `app.clock`, so tests see a limit recover without
 * waiting. In memory per process, like the plugin's default store.
 */
export interface AttemptLimiter {
  /** Seconds until `key` may try again, or null when it is not limited. */
  retryAfter(key: string, now: Date): number | null;
  /** Counts one attempt of `key`. */
  hit(key: string, now: Date): void;
  /** Forgets `key` (a successful sign-in). */
  clear(key: string): void;
}

export function createAttemptLimiter({ max, windowMs }: { max: number; windowMs: number }): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = (now: number) => {
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    retryAfter(key, now) {
      const entry = live(key, now.getTime());
      if (!entry || entry.count < max) return null;
      return Math.max(1, Math.ceil((entry.resetAt - now.getTime()) / 1000));
    },
    hit(key, now) {
      const at = now.getTime();
      if (windows.size > 10_000) sweep(at);
      const entry = live(key, at);
      if (entry) entry.count += 1;
      else windows.set(key, { count: 1, resetAt: at + windowMs });
    },
    clear(key) {
      windows.delete(key);
    },
  };
}
