// A committed batch is a deposit the church made itself (docs/PRODUCT.md §19): source `batch`, the
// batch's date as its date and arrival date, the batch's id as its reference, its gifts as the
// deposit's lines with no fee, gross and net the lines' sum as the database adds them. It is written
// in the commit's transaction and removed with the reopen, so the Deposits list, a deposit's page,
// its CSV and Gifts filtered by it read a batch as they read a payout.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import { deposits, type GiftBatchRow } from '../../db/schema';

/** Writes the deposit of a batch whose entries have just become gifts; answers its gross. */
export async function writeBatchDeposit(tx: Database, batch: GiftBatchRow): Promise<number> {
  const [deposit] = await tx
    .insert(deposits)
    .values({
      prefixedId: newPrefixedId('dep'),
      organizationId: batch.organizationId,
      source: 'batch',
      payoutId: batch.prefixedId,
      payoutDate: batch.batchDate,
      arrivalDate: batch.batchDate,
      status: 'paid',
      giftBatchId: batch.id,
    })
    .returning({ id: deposits.id });
  await tx.execute(sql`
    INSERT INTO deposit_gifts (deposit_id, contribution_id, amount, fee)
    SELECT ${deposit!.id}, c.id, c.charged_amount, 0
    FROM gift_batch_entries e
    JOIN contributions c ON c.id = e.contribution_id
    WHERE e.batch_id = ${batch.id}`);
  const summed = await tx.execute(sql`
    UPDATE deposits SET
      gross = lines.total,
      net = lines.total
    FROM (SELECT coalesce(sum(amount), 0)::integer AS total FROM deposit_gifts WHERE deposit_id = ${deposit!.id}) lines
    WHERE deposits.id = ${deposit!.id}
    RETURNING deposits.gross`);
  return Number((summed as unknown as { rows: { gross: number }[] }).rows[0]?.gross ?? 0);
}

/** Removes a reopened batch's deposit (its lines go with it). */
export async function removeBatchDeposit(tx: Database, batchId: number): Promise<void> {
  await tx.delete(deposits).where(eq(deposits.giftBatchId, batchId));
}
