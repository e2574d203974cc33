import { isCalendarDate } from '@halo/domain';

/**
 * A `YYYY-MM-DD` calendar date in the reader's language ("Mar 5, 2026", "5 mar 2026"). Formatted in
 * UTC because a calendar date has no time zone: reading it as local midnight would show the day
 * before west of Greenwich.
 */
export function formatDisplayDate(date: string, locale: string): string {
  if (!isCalendarDate(date)) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
