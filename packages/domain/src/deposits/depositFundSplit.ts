// A deposit's split by fund: each gift's charge is already split over its funds; its fee is spread
// over the same funds in proportion, so every fund's gross − fee = net and the funds add up to the
// deposit to the cent.

export interface DepositFundPart {
  fundId: string;
  amount: number;
}

/**
 * The fee of one gift spread over its fund parts in proportion to their amounts: each share is the
 * difference of the rounded-down cumulative shares, so the shares add up to `fee` exactly and none is
 * more than a cent from its exact proportion. Parts keep their order.
 */
export function allocateFeeOverFunds(fee: number, parts: readonly DepositFundPart[]): number[] {
  const total = parts.reduce((sum, part) => sum + part.amount, 0);
  if (total <= 0) return parts.map(() => 0);
  let cumulative = 0;
  let before = 0;
  return parts.map((part) => {
    cumulative += part.amount;
    const upTo = Math.floor((fee * cumulative) / total);
    const share = upTo - before;
    before = upTo;
    return share;
  });
}
