import { requireCalendarDate, type CalendarDate } from './calendarDate';
import type { Frequency } from './constants';
import { nextGivingDate } from './nextGivingDate';

export interface ResumeInput {
  /** The last date the gift was charged, if it ever was. */
  lastProcessed?: CalendarDate | null;
  /** The gift's original start date. */
  startDate?: CalendarDate | null;
  today: CalendarDate;
  frequency: Frequency;
  /** A start date the donor picked in the resume dialog. */
  newStartDate?: CalendarDate | null;
}

const present = (value: CalendarDate | null | undefined): value is CalendarDate =>
  value !== null && value !== undefined && value !== '';

/**
 * The next occurrence of a paused gift being resumed (docs/PRODUCT.md §4): from the last processed date, else
 * the original start date, else today, and never in the past.
 *
 * - A new start date chosen on resume wins; if it is today or later it is used as is. A past one
 *   (the date picker should not allow it) becomes the base to step forward from, keeping its rhythm.
 * - The last processed date was already charged, so the result is at least one step after it.
 * - A start date or today that was never charged can itself be the next occurrence.
 * Empty strings count as absent, because that is what cleared form fields hold.
 */
export function resumeNextOccurrence({
  lastProcessed,
  startDate,
  today,
  frequency,
  newStartDate,
}: ResumeInput): CalendarDate {
  requireCalendarDate(today, 'today');
  let next: CalendarDate;
  if (present(newStartDate)) {
    next = newStartDate;
  } else if (present(lastProcessed)) {
    next = nextGivingDate(lastProcessed, frequency);
  } else if (present(startDate)) {
    next = startDate;
  } else {
    return today;
  }
  requireCalendarDate(next, 'base date');
  // `YYYY-MM-DD` strings order like the dates they name. nextGivingDate always moves forward, so
  // this ends; a base decades back costs a few thousand cheap steps at most.
  while (next < today) next = nextGivingDate(next, frequency);
  return next;
}
