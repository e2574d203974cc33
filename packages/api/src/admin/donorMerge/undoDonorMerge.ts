// "Undo merge" (docs/PRODUCT.md §24): within 30 days, in one transaction with the church's row, the
// merge row and both donor rows locked, the rows the merge moved go back to the merged record, only
// those still with the kept record; whatever was given to either record since stays where it was given.
import { undoRefusal } from '@halo/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { donorMerges, users } from '../../db/schema';
import type { DonorMerge } from '../../graphql/resolverTypes.generated';
import { adminChange } from '../adminChange';
import type { AdminScope } from '../adminScope';
import { moveRows, refuseMerge } from './mergeDonors';
import { presentDonorMerge } from './presentDonorMerge';

export function undoDonorMerge(scope: AdminScope, mergePrefixedId: string): Promise<DonorMerge> {
  return adminChange(scope, 'donor.undoMerge', async (tx, organization) => {
    const [merge] = await tx
      .select()
      .from(donorMerges)
      .where(
        and(eq(donorMerges.organizationId, organization.id), eq(donorMerges.prefixedId, mergePrefixedId)),
      )
      .for('update');
    if (!merge) refuseMerge(scope, 'mergePrefixedId', 'mergeUnknown');
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [merge.keptUserId, merge.mergedUserId]))
      .orderBy(asc(users.id))
      .for('update');
    const [later] = await tx
      .select({ id: donorMerges.id })
      .from(donorMerges)
      .where(and(eq(donorMerges.mergedUserId, merge.keptUserId), isNull(donorMerges.undoneAt)));
    const now = scope.app.clock();
    const refusal = undoRefusal(
      { mergedAt: merge.createdAt, undoneAt: merge.undoneAt, keptIsMerged: later !== undefined },
      now,
    );
    if (refusal) refuseMerge(scope, 'mergePrefixedId', refusal);
    await moveRows(tx, merge.moved, merge.keptUserId, merge.mergedUserId, 'undo');
    const [undone] = await tx
      .update(donorMerges)
      .set({ undoneAt: now, undoneByLabel: scope.user.email })
      .where(eq(donorMerges.id, merge.id))
      .returning();
    if (!undone) throw new Error('undoDonorMerge: update returned nothing');
    return {
      value: await presentDonorMerge(tx, scope, undone),
      details: { merge: merge.prefixedId, gifts: merge.moved.giftIds.length },
    };
  });
}
