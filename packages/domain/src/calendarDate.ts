import { UTCDateMini } from '@date-fns/utc/date/mini';
import { isValid } from 'date-fns/isValid';
import { lightFormat } from 'date-fns/lightFormat';

/**
 * A calendar date written `YYYY-MM-DD`. Gift dates are days on the church's calendar, not instants,
 * so they never pass through the machine's time zone: they live in `UTCDateMini`s, whose getters and
 * setters are UTC, and date-fns keeps that type through its arithmetic. The mini date, not `UTCDate`:
 * a calendar date is never printed through `Date#toString`, and `UTCDate` builds three
 * `Intl.DateTimeFormat`s as soon as it loads, which the giving form's first screen pays for.
 */
export type CalendarDate = string;

/** A calendar date as date-fns computes with it: a `UTCDateMini`, whose getters and setters are UTC. */
export type UtcDay = InstanceType<typeof UTCDateMini>;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date as a `UTCDateMini` for date-fns, or null when `text` is not a real `YYYY-MM-DD` day. */
export function parseCalendarDate(text: string): UtcDay | null {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new UTCDateMini(year, month - 1, day);
  // Date rolls 2023-02-30 over to March and maps years 0–99 to 19xx: reject anything that moved.
  if (
    !isValid(date) ||
    date.getFullYear() !== year ||
    date.getMonth() !== month - 1 ||
    date.getDate() !== day
  ) {
    return null;
  }
  return date;
}

export function isCalendarDate(text: unknown): text is CalendarDate {
  return typeof text === 'string' && parseCalendarDate(text) !== null;
}

/** Formats a date made by `parseCalendarDate` (or date-fns arithmetic on one) back to `YYYY-MM-DD`. */
export function formatCalendarDate(date: UtcDay): CalendarDate {
  return lightFormat(date, 'yyyy-MM-dd');
}

/** Like `parseCalendarDate`, but a bad date is a programming error at this point. */
export function requireCalendarDate(text: string, name = 'date'): UtcDay {
  const date = parseCalendarDate(text);
  if (!date) throw new RangeError(`${name} must be a YYYY-MM-DD calendar date, got ${JSON.stringify(text)}`);
  return date;
}

/**
 * Today on the calendar of whoever runs this: the donor's day in a browser. The one place the local
 * time zone is read, on purpose; the server should pass the organization's date instead.
 */
export function todayCalendarDate(now: Date = new Date()): CalendarDate {
  return lightFormat(now, 'yyyy-MM-dd');
}

/**
 * Today on the calendar of the IANA `timeZone` (a church's `timeZone`): the day the API dates a gift
 * and the earliest start of a recurring gift, so a form can agree with the server whatever the
 * donor's own clock says. No zone (a church not loaded yet) or an unknown one falls back to the
 * local day.
 */
export function calendarDateInTimeZone(
  timeZone: string | null | undefined,
  now: Date = new Date(),
): CalendarDate {
  if (!timeZone) return todayCalendarDate(now);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dayInZoneFormat(timeZone).formatToParts(now);
  } catch {
    return todayCalendarDate(now);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// A form asks for today on every render and the engine for every gift it charges, always in the same
// few zones; building the format (and loading the zone's rules) is the costly part, so once per zone.
const dayInZoneFormats = new Map<string, Intl.DateTimeFormat>();

function dayInZoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayInZoneFormats.get(timeZone);
  if (!format) {
    // Throws a RangeError for an unknown zone, before anything is kept.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayInZoneFormats.set(timeZone, format);
  }
  return format;
}
