import * as v from 'valibot';
import { isCalendarDate, todayCalendarDate, type CalendarDate } from '../calendarDate';
import { isWithinScheduleHorizon } from '../scheduleHorizon';
import { firstIssueOnly } from './firstIssueOnly';

/** Today as a value, or a function read at each validation so a long-open page does not go stale. */
export type TodaySource = CalendarDate | (() => CalendarDate);

export const readToday = (today: TodaySource): CalendarDate =>
  typeof today === 'function' ? today() : today;

/**
 * The first date of a recurring gift: required, a real `YYYY-MM-DD`, today or later in `today`'s
 * calendar, and at most one year ahead. The server passes the organization's today; browsers use the donor's.
 */
export function recurringStartDateFieldFor(today: TodaySource) {
  return firstIssueOnly(
    v.pipe(
      v.string('validation.recurringStartDateRequired'),
      v.nonEmpty('validation.recurringStartDateRequired'),
      v.check((value: string) => isCalendarDate(value), 'validation.invalidDate'),
      v.check((value: string) => value >= readToday(today), 'validation.invalidDate'),
      v.check(
        (value: string) => isWithinScheduleHorizon(value, readToday(today)),
        'validation.dateTooFarAhead',
      ),
    ),
  );
}

/** `recurringStartDateFieldFor` with today on this machine's calendar (the donor's, in a browser). */
export const recurringStartDateField = recurringStartDateFieldFor(() => todayCalendarDate());
