// Calendar arithmetic on `YYYY-MM-DD` days for the payout rules, in UTC so the machine's zone never
// moves a day (docs/STYLE.md "Money is a whole number of cents" has its twin for dates in
// calendarDate.ts).
import { addDays as addDaysToDate } from 'date-fns/addDays';
import { formatCalendarDate, requireCalendarDate, type CalendarDate } from '../calendarDate';

export function addDays(day: CalendarDate, days: number): CalendarDate {
  return formatCalendarDate(addDaysToDate(requireCalendarDate(day, 'day'), days));
}

/** 0 for Sunday … 6 for Saturday. */
export function getUTCDay(day: CalendarDate): number {
  return requireCalendarDate(day, 'day').getUTCDay();
}
