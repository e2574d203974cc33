// The one mechanism behind every attempt limit: a counter per key in the database (schema
// `limit_counters`), its window starting at the key's first hit. One statement counts a hit, starts
// a new window once the old one has ended, and answers the count, so concurrent requests on any
// number of instances agree; nothing lives in process memory.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { limitCounters } from '../db/schema';

export interface WindowCount {
  count: number;
  /** Milliseconds until this window ends. */
  resetInMs: number;
}

export interface LimitCounters {
  /** Counts one attempt of `key` in its current window (a new one if none is running). */
  hit(key: string, windowMs: number, now: Date): Promise<WindowCount>;
  /** The current window's count without counting. */
  peek(key: string, now: Date): Promise<WindowCount>;
  /** Forgets `key` (a successful sign-in). */
  clear(key: string): Promise<void>;
  /** Deletes windows that ended before `now`. */
  prune(now: Date): Promise<void>;
}

export function createLimitCounters(db: Database): LimitCounters {
  // A gift counts and reads several of these, and every sign-in one: prepared once
  // (docs/ARCHITECTURE.md §8, prepared lookups). Times go in as Dates: drizzle encodes the inserted
  // ones for their columns, and the driver sends the others as the instant they are.
  const now = sql.placeholder('now');
  const end = sql.placeholder('end');
  const ended = sql`${limitCounters.expiresAt} <= ${now}`;
  const countHit = db
    .insert(limitCounters)
    .values({ key: sql.placeholder('key'), windowStart: now, hits: 1, expiresAt: end })
    .onConflictDoUpdate({
      target: limitCounters.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${limitCounters.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${ended} THEN ${now} ELSE ${limitCounters.windowStart} END`,
        expiresAt: sql`CASE WHEN ${ended} THEN ${end} ELSE ${limitCounters.expiresAt} END`,
      },
    })
    .returning({ hits: limitCounters.hits, expiresAt: limitCounters.expiresAt })
    .prepare('limit_counter_hit');
  const currentWindow = db
    .select({ hits: limitCounters.hits, expiresAt: limitCounters.expiresAt })
    .from(limitCounters)
    .where(and(eq(limitCounters.key, sql.placeholder('key')), gt(limitCounters.expiresAt, now)))
    .prepare('limit_counter_peek');
  return {
    async hit(key, windowMs, at) {
      const windowEnd = new Date(at.getTime() + windowMs);
      const [row] = await countHit.execute({ key, now: at, end: windowEnd });
      return {
        count: row?.hits ?? 1,
        resetInMs: (row?.expiresAt ?? windowEnd).getTime() - at.getTime(),
      };
    },
    async peek(key, at) {
      const [row] = await currentWindow.execute({ key, now: at });
      return row
        ? { count: row.hits, resetInMs: row.expiresAt.getTime() - at.getTime() }
        : { count: 0, resetInMs: 0 };
    },
    async clear(key) {
      await db.delete(limitCounters).where(eq(limitCounters.key, key));
    },
    async prune(now) {
      await db.delete(limitCounters).where(lt(limitCounters.expiresAt, now));
    },
  };
}
