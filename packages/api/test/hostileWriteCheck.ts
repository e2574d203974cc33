// Every row of every table ("never a partial write"): a refused request must leave the database as
// it was, and an accepted one must leave it consistent. Sessions and limit counters are left out:
// even a refused request may start a guest session, slide an expiry or count against a limit, and
// that is bookkeeping, not data.
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import * as schema from '../src/db/schema';
import { settledWriteCounts } from './tableWriteCounts';

// A kiosk's device row is touched (last used) by any call it makes, refused ones included.
const BOOKKEEPING_TABLES = new Set(['sessions', 'limit_counters', 'kiosk_devices']);

const TABLES: PgTable[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => !BOOKKEEPING_TABLES.has(getTableName(table)));
const TABLE_NAMES = TABLES.map((table) => getTableName(table));

/** Table name → its rows as sorted JSON lines. */
export type DatabaseSnapshot = Map<string, string[]>;

const writeCountsOf = new WeakMap<DatabaseSnapshot, Record<string, string>>();

/**
 * Every row of every table. With `previous`, the tables whose rows are still those of `previous`
 * are taken from it, and when none changed `previous` itself is the answer.
 */
export async function takeSnapshot(
  app: FastifyInstance,
  previous?: DatabaseSnapshot,
): Promise<DatabaseSnapshot> {
  const known = previous && writeCountsOf.get(previous);
  const counts = await settledWriteCounts(app, TABLE_NAMES, known);
  const changed = TABLES.filter((table) => known?.[getTableName(table)] !== counts[getTableName(table)]);
  if (previous && changed.length === 0) return previous;
  const snapshot: DatabaseSnapshot = new Map();
  for (const table of TABLES) {
    const name = getTableName(table);
    if (previous && !changed.includes(table)) {
      snapshot.set(name, previous.get(name)!);
      continue;
    }
    const rows: unknown[] = await app.db.select().from(table);
    snapshot.set(name, rows.map((row) => JSON.stringify(row)).sort());
  }
  writeCountsOf.set(snapshot, counts);
  return snapshot;
}

/** Per changed table, the rows only `before` has and the rows only `after` has. */
export function snapshotChanges(
  before: DatabaseSnapshot,
  after: DatabaseSnapshot,
): Record<string, { removed: string[]; added: string[] }> {
  const changes: Record<string, { removed: string[]; added: string[] }> = {};
  for (const [table, rowsBefore] of before) {
    const rowsAfter = after.get(table) ?? [];
    const setBefore = new Set(rowsBefore);
    const setAfter = new Set(rowsAfter);
    const removed = rowsBefore.filter((row) => !setAfter.has(row));
    const added = rowsAfter.filter((row) => !setBefore.has(row));
    if (removed.length > 0 || added.length > 0) changes[table] = { removed, added };
  }
  return changes;
}

export type Row = Record<string, unknown>;

export const rowsOf = (snapshot: DatabaseSnapshot, table: string): Row[] =>
  (snapshot.get(table) ?? []).map((line) => JSON.parse(line) as Row);

const sumBy = (rows: Row[], column: string) => rows.reduce((total, row) => total + Number(row[column]), 0);

/** A snapshot's rows never change, nor do its problems: an unchanged database is checked once. */
const problemsOf = new WeakMap<DatabaseSnapshot, string[]>();

/**
 * What must hold after any request, refused or accepted (a write is whole or absent): every gift's
 * fund shares add up to its money, every live recurring gift has funds adding up to its amount,
 * every finished idempotency claim has its answer, every user has a person, every saved card and
 * processor customer exists at the sandbox processor. Returns the broken rules, empty when none.
 */
export function consistencyProblems(snapshot: DatabaseSnapshot): string[] {
  const known = problemsOf.get(snapshot);
  if (known) return known;
  const problems = findConsistencyProblems(snapshot);
  problemsOf.set(snapshot, problems);
  return problems;
}

function findConsistencyProblems(snapshot: DatabaseSnapshot): string[] {
  const problems: string[] = [];
  const contributionFunds = rowsOf(snapshot, 'contribution_funds');
  for (const gift of rowsOf(snapshot, 'contributions')) {
    const shares = contributionFunds.filter((share) => share.contributionId === gift.id);
    const charged = Number(gift.chargedAmount);
    if (!Number.isSafeInteger(charged) || charged <= 0) {
      problems.push(`contribution ${String(gift.prefixedId)}: charged amount ${charged}`);
    }
    if (shares.length === 0) problems.push(`contribution ${String(gift.prefixedId)}: no fund shares`);
    else if (
      sumBy(shares, 'chargedAmount') !== charged ||
      sumBy(shares, 'netAmount') !== Number(gift.netAmount)
    ) {
      problems.push(`contribution ${String(gift.prefixedId)}: fund shares do not add up to ${charged}`);
    }
  }
  const recurringFunds = rowsOf(snapshot, 'recurring_giving_funds');
  for (const gift of rowsOf(snapshot, 'recurring_givings')) {
    if (gift.status === 'deleted') continue;
    const shares = recurringFunds.filter((share) => share.recurringGivingId === gift.id);
    if (shares.length === 0) problems.push(`recurring ${String(gift.prefixedId)}: no funds`);
    else if (sumBy(shares, 'giftAmount') !== Number(gift.giftAmount)) {
      problems.push(
        `recurring ${String(gift.prefixedId)}: funds do not add up to ${String(gift.giftAmount)}`,
      );
    }
    if (shares.some((share) => !Number.isSafeInteger(share.giftAmount) || Number(share.giftAmount) <= 0)) {
      problems.push(`recurring ${String(gift.prefixedId)}: a fund amount is not positive whole cents`);
    }
  }
  for (const claim of rowsOf(snapshot, 'idempotency_keys')) {
    if (claim.responseStatus === null) problems.push(`idempotency key ${String(claim.key)}: no answer`);
  }
  const people = rowsOf(snapshot, 'people');
  for (const user of rowsOf(snapshot, 'users')) {
    if (!people.some((person) => person.userId === user.id)) {
      problems.push(`user ${String(user.prefixedId)}: no person`);
    }
  }
  const sandboxCustomers = new Set(rowsOf(snapshot, 'sandbox_customers').map((row) => row.id));
  for (const customer of rowsOf(snapshot, 'processor_customers')) {
    if (customer.processorMode === 'sandbox' && !sandboxCustomers.has(customer.customerId)) {
      problems.push(`processor customer ${String(customer.customerId)}: unknown to the sandbox`);
    }
  }
  // A saved bank account is one of the sandbox's bank accounts (docs/PRODUCT.md §22).
  const sandboxCards = new Set(
    [...rowsOf(snapshot, 'sandbox_payment_methods'), ...rowsOf(snapshot, 'sandbox_bank_accounts')].map(
      (row) => row.id,
    ),
  );
  for (const card of rowsOf(snapshot, 'payment_methods')) {
    if (card.processorMode === 'sandbox' && !sandboxCards.has(card.processorId)) {
      problems.push(`payment method ${String(card.processorId)}: unknown to the sandbox`);
    }
  }
  return problems;
}
