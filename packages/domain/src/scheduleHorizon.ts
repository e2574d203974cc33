// How far ahead a recurring gift may be scheduled: a start or resume date more than a year away is
// almost always a mistyped year, and a gift waiting that long outlives the card it was set up with.
import type { CalendarDate } from './calendarDate';

/** The same day one year after `today`; 29 February gives 28 February of the next year. */
export function oneYearAfter(today: CalendarDate): CalendarDate {
  const [year, month, day] = today.split('-') as [string, string, string];
  const nextYear = String(Number(year) + 1).padStart(4, '0');
  const leapDay = month === '02' && day === '29';
  return `${nextYear}-${month}-${leapDay ? '28' : day}` as CalendarDate;
}

/** A date no later than one year after `today` (the last date that may be scheduled). */
export function isWithinScheduleHorizon(date: CalendarDate, today: CalendarDate): boolean {
  return date <= oneYearAfter(today);
}
