// A household's year-end statement email names who gave each gift (docs/PRODUCT.md §21), as its PDF's
// gift table does, so a family can tell whose gift is whose without opening the attachment.
import { formatCalendarDay, formatMoney, type Locale } from '@halo/domain';
import type { ContributionListRow } from './contributionsRepository';
import { reportText } from './reportMessages';

export type HouseholdGift = Pick<
  ContributionListRow,
  'date' | 'amount' | 'refundedAmount' | 'currency' | 'status' | 'fundAccountNames' | 'giverName'
>;

/**
 * One gift: "March 1, 2024 · Ana Ruiz · $100.00 · General Fund", then its status when it did not
 * succeed ("Refunded") or what was given back of it ("Refunded $20.00"); dates and money as
 * `formatting` writes them, words in `locale`.
 */
export function householdGiftLine(gift: HouseholdGift, locale: Locale, formatting: string): string {
  const money = (cents: number) => formatMoney(cents, gift.currency, formatting);
  const note =
    gift.status !== 'succeeded'
      ? reportText(locale, `status.${gift.status}`)
      : gift.refundedAmount > 0
        ? `${reportText(locale, 'pdf.refunded')} ${money(gift.refundedAmount)}`
        : '';
  return [
    formatCalendarDay(gift.date, formatting),
    gift.giverName ?? '',
    money(gift.amount),
    gift.fundAccountNames.join(', '),
    note,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The heading and a line per gift, in the order given (the PDF's, newest first); empty when none. */
export function householdGiftsText(
  gifts: readonly HouseholdGift[],
  locale: Locale,
  formatting: string,
): string {
  if (gifts.length === 0) return '';
  return [
    reportText(locale, 'statement.householdGifts'),
    ...gifts.map((gift) => `- ${householdGiftLine(gift, locale, formatting)}`),
  ].join('\n');
}
