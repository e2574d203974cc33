import type { CalendarDate } from '@halo/domain';

/**
 * Today on the church's calendar (its IANA time zone), the upper limit of the date range (spec §4).
 * The server reads dates in the same zone, so a donor in another zone still gets the church's "today".
 */
export function organizationToday(timeZone: string | undefined, now: Date = new Date()): CalendarDate {
  try {
    // en-CA writes YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    );
  }
}
