import { addDays, addMonths, lastDayOfMonth, startOfMonth } from 'date-fns';
import { formatCalendarDate, requireCalendarDate, type CalendarDate } from './calendarDate';
import { FREQUENCIES, type Frequency } from './constants';

/**
 * The next giving date after `from` (spec §4):
 * - weekly +7 days, every_other_week +14 days;
 * - twice_a_month +14 days when the day is 14 or less, else the same day of the next month (or its
 *   last day) minus 14 days, so the gift falls in both halves of the month;
 * - monthly, and any unknown value, +1 month; a day above 28 moves to the last day of the next month,
 *   so a gift on the 31st keeps landing on month ends instead of drifting to the 28th.
 */
export function nextGivingDate(from: CalendarDate, frequency: Frequency): CalendarDate {
  const date = requireCalendarDate(from, 'from');
  switch (frequency) {
    case 'weekly':
      return formatCalendarDate(addDays(date, FREQUENCIES.weekly.stepDays));
    case 'every_other_week':
      return formatCalendarDate(addDays(date, FREQUENCIES.every_other_week.stepDays));
    case 'twice_a_month': {
      const { stepDays, dayThreshold } = FREQUENCIES.twice_a_month;
      if (date.getDate() <= dayThreshold) return formatCalendarDate(addDays(date, stepDays));
      // addMonths clamps to the month's end (Jan 31 → Feb 28) before the 14 days come off.
      return formatCalendarDate(addDays(addMonths(date, 1), -stepDays));
    }
    default: {
      // Callers in JavaScript or old rows may hold other strings: the spec's default is monthly.
      if (date.getDate() > FREQUENCIES.monthly.dayThreshold) {
        return formatCalendarDate(lastDayOfMonth(addMonths(startOfMonth(date), 1)));
      }
      return formatCalendarDate(addMonths(date, 1));
    }
  }
}
