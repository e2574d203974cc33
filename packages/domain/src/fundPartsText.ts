import { formatMoney } from './money';

/**
 * A split gift's parts as the donor reads them wherever they are listed (the portal's Funds cells,
 * the transactions PDF): each fund with its part, in the order given (the church's order of funds),
 * "Missions $50.00 · Building Fund $25.00", money as `locale` writes `currency`.
 */
export function fundPartsText(
  parts: readonly { name: string; amount: number }[],
  currency: string,
  locale: string,
): string {
  return parts.map((part) => `${part.name} ${formatMoney(part.amount, currency, locale)}`).join(' · ');
}
