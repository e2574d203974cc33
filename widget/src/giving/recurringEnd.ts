// A recurring gift's optional end, as the form asks for it: never (until the donor stops it), on a
// date, or after a number of gifts. The API keeps one end date (the portal's); a number of gifts
// becomes the date of the last of them, stepped with docs/PRODUCT.md §4's rules.
import { isCalendarDate, nextGivingDate, type CalendarDate, type Frequency } from '@halo/domain';
import type { GivingValues } from './givingValues';

export type RecurringEndKind = 'never' | 'date' | 'count';

/** One gift is a one-time gift; past this many, a date says it better. */
export const END_COUNT_MIN = 2;
export const END_COUNT_MAX = 500;

/** The date of the `count`-th gift of a schedule starting on `start` (the first gift is `start`). */
export function lastGiftDate(start: CalendarDate, frequency: Frequency, count: number): CalendarDate {
  let date = start;
  for (let gift = 1; gift < count; gift += 1) date = nextGivingDate(date, frequency);
  return date;
}

export function giftCount(text: string): number | null {
  const count = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(count) && count >= END_COUNT_MIN && count <= END_COUNT_MAX ? count : null;
}

/** The end date the form sends, or null when the gift goes on (or the end is not valid yet). */
export function recurringEndDate(values: GivingValues): CalendarDate | null {
  if (values.frequencyKind !== 'recurring' || !isCalendarDate(values.startDate)) return null;
  if (values.endKind === 'date') {
    return isCalendarDate(values.endDate) && values.endDate >= values.startDate ? values.endDate : null;
  }
  if (values.endKind === 'count') {
    const count = giftCount(values.endCount);
    return count === null ? null : lastGiftDate(values.startDate, values.period, count);
  }
  return null;
}
