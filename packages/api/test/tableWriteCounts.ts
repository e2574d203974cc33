// Which tables were written since a moment, for the tests that snapshot the whole database around a
// request (wholeDatabaseSnapshot.ts for the authorization matrix and the refusals, hostileWriteCheck.ts
// for hostile input): a sequence per table, moved by a trigger on every row inserted, updated or
// deleted and on a TRUNCATE, installed in the test's own database. A table whose count has not moved
// holds the rows it held, and is not read again; most requests these tests watch are refused and
// write nothing. A sequence moves outside the transaction, so a write rolled back still counts: its
// table is read and compared, which only costs time. (An md5 of every table's rows after every request
// was most of those suites' time: 16 ms a snapshot, 24 s of the matrix's 57.)
import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { walletDomains, webhookDeliveries } from '../src/db/schema';

const COUNT_WRITE = `create or replace function halo_test_count_write() returns trigger language plpgsql as $$
  begin
    perform nextval(format('%I', 'halo_test_writes_' || tg_table_name));
    return null;
  end $$`;

const sequenceOf = (table: string) => `"halo_test_writes_${table}"`;

const countingStatements = (table: string) => [
  `create sequence if not exists ${sequenceOf(table)}`,
  `create or replace trigger halo_test_row_writes after insert or update or delete on "${table}" ` +
    'for each row execute function halo_test_count_write()',
  `create or replace trigger halo_test_truncates after truncate on "${table}" ` +
    'for each statement execute function halo_test_count_write()',
];

/** Per app, the tables already counted (a table a later migration adds is counted from its first snapshot). */
const counting = new WeakMap<FastifyInstance, { tables: Set<string>; installing: Promise<void> }>();

function countWrites(app: FastifyInstance, tables: readonly string[]): Promise<void> {
  let state = counting.get(app);
  if (!state) {
    state = { tables: new Set(), installing: app.db.execute(sql.raw(COUNT_WRITE)).then(() => undefined) };
    counting.set(app, state);
  }
  const counted = state;
  // One installation at a time, so two snapshots at once never create the same trigger together.
  counted.installing = counted.installing.then(async () => {
    for (const table of tables) {
      if (counted.tables.has(table)) continue;
      for (const statement of countingStatements(table)) await app.db.execute(sql.raw(statement));
      counted.tables.add(table);
    }
  });
  return counted.installing;
}

/** Per table, how far its writes have counted: equal counts, the same rows. */
export async function tableWriteCounts(
  app: FastifyInstance,
  tables: readonly string[],
): Promise<Record<string, string>> {
  await countWrites(app, tables);
  const counts = tables.map(
    (table) => `(select last_value::text || is_called::text from ${sequenceOf(table)}) as "${table}"`,
  );
  const result = (await app.db.execute(sql.raw(`select ${counts.join(', ')}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0]!;
}

/** The queues whose work starts once an answer has left (their plugins' onResponse hooks). */
const AFTER_RESPONSE_QUEUES = [getTableName(walletDomains), getTableName(webhookDeliveries)];

/**
 * Per table, how far its writes have counted, once the work queued since `previous` (registering a
 * church's websites for Apple Pay and Google Pay, webhook deliveries) has run to its end: a snapshot
 * taken as an answer arrives could otherwise catch a queued row half done, and the next request
 * would seem to have written it. Without `previous`, whatever is queued is worked first.
 */
export async function settledWriteCounts(
  app: FastifyInstance,
  tables: readonly string[],
  previous?: Record<string, string>,
): Promise<Record<string, string>> {
  const counts = await tableWriteCounts(app, tables);
  if (previous && AFTER_RESPONSE_QUEUES.every((table) => previous[table] === counts[table])) return counts;
  // drain() joins a pass already running and makes one more after it.
  await Promise.all([app.walletDomains.drain(), app.webhooks.drain()]);
  return tableWriteCounts(app, tables);
}
