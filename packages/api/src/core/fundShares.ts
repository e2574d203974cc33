// How a gift's charge is split over its funds (contribution_funds): a one-time gift's and each
// charge of a recurring one alike.
import { inChurchFundOrder } from '@halo/domain';

/** One fund's share of a contribution; the shares add up to the contribution's charged amount and net. */
export interface FundShare {
  fundId: number;
  chargedAmount: number;
  netAmount: number;
}

/**
 * Splits `total` cents over `weights` in proportion, the leftover cents going to the largest
 * remainders (ties: the earlier fund), so the parts are whole cents and add up to `total` exactly.
 */
export function apportionCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? total : 0));
  // BigInt: total × weight can pass 2^53 for large gifts split over large funds.
  const exact = weights.map((weight) => ({
    part: Number((BigInt(total) * BigInt(weight)) / BigInt(sum)),
    rest: (BigInt(total) * BigInt(weight)) % BigInt(sum),
  }));
  const parts = exact.map((entry) => entry.part);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((entry, index) => ({ index, rest: entry.rest }))
    .sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/** The contribution's fund shares: the gift's per-fund amounts (before any fee) decide the proportions. */
export function fundShares(
  funds: { fundId: number; giftAmount: number }[],
  charged: { chargedAmount: number; netAmount: number },
): FundShare[] {
  const weights = funds.map((fund) => fund.giftAmount);
  const amounts = apportionCents(charged.chargedAmount, weights);
  const nets = apportionCents(charged.netAmount, weights);
  return funds.map((fund, index) => ({
    fundId: fund.fundId,
    chargedAmount: amounts[index] ?? 0,
    netAmount: nets[index] ?? 0,
  }));
}

/**
 * What a receipt names for a gift split between funds: each fund's part of the gift (before any
 * covered fee), in the church's order of funds. Nothing for a one-fund gift, whose receipt names
 * the fund alone.
 */
export function receiptFundParts(
  giftCents: number,
  funds: { fundId: number; giftAmount: number; name: string; position: number }[],
): { name: string; cents: number }[] | undefined {
  if (funds.length < 2) return undefined;
  const ordered = [...funds].sort(inChurchFundOrder);
  // The stored parts add up to the gift; apportioning keeps the receipt whole if they ever do not.
  const cents = apportionCents(
    giftCents,
    ordered.map((fund) => fund.giftAmount),
  );
  return ordered.map((fund, index) => ({ name: fund.name, cents: cents[index] ?? 0 }));
}
