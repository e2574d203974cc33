import { spawnSync } from 'node:child_process';
import * as fc from 'fast-check';
import { differenceInCalendarMonths } from 'date-fns/differenceInCalendarMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseCalendarDate, formatCalendarDate } from './calendarDate';
import { FREQUENCY_VALUES, type Frequency } from './constants';
import { nextGivingDate } from './nextGivingDate';

const days = (from: string, to: string) =>
  differenceInCalendarDays(parseCalendarDate(to)!, parseCalendarDate(from)!);

// Any real calendar day from 1970 to 2200, as YYYY-MM-DD.
const calendarDate = fc
  .date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(2200, 11, 31)), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const frequency = fc.constantFrom(...FREQUENCY_VALUES);

describe('nextGivingDate', () => {
  it.each<[string, Frequency, string, string]>([
    ['2024-01-01', 'weekly', '2024-01-08', 'plain week'],
    ['2024-12-28', 'weekly', '2025-01-04', 'across the year end'],
    ['2024-02-26', 'weekly', '2024-03-04', 'across Feb 29 of a leap year'],
    ['2023-02-26', 'weekly', '2023-03-05', 'across Feb 28 of a common year'],
    ['2024-03-08', 'weekly', '2024-03-15', 'across the US DST start (Mar 10)'],
    ['2024-10-25', 'weekly', '2024-11-01', 'across the EU DST end (Oct 27)'],
    ['2024-01-01', 'every_other_week', '2024-01-15', 'plain fortnight'],
    ['2024-12-25', 'every_other_week', '2025-01-08', 'across the year end'],
    ['2024-02-20', 'every_other_week', '2024-03-05', 'across a leap day'],
    ['2024-01-01', 'twice_a_month', '2024-01-15', 'day 1 → day 15'],
    ['2024-01-14', 'twice_a_month', '2024-01-28', 'day 14 is still the first half'],
    ['2024-01-15', 'twice_a_month', '2024-02-01', 'day 15 → next month day 1'],
    ['2024-01-31', 'twice_a_month', '2024-02-15', 'Jan 31 → Feb 29 − 14 in a leap year'],
    ['2023-01-31', 'twice_a_month', '2023-02-14', 'Jan 31 → Feb 28 − 14 in a common year'],
    ['2024-12-20', 'twice_a_month', '2025-01-06', 'across the year end'],
    ['2024-12-14', 'twice_a_month', '2024-12-28', 'first half in December'],
    ['2024-01-15', 'monthly', '2024-02-15', 'plain month'],
    ['2024-01-28', 'monthly', '2024-02-28', 'day 28 keeps its day'],
    ['2024-01-29', 'monthly', '2024-02-29', 'day 29 → last of a leap February'],
    ['2023-01-29', 'monthly', '2023-02-28', 'day 29 → last of a common February'],
    ['2024-01-31', 'monthly', '2024-02-29', 'day 31 → last of February'],
    ['2024-04-29', 'monthly', '2024-05-31', 'day 29 of a 30-day month → last of May (spec: above 28)'],
    ['2024-02-29', 'monthly', '2024-03-31', 'leap day → last of March'],
    ['2024-12-31', 'monthly', '2025-01-31', 'across the year end'],
    ['2024-12-15', 'monthly', '2025-01-15', 'mid-December → mid-January'],
    ['2024-01-15', 'quarterly', '2024-04-15', 'plain quarter'],
    ['2024-01-28', 'quarterly', '2024-04-28', 'day 28 keeps its day'],
    ['2024-01-31', 'quarterly', '2024-04-30', 'day 31 → last of a 30-day month'],
    ['2024-04-30', 'quarterly', '2024-07-31', 'day 30 → last of a 31-day month (above 28)'],
    ['2024-01-29', 'quarterly', '2024-04-30', 'day 29 → last of April'],
    ['2023-11-30', 'quarterly', '2024-02-29', 'day 30 → last of a leap February'],
    ['2024-11-29', 'quarterly', '2025-02-28', 'day 29 → last of a common February'],
    ['2024-11-28', 'quarterly', '2025-02-28', 'day 28 into February keeps its day'],
    ['2024-10-15', 'quarterly', '2025-01-15', 'across the year end'],
    ['2024-01-15', 'yearly', '2025-01-15', 'plain year'],
    ['2024-02-29', 'yearly', '2025-02-28', 'leap day → last of a common February'],
    ['2023-02-28', 'yearly', '2024-02-28', 'Feb 28 keeps its day, even into a leap year'],
    ['2027-02-28', 'yearly', '2028-02-28', 'Feb 28 stays Feb 28 before a leap day'],
    ['2024-01-29', 'yearly', '2025-01-31', 'day 29 → last of the month a year on (above 28)'],
    ['2024-12-31', 'yearly', '2025-12-31', 'Dec 31 → Dec 31'],
    ['2024-04-30', 'yearly', '2025-04-30', 'last of a 30-day month → the same'],
  ])('%s %s → %s (%s)', (from, freq, expected) => {
    expect(nextGivingDate(from, freq)).toBe(expected);
  });

  it.each<[Frequency, string, string[]]>([
    ['quarterly', '2023-01-31', ['2023-04-30', '2023-07-31', '2023-10-31', '2024-01-31', '2024-04-30']],
    // Like a monthly gift after a common February, a quarter through one settles on the 28th.
    ['quarterly', '2022-11-30', ['2023-02-28', '2023-05-28', '2023-08-28']],
    ['quarterly', '2023-11-30', ['2024-02-29', '2024-05-31', '2024-08-31']],
    ['yearly', '2024-02-29', ['2025-02-28', '2026-02-28', '2027-02-28', '2028-02-28']],
    ['yearly', '2023-01-31', ['2024-01-31', '2025-01-31']],
  ])('%s from %s steps through %j', (freq, from, expected) => {
    const dates: string[] = [];
    for (let date = from; dates.length < expected.length;) dates.push((date = nextGivingDate(date, freq)));
    expect(dates).toEqual(expected);
  });

  it('treats an unknown frequency as monthly, as docs/PRODUCT.md §4 says', () => {
    expect(nextGivingDate('2024-01-31', 'annually' as Frequency)).toBe('2024-02-29');
    expect(nextGivingDate('2024-01-10', undefined as unknown as Frequency)).toBe('2024-02-10');
  });

  it.each(['', '2024-02-30', '2024-1-1', 'tomorrow', '2024-01-01T10:00:00Z'])(
    'throws a RangeError for %j',
    (from) => {
      expect(() => nextGivingDate(from, 'weekly')).toThrow(RangeError);
    },
  );

  describe('properties', () => {
    it('is always after the input, and a real date', () => {
      fc.assert(
        fc.property(calendarDate, frequency, (from, freq) => {
          const next = nextGivingDate(from, freq);
          expect(formatCalendarDate(parseCalendarDate(next)!)).toBe(next);
          expect(next > from).toBe(true);
        }),
      );
    });

    it('weekly and every other week add exactly 7 and 14 days', () => {
      fc.assert(
        fc.property(calendarDate, (from) => {
          expect(days(from, nextGivingDate(from, 'weekly'))).toBe(7);
          expect(days(from, nextGivingDate(from, 'every_other_week'))).toBe(14);
        }),
      );
    });

    it('twice a month moves 14 to 17 days, and a first-half day exactly 14', () => {
      fc.assert(
        fc.property(calendarDate, (from) => {
          const step = days(from, nextGivingDate(from, 'twice_a_month'));
          if (Number(from.slice(8)) <= 14) expect(step).toBe(14);
          else expect(step).toBeGreaterThanOrEqual(14);
          expect(step).toBeLessThanOrEqual(17);
        }),
      );
    });

    it('monthly from a day up to 28 keeps the day in the next month', () => {
      fc.assert(
        fc.property(calendarDate, (from) => {
          fc.pre(Number(from.slice(8)) <= 28);
          const next = nextGivingDate(from, 'monthly');
          expect(next.slice(8)).toBe(from.slice(8));
          expect(differenceInCalendarMonths(parseCalendarDate(next)!, parseCalendarDate(from)!)).toBe(1);
        }),
      );
    });

    it('monthly from a day above 28 lands on the last day of the next month', () => {
      fc.assert(
        fc.property(calendarDate, (from) => {
          fc.pre(Number(from.slice(8)) > 28);
          const next = parseCalendarDate(nextGivingDate(from, 'monthly'))!;
          const dayAfter = new Date(next.getTime() + 86_400_000);
          expect(dayAfter.getUTCDate()).toBe(1);
          expect(differenceInCalendarMonths(next, parseCalendarDate(from)!)).toBe(1);
        }),
      );
    });

    it.each([
      ['quarterly', 3],
      ['yearly', 12],
    ] as const)('%s from a day up to 28 keeps the day %i months on', (freq, months) => {
      fc.assert(
        fc.property(calendarDate, (from) => {
          fc.pre(Number(from.slice(8)) <= 28);
          const next = nextGivingDate(from, freq);
          expect(next.slice(8)).toBe(from.slice(8));
          expect(differenceInCalendarMonths(parseCalendarDate(next)!, parseCalendarDate(from)!)).toBe(months);
        }),
      );
    });

    it.each([
      ['quarterly', 3],
      ['yearly', 12],
    ] as const)('%s from a day above 28 lands on the last day of the month %i months on', (freq, months) => {
      fc.assert(
        fc.property(calendarDate, (from) => {
          fc.pre(Number(from.slice(8)) > 28);
          const next = parseCalendarDate(nextGivingDate(from, freq))!;
          const dayAfter = new Date(next.getTime() + 86_400_000);
          expect(dayAfter.getUTCDate()).toBe(1);
          expect(differenceInCalendarMonths(next, parseCalendarDate(from)!)).toBe(months);
        }),
      );
    });

    it('twelve monthly steps land in twelve consecutive months', () => {
      fc.assert(
        fc.property(calendarDate, (from) => {
          const start = parseCalendarDate(from)!;
          let current = from;
          for (let step = 1; step <= 12; step++) {
            current = nextGivingDate(current, 'monthly');
            expect(differenceInCalendarMonths(parseCalendarDate(current)!, start)).toBe(step);
          }
        }),
      );
    });
  });

  // Jest's sandbox cannot change the zone of a running process, so a child Node runs the same code
  // in zones with midnight DST changes (Sao Paulo 2018), skipped days (Apia 2011) and half-hour
  // offsets, and must agree with this process.
  it.each(['America/Sao_Paulo', 'Pacific/Apia', 'Asia/Kolkata', 'America/St_Johns', 'Pacific/Kiritimati'])(
    'gives the same dates with TZ=%s',
    (zone) => {
      const cases: Array<[string, Frequency]> = [
        ['2011-12-23', 'weekly'],
        ['2011-12-29', 'weekly'],
        ['2011-12-16', 'every_other_week'],
        ['2011-12-29', 'monthly'],
        ['2018-10-28', 'weekly'],
        ['2018-11-01', 'weekly'],
        ['2018-10-20', 'twice_a_month'],
        ['2024-03-08', 'weekly'],
        ['2024-10-31', 'monthly'],
        ['2024-12-31', 'twice_a_month'],
        ['2011-11-30', 'quarterly'],
        ['2018-08-31', 'quarterly'],
        ['2011-02-28', 'yearly'],
        ['2024-02-29', 'yearly'],
      ];
      const script = `const { nextGivingDate } = require('./src/nextGivingDate.ts');
        const cases = ${JSON.stringify(cases)};
        process.stdout.write(JSON.stringify(cases.map(([from, f]) => nextGivingDate(from, f))));`;
      const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
        cwd: `${__dirname}/..`,
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      });
      expect(child.stderr).toBe('');
      expect(JSON.parse(child.stdout)).toEqual(cases.map(([from, f]) => nextGivingDate(from, f)));
    },
  );
});
