import { requireCalendarDate, todayCalendarDate, type CalendarDate } from './calendarDate';
import { validationMessages, type ValidationKey } from './validation/messages';

export type CardExpiryResult =
  { ok: true; month: number; year: number } | { ok: false; key: ValidationKey; message: string };

const CARD_EXPIRY = /^(\d{2})\/(\d{4})$/;

const failure = (key: ValidationKey): CardExpiryResult => ({
  ok: false,
  key,
  message: validationMessages.en[key],
});

/**
 * Reads a card expiry typed as `MM/YYYY` (spec §9). Anything else, including `MM/YY`, is 'Date must
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
