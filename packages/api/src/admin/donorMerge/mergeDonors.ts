// "Merge" in the console's Donors (docs/PRODUCT.md §24): one transaction, on the church's row and then
// both donor rows locked, so two merges of the same records wait for each other and the second finds
// the first done (refused: already merged) instead of moving rows twice. The merge row records exactly
// which rows moved, for its undo.
import { mergeRefusal, planDonorMerge, type MovedRows } from '@halo/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import {
  contributions,
  donorMerges,
  householdMembers,
  households,
  paymentMethods,
  pledges,
  recurringGivings,
  users,
  type UserRow,
} from '../../db/schema';
import type { DonorMerge } from '../../graphql/resolverTypes.generated';
import { validationError } from '../../graphql/portalErrors';
import { adminChange } from '../adminChange';
import type { AdminScope } from '../adminScope';
import { donorMergeMessage, type DonorMergeMessageKey } from './donorMergeMessages';
import { isMergedAway, readMergeRecord } from './donorMergeReads';
import { presentDonorMerge } from './presentDonorMerge';

export function refuseMerge(scope: AdminScope, field: string, key: DonorMergeMessageKey): never {
  throw validationError({ [field]: [donorMergeMessage(scope.locale, key)] });
}

/** Both records of the church, locked in id order (two merges never lock them the other way round). */
async function lockRecords(tx: Database, organizationId: number, prefixedIds: string[]): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.prefixedId, prefixedIds)))
    .orderBy(asc(users.id))
    .for('update');
}

const idsParam = (ids: readonly number[]) => sql`any(${sql.param([...ids])}::int[])`;

/** Moves the rows of `moved` from one record to the other: the merge's way, and its undo's way back. */
export async function moveRows(
  tx: Database,
  moved: MovedRows,
  from: number,
  to: number,
  direction: 'merge' | 'undo',
): Promise<void> {
  // Only rows still with `from`: a row another change took elsewhere since is left where it is.
  if (moved.giftIds.length > 0) {
    await tx
      .update(contributions)
      .set({ donorUserId: to })
      .where(and(sql`${contributions.id} = ${idsParam(moved.giftIds)}`, eq(contributions.donorUserId, from)));
  }
  if (moved.pledgeIds.length > 0) {
    await tx
      .update(pledges)
      .set({ donorUserId: to })
      .where(and(sql`${pledges.id} = ${idsParam(moved.pledgeIds)}`, eq(pledges.donorUserId, from)));
  }
  if (moved.householdMemberIds.length > 0) {
    await tx
      .update(householdMembers)
      .set({ userId: to })
      .where(
        and(
          sql`${householdMembers.id} = ${idsParam(moved.householdMemberIds)}`,
          eq(householdMembers.userId, from),
        ),
      );
  }
  if (moved.addresseeHouseholdIds.length > 0) {
    await tx
      .update(households)
      .set({ addresseeUserId: to })
      .where(
        and(
          sql`${households.id} = ${idsParam(moved.addresseeHouseholdIds)}`,
          eq(households.addresseeUserId, from),
        ),
      );
  }
  if (moved.paymentMethodIds.length > 0) {
    // One primary card a donor: a moved card gives it up to the kept record's, and gets it back on
    // the undo unless the merged record chose another since.
    if (direction === 'merge' && moved.primaryClearedPaymentMethodIds.length > 0) {
      await tx
        .update(paymentMethods)
        .set({ isPrimary: false })
        .where(sql`${paymentMethods.id} = ${idsParam(moved.primaryClearedPaymentMethodIds)}`);
    }
    await tx
      .update(paymentMethods)
      .set({ userId: to })
      .where(
        and(sql`${paymentMethods.id} = ${idsParam(moved.paymentMethodIds)}`, eq(paymentMethods.userId, from)),
      );
    if (direction === 'undo' && moved.primaryClearedPaymentMethodIds.length > 0) {
      await tx.execute(sql`
        update payment_methods set is_primary = true
        where id = ${idsParam(moved.primaryClearedPaymentMethodIds)} and user_id = ${to}
          and not exists (select 1 from payment_methods other where other.user_id = ${to} and other.is_primary)`);
    }
  }
  if (moved.recurringGivingIds.length > 0) {
    await tx
      .update(recurringGivings)
      .set({ donorUserId: to, updatedAt: new Date() })
      .where(
        and(
          sql`${recurringGivings.id} = ${idsParam(moved.recurringGivingIds)}`,
          eq(recurringGivings.donorUserId, from),
        ),
      );
  }
}

export function mergeDonors(
  scope: AdminScope,
  keptDonorPrefixedId: string,
  mergedDonorPrefixedId: string,
): Promise<DonorMerge> {
  if (keptDonorPrefixedId === mergedDonorPrefixedId)
    refuseMerge(scope, 'mergedDonorPrefixedId', 'sameRecord');
  return adminChange(scope, 'donor.merge', async (tx, organization) => {
    const locked = await lockRecords(tx, organization.id, [keptDonorPrefixedId, mergedDonorPrefixedId]);
    const kept = locked.find((user) => user.prefixedId === keptDonorPrefixedId);
    const merged = locked.find((user) => user.prefixedId === mergedDonorPrefixedId);
    if (!kept) refuseMerge(scope, 'keptDonorPrefixedId', 'donorUnknown');
    if (!merged) refuseMerge(scope, 'mergedDonorPrefixedId', 'donorUnknown');
    const refusal = mergeRefusal({
      keptId: kept.id,
      mergedId: merged.id,
      keptIsMerged: await isMergedAway(tx, kept.id),
      mergedIsMerged: await isMergedAway(tx, merged.id),
    });
    if (refusal) refuseMerge(scope, 'mergedDonorPrefixedId', refusal);
    const plan = planDonorMerge(
      await readMergeRecord(tx, organization.id, kept),
      await readMergeRecord(tx, organization.id, merged),
    );
    await moveRows(tx, plan.moved, merged.id, kept.id, 'merge');
    const [row] = await tx
      .insert(donorMerges)
      .values({
        prefixedId: newPrefixedId('dmg'),
        organizationId: organization.id,
        keptUserId: kept.id,
        mergedUserId: merged.id,
        mergedByUserId: scope.user.id,
        mergedByLabel: scope.user.email,
        moved: plan.moved,
        stayed: plan.stayed,
        createdAt: scope.app.clock(),
      })
      .returning();
    if (!row) throw new Error('mergeDonors: insert returned nothing');
    return {
      value: await presentDonorMerge(tx, scope, row),
      details: {
        merge: row.prefixedId,
        kept: kept.prefixedId,
        merged: merged.prefixedId,
        gifts: plan.moved.giftIds.length,
        pledges: plan.moved.pledgeIds.length,
        householdMemberships: plan.moved.householdMemberIds.length,
        paymentMethods: plan.moved.paymentMethodIds.length,
        recurringGifts: plan.moved.recurringGivingIds.length,
      },
    };
  });
}
