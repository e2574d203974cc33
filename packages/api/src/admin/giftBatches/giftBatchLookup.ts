import { and, eq } from 'drizzle-orm';
import { giftBatches } from '../../db/schema';
import { notFoundError } from '../../core/localizedRefusals';
import type { AdminScope } from '../adminScope';

/** The id of the church's batch; another church's is not found. */
export async function findGiftBatchId(scope: AdminScope, batchPrefixedId: string): Promise<number> {
  const [batch] = await scope.app.db
    .select({ id: giftBatches.id })
    .from(giftBatches)
    .where(
      and(eq(giftBatches.organizationId, scope.organization.id), eq(giftBatches.prefixedId, batchPrefixedId)),
    );
  if (!batch) throw notFoundError(scope.locale);
  return batch.id;
}
