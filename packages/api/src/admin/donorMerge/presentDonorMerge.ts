// A merge as the console shows it (docs/PRODUCT.md §24): the two records, who merged them and when,
// what moved and what stayed, until when it may be undone, and the year-end statements already sent
// that list gifts under the wrong record since the merge (or since its undo).
import { undoDeadline, undoRefusal } from '@halo/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { inTurn } from '../../db/inTurn';
import { donorMerges, paymentMethods, type DonorMergeRow } from '../../db/schema';
import type { DonorMerge } from '../../graphql/resolverTypes.generated';
import type { AdminScope } from '../adminScope';
import { correctionsOf } from './donorMergeCorrections';
import { donorMergeRecords } from './donorMergeRecords';

/** The merges the console lists, newest first. */
export const DONOR_MERGES_SHOWN = 20;

const idsParam = (ids: readonly number[]) => sql`any(${sql.param([...ids])}::int[])`;

async function paymentMethodLabels(tx: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ brand: paymentMethods.brand, lastFour: paymentMethods.lastFour })
    .from(paymentMethods)
    .where(sql`${paymentMethods.id} = ${idsParam(ids)}`)
    .orderBy(paymentMethods.id);
  return rows.map((row) => ({ label: `${row.brand} ••${row.lastFour}` }));
}

export async function presentDonorMerge(
  tx: Database,
  scope: AdminScope,
  row: DonorMergeRow,
): Promise<DonorMerge> {
  const [records, keptIsMerged, movedMethods, stayedMethods, corrections] = await inTurn([
    () => donorMergeRecords(tx, row.organizationId, [row.keptUserId, row.mergedUserId]),
    async () =>
      (
        await tx
          .select({ id: donorMerges.id })
          .from(donorMerges)
          .where(and(eq(donorMerges.mergedUserId, row.keptUserId), isNull(donorMerges.undoneAt)))
      ).length > 0,
    () => paymentMethodLabels(tx, row.moved.paymentMethodIds),
    () => paymentMethodLabels(tx, row.stayed.paymentMethodIds),
    () => correctionsOf(tx, row),
  ]);
  const kept = records.get(row.keptUserId);
  const merged = records.get(row.mergedUserId);
  if (!kept || !merged) throw new Error('presentDonorMerge: a record of the merge is gone');
  const now = scope.app.clock();
  return {
    prefixedId: row.prefixedId,
    kept: kept.view,
    merged: merged.view,
    mergedBy: row.mergedByLabel,
    mergedAt: row.createdAt.toISOString(),
    undoableUntil: undoDeadline(row.createdAt).toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
    canUndo: undoRefusal({ mergedAt: row.createdAt, undoneAt: row.undoneAt, keptIsMerged }, now) === null,
    movedGiftCount: row.moved.giftIds.length,
    movedPledgeCount: row.moved.pledgeIds.length,
    movedHouseholdMembershipCount: row.moved.householdMemberIds.length,
    movedPaymentMethods: movedMethods,
    movedRecurringGiftCount: row.moved.recurringGivingIds.length,
    stayedPaymentMethods: stayedMethods,
    stayedRecurringGiftCount: row.stayed.recurringGivingIds.length,
    stayedPledgeCount: row.stayed.pledgeIds.length,
    stayedHouseholdMembershipCount: row.stayed.householdMemberIds.length,
    statementsNeedingCorrection: corrections.flatMap((each) => {
      const record = each.userId === row.keptUserId ? kept : each.userId === row.mergedUserId ? merged : null;
      return record
        ? [
            {
              year: each.year,
              donorPrefixedId: record.view.prefixedId,
              donorName: record.view.name,
              householdPrefixedId: each.householdPrefixedId,
              householdName: each.householdName,
              correctedAt: each.correctedAt?.toISOString() ?? null,
            },
          ]
        : [];
    }),
  };
}

export async function listDonorMerges(scope: AdminScope): Promise<DonorMerge[]> {
  const { db } = scope.app;
  const rows = await db
    .select()
    .from(donorMerges)
    .where(eq(donorMerges.organizationId, scope.organization.id))
    .orderBy(desc(donorMerges.id))
    .limit(DONOR_MERGES_SHOWN);
  return Promise.all(rows.map((row) => presentDonorMerge(db, scope, row)));
}
