/**
 * A calendar date (YYYY-MM-DD) written out in a formatting locale, e.g. "March 5, 2025" (en-US) or
 * "5 de marzo de 2025" (es-US). Read at midnight UTC and written in UTC, so no time zone moves the day.
 */
export function formatCalendarDay(date: string, formatting: string): string {
  return new Intl.DateTimeFormat(formatting, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
