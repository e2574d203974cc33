import { isCalendarDate, requireCalendarDate, type CalendarDate } from './calendarDate';
import { validationMessagesEn, type ValidationKey } from './validation/messages';

export interface DateRangeInput {
  start?: CalendarDate | null;
  end?: CalendarDate | null;
  today: CalendarDate;
}

export interface DateRangeLimits {
  maxStart: CalendarDate;
  /** null when no start is chosen: the end is then bounded only by today. */
  minEnd: CalendarDate | null;
  maxEnd: CalendarDate;
}

const given = (value: CalendarDate | null | undefined): value is CalendarDate =>
  value !== null && value !== undefined && value !== '';

/**
 * Limits for a start/end date picker pair (docs/PRODUCT.md §4): the start can go up to today, or up to the end
 * once one is chosen; the end from the start up to today. An end after today (only possible if set
 * by hand) does not lift the start's limit past today.
 */
export function dateRangeLimits({ start, end, today }: DateRangeInput): DateRangeLimits {
  requireCalendarDate(today, 'today');
  const maxStart = given(end) && isCalendarDate(end) && end < today ? end : today;
  return { maxStart, minEnd: given(start) && isCalendarDate(start) ? start : null, maxEnd: today };
}

export type DateRangeResult =
  { ok: true } | { ok: false; field: 'start' | 'end'; key: ValidationKey; message: string };

const failure = (field: 'start' | 'end', key: ValidationKey): DateRangeResult => ({
  ok: false,
  field,
  key,
  message: validationMessagesEn[key],
});

/**
 * Checks a start/end pair, e.g. the transactions filter. Either side may be empty (an open range).
 * A side that is not a date is 'Invalid date'; a side after today is 'Invalid date range' (the
 * pickers forbid it, so someone typed or crafted it); a start after the end is 'Please select a
 * start date before your end date.'. `message` is English; translate `key` for other locales.
 */
export function validateDateRange({ start, end, today }: DateRangeInput): DateRangeResult {
  requireCalendarDate(today, 'today');
  if (given(start) && !isCalendarDate(start)) return failure('start', 'validation.invalidDate');
  if (given(end) && !isCalendarDate(end)) return failure('end', 'validation.invalidDate');
  if (given(start) && start > today) return failure('start', 'validation.invalidDateRange');
  if (given(end) && end > today) return failure('end', 'validation.invalidDateRange');
  if (given(start) && given(end) && start > end) return failure('start', 'validation.startBeforeEnd');
  return { ok: true };
}
