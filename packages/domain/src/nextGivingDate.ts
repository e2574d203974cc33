import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { lastDayOfMonth } from 'date-fns/lastDayOfMonth';
import { startOfMonth } from 'date-fns/startOfMonth';
import { formatCalendarDate, requireCalendarDate, type CalendarDate, type UtcDay } from './calendarDate';
import { FREQUENCIES, type Frequency } from './constants';

/**
 * The next giving date after `from` (docs/PRODUCT.md §4):
 * - weekly +7 days, every_other_week +14 days;
 * - twice_a_month +14 days when the day is 14 or less, else the same day of the next month (or its
 *   last day) minus 14 days, so the gift falls in both halves of the month;
 * - monthly, and any unknown value, +1 month; a day above 28 moves to the last day of the next month,
 *   so a gift on the 31st keeps landing on month ends instead of drifting to the 28th;
 * - quarterly +3 months and yearly +12 months by the same monthly rule (not in the spec, which
 *   lists four schedules; they extend its monthly rule rather than invent another).
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
    case 'quarterly':
      return formatCalendarDate(monthsLater(date, FREQUENCIES.quarterly));
    case 'yearly':
      return formatCalendarDate(monthsLater(date, FREQUENCIES.yearly));
    default:
      // Callers in JavaScript or old rows may hold other strings: the spec's default is monthly.
      return formatCalendarDate(monthsLater(date, FREQUENCIES.monthly));
  }
}

/**
 * The monthly rule, `stepMonths` months on: the same day, or the target month's last day when the
 * day is above `dayThreshold` (a 29th, 30th or 31st). Every day above 28 moves to the month end,
 * even where the target month has that day, because the spec says so for monthly gifts and a
 * gift that started on a month end must stay on month ends after passing through February.
 */
function monthsLater(date: UtcDay, rule: { stepMonths: number; dayThreshold: number }): UtcDay {
  if (date.getDate() > rule.dayThreshold) {
    return lastDayOfMonth(addMonths(startOfMonth(date), rule.stepMonths));
  }
  return addMonths(date, rule.stepMonths);
}
