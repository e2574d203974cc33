// Building an Intl.DateTimeFormat costs far more than using one (a gift's receipt writes its day, and
// a statement hundreds), and the formatting locales are the few our churches write in: each is
// built once.
const longDayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (YYYY-MM-DD) written out in a formatting locale, e.g. "March 5, 2025" (en-US) or
 * "5 de marzo de 2025" (es-US). Read at midnight UTC and written in UTC, so no time zone moves the day.
 */
export function formatCalendarDay(date: string, formatting: string): string {
  let format = longDayFormats.get(formatting);
  if (!format) {
    // Throws a RangeError for a malformed locale, before anything is kept.
    format = new Intl.DateTimeFormat(formatting, { dateStyle: 'long', timeZone: 'UTC' });
    longDayFormats.set(formatting, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
