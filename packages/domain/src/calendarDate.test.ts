import {
  calendarDateInTimeZone,
  formatCalendarDate,
  isCalendarDate,
  parseCalendarDate,
  requireCalendarDate,
  todayCalendarDate,
} from './calendarDate';

describe('parseCalendarDate', () => {
  it.each(['2024-02-29', '2023-12-31', '2024-01-01', '1999-06-15', '9999-12-31'])(
    'reads %s and writes it back',
    (text) => {
      const date = parseCalendarDate(text);
      expect(date).not.toBeNull();
      expect(formatCalendarDate(date!)).toBe(text);
    },
  );

  it.each([
    ['', 'empty'],
    ['2023-02-29', 'not a leap year'],
    ['2024-02-30', 'day past the month end'],
    ['2024-13-01', 'month 13'],
    ['2024-00-10', 'month 0'],
    ['2024-01-00', 'day 0'],
    ['2024-1-5', 'missing zero padding'],
    ['24-01-05', 'two-digit year'],
    ['0099-01-01', 'a year Date would map to 1999'],
    [' 2024-01-05', 'leading space'],
    ['2024-01-05T00:00:00Z', 'a timestamp, not a calendar date'],
    ['2024/01/05', 'slashes'],
    ['<script>', 'markup'],
  ])('refuses %j (%s)', (text) => {
    expect(parseCalendarDate(text)).toBeNull();
    expect(isCalendarDate(text)).toBe(false);
  });

  it('treats non-strings as not dates', () => {
    expect(isCalendarDate(undefined)).toBe(false);
    expect(isCalendarDate(20240105)).toBe(false);
  });

  it('reads the day in UTC whatever the machine zone, so the day cannot shift', () => {
    expect(parseCalendarDate('2024-03-10')!.getTimezoneOffset()).toBe(0);
  });
});

describe('requireCalendarDate', () => {
  it('throws a RangeError naming the argument', () => {
    expect(() => requireCalendarDate('2024-02-30', 'from')).toThrow(RangeError);
    expect(() => requireCalendarDate('nope', 'from')).toThrow(/from must be a YYYY-MM-DD/);
  });
});

describe('todayCalendarDate', () => {
  it("is the given instant's local calendar day", () => {
    expect(todayCalendarDate(new Date(2024, 6, 4, 23, 59))).toBe('2024-07-04');
    expect(todayCalendarDate(new Date(2024, 0, 1, 0, 0))).toBe('2024-01-01');
  });

  it('defaults to now', () => {
    expect(isCalendarDate(todayCalendarDate())).toBe(true);
  });
});

describe('calendarDateInTimeZone', () => {
  // 02:30 UTC on 22 November: still the 21st in Chicago, already the 22nd in London and Kiritimati.
  const instant = new Date(Date.UTC(2026, 10, 22, 2, 30));

  it("is the zone's calendar day at that instant, not the machine's", () => {
    expect(calendarDateInTimeZone('America/Chicago', instant)).toBe('2026-11-21');
    expect(calendarDateInTimeZone('Europe/London', instant)).toBe('2026-11-22');
    expect(calendarDateInTimeZone('Pacific/Kiritimati', instant)).toBe('2026-11-22');
    expect(calendarDateInTimeZone('Pacific/Pago_Pago', new Date(Date.UTC(2024, 0, 1, 10, 0)))).toBe(
      '2023-12-31',
    );
  });

  it('falls back to the local day for an unknown zone', () => {
    expect(calendarDateInTimeZone('Not/AZone', instant)).toBe(todayCalendarDate(instant));
  });
});
