// When a church's weekly email of the donor lists is due (docs/PRODUCT.md §15): once a week, from
// Monday at 07:00 on the church's own clock (its time zone), for the week that Monday starts. A pass
// that runs later in the week (a server stopped over Monday) still sends that week's email; a week
// that ended unsent is never sent late, since its figures would be old news.
import { addDays } from 'date-fns/addDays';
import { formatCalendarDate, requireCalendarDate, type CalendarDate } from '../calendarDate';

/** The hour, on the church's clock, from which Monday's email is due. */
export const WEEKLY_DONOR_LISTS_EMAIL_HOUR = 7;

export interface DonorListsEmailWeek {
  /** The Monday that starts the week, on the church's calendar. */
  weekStart: CalendarDate;
  /** The Monday before it: the week whose sizes this one's are compared with. */
  previousWeekStart: CalendarDate;
}

function shiftDays(day: CalendarDate, days: number): CalendarDate {
  return formatCalendarDate(addDays(requireCalendarDate(day, 'day'), days));
}

/** The Monday on or before `day`. */
export function mondayOfWeek(day: CalendarDate): CalendarDate {
  const weekday = requireCalendarDate(day, 'day').getUTCDay(); // 0 Sunday … 6 Saturday
  return shiftDays(day, -((weekday + 6) % 7));
}

/** The week `day` is in, and the week before it, whatever the hour (the console's preview). */
export function donorListsWeekOf(day: CalendarDate): DonorListsEmailWeek {
  const weekStart = mondayOfWeek(day);
  return { weekStart, previousWeekStart: shiftDays(weekStart, -7) };
}

/**
 * The week whose email is due at `localDay` and `localHour` on the church's clock: the week of that
 * day, except on Monday before `WEEKLY_DONOR_LISTS_EMAIL_HOUR`, when none is due yet.
 */
export function donorListsEmailWeek(localDay: CalendarDate, localHour: number): DonorListsEmailWeek | null {
  const week = donorListsWeekOf(localDay);
  if (week.weekStart === localDay && localHour < WEEKLY_DONOR_LISTS_EMAIL_HOUR) return null;
  return week;
}

/** The hour (0–23) at `now` on the clock of the IANA `timeZone`; UTC's for an unknown zone. */
export function hourInTimeZone(timeZone: string, now: Date): number {
  try {
    const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' })
      .formatToParts(now)
      .find((part) => part.type === 'hour')?.value;
    return Number(hour ?? now.getUTCHours());
  } catch {
    return now.getUTCHours();
  }
}
