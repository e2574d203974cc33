// What the console shows of a church's batches (docs/PRODUCT.md §13). Every figure is added by the
// database (the entries' sum and count), and every read names the church, so another church's
// batch is never found.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  contributions,
  funds,
  giftBatchEntries,
  giftBatches,
  people,
  statementBatches,
  users,
} from '../../db/schema';

/** At most this many batches are listed, newest first. */
export const GIFT_BATCH_LIST_LIMIT = 100;

const createdBy = alias(users, 'batch_created_by');
const committedBy = alias(users, 'batch_committed_by');
const signedOffBy = alias(users, 'batch_signed_off_by');

/** The entries' sum and count of each batch, added up by the database. */
const entryTotals = sql<number>`(select coalesce(sum(${giftBatchEntries.amount}), 0)::int from ${giftBatchEntries} where ${giftBatchEntries.batchId} = ${giftBatches.id})`;
const entryCount = sql<number>`(select count(*)::int from ${giftBatchEntries} where ${giftBatchEntries.batchId} = ${giftBatches.id})`;
/**
 * A committed batch whose year-end statement was started after it was committed: its donors may
 * already hold a statement that counts these gifts (docs/PRODUCT.md §13 "Reopening").
 */
const onSentStatement = sql<boolean>`(${giftBatches.status} = 'committed' and exists (
  select 1 from ${statementBatches}
  where ${statementBatches.organizationId} = ${giftBatches.organizationId}
    and ${statementBatches.year} = extract(year from ${giftBatches.batchDate})::int
    and ${statementBatches.createdAt} > ${giftBatches.committedAt}))`;

async function summaries(db: Database, where: SQL) {
  const rows = await db
    .select({
      id: giftBatches.id,
      prefixedId: giftBatches.prefixedId,
      name: giftBatches.name,
      date: giftBatches.batchDate,
      expectedTotal: giftBatches.expectedTotal,
      status: giftBatches.status,
      total: entryTotals.mapWith(Number),
      entryCount: entryCount.mapWith(Number),
      createdBy: createdBy.email,
      committedBy: committedBy.email,
      committedByPrefixedId: committedBy.prefixedId,
      committedAt: giftBatches.committedAt,
      signedOffBy: signedOffBy.email,
      signedOffAt: giftBatches.signedOffAt,
      onSentStatement: onSentStatement.mapWith(Boolean),
    })
    .from(giftBatches)
    .leftJoin(createdBy, eq(createdBy.id, giftBatches.createdByUserId))
    .leftJoin(committedBy, eq(committedBy.id, giftBatches.committedByUserId))
    .leftJoin(signedOffBy, eq(signedOffBy.id, giftBatches.signedOffByUserId))
    .where(where)
    .orderBy(desc(giftBatches.batchDate), desc(giftBatches.id))
    .limit(GIFT_BATCH_LIST_LIMIT);
  return rows.map(({ onSentStatement: sent, committedAt, signedOffAt, ...row }) => ({
    ...row,
    committedAt: committedAt?.toISOString() ?? null,
    signedOffAt: signedOffAt?.toISOString() ?? null,
    reopenWarnings: sent ? ['onSentStatement' as const] : [],
  }));
}

export type GiftBatchSummaryValue = Awaited<ReturnType<typeof summaries>>[number];

export function listGiftBatchSummaries(db: Database, organizationId: number) {
  return summaries(db, eq(giftBatches.organizationId, organizationId));
}

export async function giftBatchSummary(
  db: Database,
  organizationId: number,
  batchId: number,
): Promise<GiftBatchSummaryValue> {
  const [summary] = await summaries(
    db,
    and(eq(giftBatches.organizationId, organizationId), eq(giftBatches.id, batchId))!,
  );
  if (!summary) throw new Error('giftBatchSummary: the batch is gone');
  return summary;
}

/** A batch's entries in the order they were typed, with each donor's name and fund. */
export async function giftBatchEntryList(db: Database, organizationId: number, batchId: number) {
  const rows = await db
    .select({
      prefixedId: giftBatchEntries.prefixedId,
      donorPrefixedId: users.prefixedId,
      email: users.email,
      firstName: people.firstName,
      lastName: people.lastName,
      fundPrefixedId: funds.prefixedId,
      fundName: funds.name,
      amount: giftBatchEntries.amount,
      method: giftBatchEntries.method,
      checkNumber: giftBatchEntries.checkNumber,
      memo: giftBatchEntries.memo,
      giftPrefixedId: contributions.prefixedId,
    })
    .from(giftBatchEntries)
    .innerJoin(users, eq(users.id, giftBatchEntries.donorUserId))
    .leftJoin(people, eq(people.userId, users.id))
    .innerJoin(funds, eq(funds.id, giftBatchEntries.fundId))
    .leftJoin(contributions, eq(contributions.id, giftBatchEntries.contributionId))
    .where(and(eq(giftBatchEntries.organizationId, organizationId), eq(giftBatchEntries.batchId, batchId)))
    .orderBy(asc(giftBatchEntries.id));
  return rows.map(({ donorPrefixedId, email, firstName, lastName, ...entry }) => ({
    ...entry,
    donor: {
      prefixedId: donorPrefixedId,
      email,
      name: [firstName, lastName].filter(Boolean).join(' ') || email,
    },
  }));
}

/** A batch as the console's operations answer it: its summary and its entries. */
export async function giftBatchWithEntries(db: Database, organizationId: number, batchId: number) {
  const [batch, entries] = [
    await giftBatchSummary(db, organizationId, batchId),
    await giftBatchEntryList(db, organizationId, batchId),
  ];
  return { batch, entries };
}
