/**
 * A gift's day (`YYYY-MM-DD` on the church's calendar) in the reader's language. It is a day, not an
 * instant, so it is written in UTC and never moves with the browser's time zone.
 */
export function formatGiftDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
