import { requireCalendarDate, todayCalendarDate, type CalendarDate } from './calendarDate';
import { expandTwoDigitYear } from './twoDigitYear';
import { validationMessagesEn, type ValidationKey } from './validation/messages';

export type CardExpiryResult =
  { ok: true; month: number; year: number } | { ok: false; key: ValidationKey; message: string };

const CARD_EXPIRY = /^(\d{2})\/(\d{4})$/;

const failure = (key: ValidationKey): CardExpiryResult => ({
  ok: false,
  key,
  message: validationMessagesEn[key],
});

/**
 * Reads a card expiry typed as `MM/YYYY` (docs/PRODUCT.md §9). Anything else, including `MM/YY`, is 'Date must
 * be MM/YYYY.' (the field's mask asks for four digits); month 00 or 13, or a month already over, is
 * 'Invalid card expiration date.'. A card is good through the last day of its month. `message` is
 * English; translate `key` for other locales.
 */
export function parseCardExpiry(text: string, today: CalendarDate = todayCalendarDate()): CardExpiryResult {
  const match = CARD_EXPIRY.exec(text.trim());
  if (!match) return failure('validation.cardExpiryFormat');
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12) return failure('validation.cardExpiryInvalid');
  const now = requireCalendarDate(today, 'today');
  if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1)
    return failure('validation.cardExpiryInvalid');
  return { ok: true, month, year };
}

/** A card's expiry as the donor's pages and the API show it: `MM/YYYY`. */
export function formatCardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

/**
 * The expiry a page sends to name a card the donor already has (a recurring gift's card), as
 * `MM/YYYY` to compare with the saved card's: `M/YYYY`, `MM/YYYY` or `MM/YY` (a two-digit year by the
 * spec's cutoff), spaces around the parts allowed. Null when it has no such shape. It is no check of
 * a card being typed (that is `parseCardExpiry`): an impossible month simply matches no saved card.
 */
export function normalizeCardExpiry(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, month, year] = match as unknown as [string, string, string];
  return formatCardExpiry(Number(month), year.length === 2 ? expandTwoDigitYear(Number(year)) : Number(year));
}
