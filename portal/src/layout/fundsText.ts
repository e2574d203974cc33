import { fundPartsText } from '@halo/domain';

export interface FundPartShown {
  name: string;
  /** Cents of the gift's currency. */
  amount: number;
}

/**
 * What a gift's Funds cell says: the fund's name for a one-fund gift, and for a gift split between
 * funds each fund with its part, in the church's order ("Missions $50.00 · Building Fund $25.00"),
 * so the donor sees where each part of the gift went. Money as `locale` writes `currency`.
 */
export function fundsText(
  gift: { fundAccountNames: readonly string[]; fundParts: readonly FundPartShown[] },
  currency: string,
  locale: string,
): string {
  if (gift.fundParts.length < 2) return gift.fundAccountNames.join(', ');
  return fundPartsText(gift.fundParts, currency, locale);
}
