import type { AdminGift } from '../../graphql/resolverTypes.generated';
import type { churchGiftPage } from '../churchGifts';

type ChurchGiftRow = Awaited<ReturnType<typeof churchGiftPage>>['items'][number];

export function presentGift(row: ChurchGiftRow): AdminGift {
  return {
    prefixedId: row.prefixedId,
    date: row.date,
    amount: row.amount,
    fee: row.fee,
    netAmount: row.netAmount,
    currency: row.currency,
    status: row.status,
    refundedAmount: row.refundedAmount,
    memo: row.memo,
    offlineMethod: row.offlineMethod,
    fundAccountNames: row.fundAccountNames,
    fundParts: row.fundParts,
    dedication: row.dedication,
    donor: { prefixedId: row.donorPrefixedId, name: row.donorName, email: row.donorEmail },
    cardBrand: row.cardBrand,
    cardLastFour: row.cardLastFour,
    wallet: row.wallet,
    recurringGiving: row.recurringGivingPrefixedId ? { prefixedId: row.recurringGivingPrefixedId } : null,
    dispute: row.dispute
      ? {
          status: row.dispute.status,
          amount: row.dispute.amount,
          fee: row.dispute.fee,
          currency: row.dispute.currency,
          reason: row.dispute.reason,
          evidenceDueBy: row.dispute.evidenceDueBy?.toISOString() ?? null,
        }
      : null,
  };
}
