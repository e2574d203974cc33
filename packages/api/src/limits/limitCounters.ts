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
  /**
   * Counts one attempt of `key` only while its window holds fewer than `max`, in the same one
   * statement: of two callers at once for the last attempt left, one is counted and one is not.
   * Null when it was not counted.
   */
  hitUnder(key: string, max: number, windowMs: number, now: Date): Promise<WindowCount | null>;
  /** The current windows of `keys` without counting; a key with none running is absent. */
  read(keys: string[], now: Date): Promise<Map<string, WindowCount>>;
  /** Forgets `key` (a successful sign-in). */
  clear(key: string): Promise<void>;
  /** Deletes windows that ended before `now`. */
  prune(now: Date): Promise<void>;
}

/** The largest count the `hits` column holds: a ceiling no window reaches. */
const NO_CEILING = 2 ** 31 - 1;

const countersOf = new WeakMap<Database, LimitCounters>();

/** The counters over `db`: made once per database (or transaction), so callers may ask per request. */
export function createLimitCounters(db: Database): LimitCounters {
  let counters = countersOf.get(db);
  if (!counters) {
    counters = countersOver(db);
    countersOf.set(db, counters);
  }
  return counters;
}

function countersOver(db: Database): LimitCounters {
  // A gift counts and reads several of these, and every sign-in one: prepared once
  // (docs/ARCHITECTURE.md §8, prepared lookups). Times go in as Dates: drizzle encodes the inserted
  // ones for their columns, and the driver sends the others as the instant they are.
  const now = sql.placeholder('now');
  const end = sql.placeholder('end');
  const ended = sql`${limitCounters.expiresAt} <= ${now}`;
  // `hit` is `hitUnder` with no ceiling: one statement for both.
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
      // Without room the row is left alone and nothing comes back.
      setWhere: sql`${ended} OR ${limitCounters.hits} < ${sql.placeholder('max')}`,
    })
    .returning({ hits: limitCounters.hits, expiresAt: limitCounters.expiresAt })
    .prepare('limit_counter_hit');
  const currentWindows = db
    .select({ key: limitCounters.key, hits: limitCounters.hits, expiresAt: limitCounters.expiresAt })
    .from(limitCounters)
    .where(
      and(
        sql`${limitCounters.key} = any(${sql.placeholder('keys')}::text[])`,
        gt(limitCounters.expiresAt, now),
      ),
    )
    .prepare('limit_counter_read');
  const windowOf = (hits: number, expiresAt: Date, at: Date): WindowCount => ({
    count: hits,
    resetInMs: expiresAt.getTime() - at.getTime(),
  });
  async function hitUnder(key: string, max: number, windowMs: number, at: Date) {
    const [row] = await countHit.execute({ key, max, now: at, end: new Date(at.getTime() + windowMs) });
    return row ? windowOf(row.hits, row.expiresAt, at) : null;
  }
  return {
    async hit(key, windowMs, at) {
      const counted = await hitUnder(key, NO_CEILING, windowMs, at);
      if (!counted) throw new Error(`limit counter ${key} counted nothing without a ceiling`);
      return counted;
    },
    hitUnder,
    async read(keys, at) {
      const rows = keys.length === 0 ? [] : await currentWindows.execute({ keys, now: at });
      return new Map(rows.map((row) => [row.key, windowOf(row.hits, row.expiresAt, at)]));
    },
    async clear(key) {
      await db.delete(limitCounters).where(eq(limitCounters.key, key));
    },
    async prune(now) {
      await db.delete(limitCounters).where(lt(limitCounters.expiresAt, now));
    },
  };
}
