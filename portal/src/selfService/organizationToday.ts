import { isCalendarDate, todayCalendarDate, type CalendarDate } from '@halo/domain';

/**
 * Today on the church's calendar (its `onlineGiving.timeZone`), which is the calendar the server uses
 * to refuse a next occurrence "in the past". A donor a time zone away would otherwise be offered a
 * date the server refuses, or be refused one it accepts. Falls back to the browser's calendar when
 * the zone is unknown to Intl.
 */
export function organizationToday(timeZone: string | null | undefined, now: Date = new Date()): CalendarDate {
  if (!timeZone) return todayCalendarDate(now);
  try {
    // en-CA formats dates as YYYY-MM-DD.
    const text = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
    return isCalendarDate(text) ? text : todayCalendarDate(now);
  } catch {
    return todayCalendarDate(now);
  }
}
