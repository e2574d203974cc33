import { requireCalendarDate, type CalendarDate } from './calendarDate';
import type { Frequency } from './constants';
import { nextGivingDate } from './nextGivingDate';

export interface PausedUntilInput {
  /** The last date the gift was charged, if it ever was. */
  lastProcessed: CalendarDate | null;
  /** The gift's original start date, the first date of its schedule. */
  startDate: CalendarDate;
  frequency: Frequency;
  /** The date the donor chose for the gift to give again ("Pause until…"). */
  resumeOn: CalendarDate;
}

/**
 * The occurrence a gift paused until a date gives on when it comes back by itself: the first date
 * of its own schedule (the step after its last charge, else its start date, moved on by the domain
 * rule) on or after the resume date. The schedule's rhythm is kept rather than restarted on the
 * resume date, so a gift on the 1st stays on the 1st; a resume date on a scheduled date is charged.
 */
export function pausedUntilOccurrence({
  lastProcessed,
  startDate,
  frequency,
  resumeOn,
}: PausedUntilInput): CalendarDate {
  requireCalendarDate(resumeOn, 'resumeOn');
  let next = lastProcessed ? nextGivingDate(lastProcessed, frequency) : requireStart(startDate);
  // `YYYY-MM-DD` strings order like the dates they name; nextGivingDate always moves forward.
  while (next < resumeOn) next = nextGivingDate(next, frequency);
  return next;
}

function requireStart(startDate: CalendarDate): CalendarDate {
  requireCalendarDate(startDate, 'startDate');
  return startDate;
}
