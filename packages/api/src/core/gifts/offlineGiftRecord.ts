// Writing an offline gift: cash or a check an administrator recorded, one at a time in the console's
// Donors or a batch at once (docs/PRODUCT.md §13). A succeeded contribution without a processor (no
// fee), marked by its method and all in one fund, so it counts in the donor's totals (the
// donor_gift_totals trigger), the church's totals and the statements, and the church's webhooks
// hear of it as of any gift.
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import {
  contributionFunds,
  contributions,
  type ContributionRow,
  type OfflineGiftMethod,
  type OrganizationRow,
} from '../../db/schema';
import { emitGiftEvent } from '../webhooks/giftWebhookEvents';

export interface OfflineGiftValues {
  donorUserId: number;
  fundId: number;
  /** Cents, at least one. */
  amount: number;
  method: OfflineGiftMethod;
  /** The gift's day on the church's calendar. */
  date: string;
  memo: string | null;
}

export async function insertOfflineGift(
  tx: Database,
  organization: OrganizationRow,
  values: OfflineGiftValues,
): Promise<ContributionRow> {
  const [gift] = (await tx
    .insert(contributions)
    .values({
      prefixedId: newPrefixedId('con'),
      organizationId: organization.id,
      donorUserId: values.donorUserId,
      chargedAmount: values.amount,
      fee: 0,
      netAmount: values.amount,
      currency: organization.currency,
      status: 'succeeded',
      memo: values.memo,
      processorMode: organization.processorMode,
      offlineMethod: values.method,
      date: values.date,
    })
    .returning()) as [ContributionRow];
  await tx.insert(contributionFunds).values({
    contributionId: gift.id,
    fundId: values.fundId,
    chargedAmount: values.amount,
    netAmount: values.amount,
  });
  await emitGiftEvent(tx, 'gift.succeeded', gift);
  return gift;
}
