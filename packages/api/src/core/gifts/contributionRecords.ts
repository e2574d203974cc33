// Recording a charged gift and telling the donor, shared by POST /api/give (give.ts) and the
// recurring engine (src/recurring/), so both write the same rows and send the same receipt.
import type { FundShare } from '../fundShares';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import { contributionFunds, contributions } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { receiptEmail, type ReceiptDetails } from './receiptEmail';

/** A new gift's values; its prefixed id is made here unless the processor was told it before (a bank debit on Stripe). */
export type NewContribution = Omit<typeof contributions.$inferInsert, 'id' | 'prefixedId'> & {
  prefixedId?: string;
};

/** Inserts a contribution with its fund shares (inside the caller's transaction). */
export async function insertContribution(
  tx: Database,
  values: NewContribution,
  shares: FundShare[],
): Promise<{ id: number; prefixedId: string }> {
  const [row] = await tx
    .insert(contributions)
    .values({ ...values, prefixedId: values.prefixedId ?? newPrefixedId('con') })
    .returning({ id: contributions.id, prefixedId: contributions.prefixedId });
  if (!row) throw new Error('contribution insert returned nothing');
  if (shares.length > 0) {
    await tx.insert(contributionFunds).values(shares.map((share) => ({ contributionId: row.id, ...share })));
  }
  return row;
}

/** Queues the receipt of a successful charge in the transaction that records it (mail/outbox.ts). */
export async function queueReceipt(
  tx: Database,
  organizationId: number,
  details: ReceiptDetails,
): Promise<void> {
  await enqueueMail(tx, receiptEmail(details), organizationId);
}
