// Every row of every table of the public schema, to prove a refused request changed nothing
// (the authorization matrix). Tables are read from information_schema, so a table added by a
// later migration is covered without touching this file.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settledWriteCounts } from './tableWriteCounts';

/**
 * Bookkeeping that legitimately changes on any request, and how it is still compared:
 * - `sessions`: the sliding expiry writes `last_seen_at` and `expires_at` on a request at most once a
 *   minute (sessions/sessionsPlugin.ts), and a first visit or a sign-in that ran out leaves a guest row
 *   (no user), which carries no authority. So only signed-in rows are compared, without those two
 *   columns: a refused request must not create, end or re-own anybody's sign-in.
 * - `limit_counters`: a refused attempt is still counted against its limit (sign-in failures, the
 *   rate-limit plugin's store, card testing); counting is the point, and the counters carry no data
 *   of anybody's. Left out whole.
 */
const COMPARED_SESSION_COLUMNS =
  'select id_hash, user_id, organization_id, csrf_token, remember, created_at from sessions where user_id is not null';

/** Table name → its rows as JSON text, sorted (order-free, so no table needs a unique sort key). */
export type DatabaseSnapshot = Map<string, string[]>;

async function rowsOf(app: FastifyInstance, query: string): Promise<Record<string, unknown>[]> {
  const result = (await app.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

async function publicTables(app: FastifyInstance): Promise<string[]> {
  const rows = await rowsOf(
    app,
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  return rows.map((row) => String(row.table_name));
}

/** The tables a snapshot holds: every public table but the limit counters. */
export async function comparedTables(app: FastifyInstance): Promise<string[]> {
  return (await publicTables(app)).filter((table) => table !== 'limit_counters');
}

/** Per app, its last snapshot and the write counts of its tables then (tableWriteCounts.ts). */
const lastSnapshots = new WeakMap<
  FastifyInstance,
  { counts: Record<string, string>; snapshot: DatabaseSnapshot }
>();

/**
 * Only the tables written since the app's last snapshot are read (tableWriteCounts.ts), in one query;
 * the others' rows are that snapshot's. Most requests of the matrix are refused and change nothing.
 */
export async function snapshotDatabase(app: FastifyInstance): Promise<DatabaseSnapshot> {
  const tables = await comparedTables(app);
  // Names come from the catalogue, quoted anyway.
  const sourceOf = (table: string) => (table === 'sessions' ? `(${COMPARED_SESSION_COLUMNS})` : `"${table}"`);
  const last = lastSnapshots.get(app);
  const counts = await settledWriteCounts(app, tables, last?.counts);
  const unchanged = (table: string) => last?.snapshot.has(table) && last.counts[table] === counts[table];
  const snapshot: DatabaseSnapshot = new Map(
    tables.map((table) => [table, unchanged(table) ? last!.snapshot.get(table)! : []]),
  );
  const changed = tables.filter((table) => !unchanged(table));
  if (changed.length > 0) {
    const selects = changed.map(
      (table) => `select '${table}' as table_name, row_to_json(t)::text as row from ${sourceOf(table)} t`,
    );
    const rows = await rowsOf(app, selects.join(' union all '));
    for (const { table_name: table, row } of rows) snapshot.get(String(table))?.push(String(row));
    for (const table of changed) snapshot.get(table)!.sort();
  }
  lastSnapshots.set(app, { counts, snapshot });
  return snapshot;
}

/** What changed, table by table, as readable lines; empty when the snapshots are equal. */
export function describeChanges(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  const lines: string[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const old = new Set(before.get(table) ?? []);
    const now = new Set(after.get(table) ?? []);
    const removed = [...old].filter((row) => !now.has(row));
    const added = [...now].filter((row) => !old.has(row));
    if (!before.has(table)) lines.push(`${table}: table created`);
    if (!after.has(table)) lines.push(`${table}: table dropped`);
    for (const row of removed) lines.push(`${table} - ${row}`);
    for (const row of added) lines.push(`${table} + ${row}`);
  }
  return lines;
}

/** Tables whose rows differ between the snapshots. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (table) => (before.get(table) ?? []).join('\n') !== (after.get(table) ?? []).join('\n'),
  );
}
