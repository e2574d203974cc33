// The one queue mechanism of the API: a table of rows that leave (emails, src/mail/outbox.ts; webhook
// deliveries, src/core/webhooks/) written in the transaction of the change that causes them, and
// claimed by a worker in one statement with `FOR UPDATE SKIP LOCKED`, so several instances on
// one PostgreSQL share the work and never take a row twice at once. A claim counts the attempt and
// is a lease: it moves `available_at` a lease ahead, so a row whose worker died is claimed again once
// the lease ends, and a row is done only when its worker records the outcome.
import { and, asc, getTableColumns, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

export interface LeasedQueue<TTable extends PgTable> {
  table: TTable;
  id: PgColumn;
  /** Counts claims: an attempt is counted when it starts, so a crash mid-attempt still counts. */
  attempts: PgColumn;
  /** When the row may next be claimed. */
  availableAt: PgColumn;
  /** Columns any of which, once set, take the row out of the queue (sent, delivered, given up). */
  finishedAt: PgColumn[];
}

export interface ClaimSettings {
  batchSize: number;
  /** How long a claimed row is left to its worker before another may claim it. */
  leaseMs: number;
}

/**
 * Now plus `ms`, in the database's time, not the app's clock (which tests and demos freeze): every
 * instance agrees on when a row is due, whatever its own clock says.
 */
export const databaseTimeIn = (ms: number): SQL => sql`now() + make_interval(secs => ${ms / 1000})`;

/** The wait before the next attempt after `attempts` failed ones: `firstMs`, then doubling, at most `capMs`. */
export function backoffMs(firstMs: number, attempts: number, capMs: number): number {
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), capMs);
}

function propertyOf(table: PgTable, column: PgColumn): string {
  const found = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!found) throw new Error(`leasedQueue: ${column.name} is not a column of the queue's table`);
  return found[0];
}

/**
 * Claims up to a batch of due rows (attempt counted, leased) in one statement: the rows are chosen
 * and locked by its subquery, and the lease is written before any other claim can see them. One
 * round trip, and a queue with nothing due costs one query.
 */
export async function claimDue<TTable extends PgTable>(
  db: Database,
  queue: LeasedQueue<TTable>,
  settings: ClaimSettings,
): Promise<TTable['$inferSelect'][]> {
  const due = db
    .select({ id: queue.id })
    .from(queue.table as PgTable)
    .where(and(...queue.finishedAt.map((column) => isNull(column)), lte(queue.availableAt, sql`now()`)))
    .orderBy(asc(queue.availableAt), asc(queue.id))
    .limit(settings.batchSize)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(queue.table)
    .set({
      [propertyOf(queue.table, queue.attempts)]: sql`${queue.attempts} + 1`,
      [propertyOf(queue.table, queue.availableAt)]: databaseTimeIn(settings.leaseMs),
    } as never)
    .where(inArray(queue.id, due))
    .returning();
  // Oldest first: RETURNING keeps no order.
  const rows = claimed as TTable['$inferSelect'][];
  const idKey = propertyOf(queue.table, queue.id) as keyof TTable['$inferSelect'];
  return rows.sort((a, b) => Number(a[idKey]) - Number(b[idKey]));
}

/**
 * A pass over the queue: claims and hands `work` each batch of due rows until a claim comes back
 * short of a batch. A row that falls due after that claim is the next pass's (the request that
 * queued it starts one, and so does the timer), so a quiet queue costs a pass one query.
 */
export async function workThroughDue<TTable extends PgTable>(
  db: Database,
  queue: LeasedQueue<TTable>,
  settings: ClaimSettings,
  work: (claimed: TTable['$inferSelect'][]) => Promise<void>,
): Promise<void> {
  for (;;) {
    const claimed = await claimDue(db, queue, settings);
    if (claimed.length > 0) await work(claimed);
    if (claimed.length < settings.batchSize) return;
  }
}
