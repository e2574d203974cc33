// When a bank debit (ACH) settles (docs/PRODUCT.md §22): a gift given by bank account is processing
// until the debit clears, four business days after the day the donor gave it. Business days are
// Monday to Friday; bank holidays are not known to us, as for a deposit's arrival date.
import { addDays, getUTCDay } from '../deposits/depositCalendar';
import type { CalendarDate } from '../calendarDate';

/** How many business days a bank debit takes to settle (Stripe's ACH Direct Debit, standard). */
export const BANK_SETTLEMENT_BUSINESS_DAYS = 4;

export function isBusinessDay(day: CalendarDate): boolean {
  const weekday = getUTCDay(day);
  return weekday !== 0 && weekday !== 6;
}

/** The day `count` business days after `day` (a weekend `day` counts from the Monday after it). */
export function addBusinessDays(day: CalendarDate, count: number): CalendarDate {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new RangeError(`count must be a whole number of days, 0 or more, got ${String(count)}`);
  }
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

/** The day a bank gift given on `givenOn` (the church's calendar) settles: 4 business days later. */
export function bankSettlementDate(givenOn: CalendarDate): CalendarDate {
  return addBusinessDays(givenOn, BANK_SETTLEMENT_BUSINESS_DAYS);
}

/** Whether a bank gift due to settle on `settlesOn` is settled (or returned) by `today`. */
export function isBankDebitDue(settlesOn: CalendarDate, today: CalendarDate): boolean {
  return settlesOn <= today;
}
