// Domain-level simulation of the recurring engine's calendar: a year of daily
// runs, from awkward start dates, charges exactly the dates docs/PRODUCT.md §4 gives, once each.
import { FREQUENCY_VALUES, type CalendarDate, type Frequency } from '@halo/domain';
import { addCalendarDays, dueOccurrence, retryDate, RETRY_AFTER_DAYS } from './chargeSchedule';

/** docs/PRODUCT.md §4's next-date rules written out again, independently of @halo/domain. */
function specNextDate(from: CalendarDate, frequency: Frequency): CalendarDate {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const daysIn = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
  const sameDayNextMonth = () => {
    const days = daysIn(y, m);
    return Date.UTC(y, m, Math.min(d, days));
  };
  // Quarterly and yearly: the monthly rule with a longer step (day 0 of the month after is the last day).
  const monthsOn = (months: number) =>
    d > 28 ? iso(Date.UTC(y, m - 1 + months + 1, 0)) : iso(Date.UTC(y, m - 1 + months, d));
  switch (frequency) {
    case 'weekly':
      return iso(Date.UTC(y, m - 1, d + 7));
    case 'every_other_week':
      return iso(Date.UTC(y, m - 1, d + 14));
    case 'twice_a_month':
      return d <= 14 ? iso(Date.UTC(y, m - 1, d + 14)) : iso(sameDayNextMonth() - 14 * 86_400_000);
    case 'monthly':
      return d > 28 ? iso(Date.UTC(y, m + 1, 0)) : iso(sameDayNextMonth());
    case 'quarterly':
      return monthsOn(3);
    case 'yearly':
      return monthsOn(12);
  }
}

/** Runs the engine's decision once a day from `start` for `days` days; returns the charged dates. */
function simulateDailyRuns(start: CalendarDate, frequency: Frequency, days: number): CalendarDate[] {
  const charged: CalendarDate[] = [];
  let next = start;
  for (let day = 0; day < days; day += 1) {
    const today = addCalendarDays(start, day);
    const due = dueOccurrence(next, today, frequency);
    if (!due) continue;
    // Daily runs never miss an occurrence, so nothing is ever skipped.
    expect(due.skipped).toEqual([]);
    expect(due.occurrenceDate).toBe(today);
    charged.push(due.occurrenceDate);
    next = due.following;
  }
  return charged;
}

function expectedDates(start: CalendarDate, frequency: Frequency, days: number): CalendarDate[] {
  const end = addCalendarDays(start, days - 1);
  const dates: CalendarDate[] = [];
  for (let date = start; date <= end; date = specNextDate(date, frequency)) dates.push(date);
  return dates;
}

const AWKWARD_STARTS = [
  '2027-01-29',
  '2027-01-30',
  '2027-01-31',
  '2027-03-31',
  '2027-02-28',
  '2028-02-28',
  '2028-02-29',
  '2027-12-31',
  '2028-01-31',
  '2027-08-15',
  '2027-11-14',
];

describe('a year of daily runs', () => {
  describe.each(FREQUENCY_VALUES)('%s', (frequency) => {
    it.each(AWKWARD_STARTS)('from %s charges exactly docs/PRODUCT.md §4 dates, once each', (start) => {
      const charged = simulateDailyRuns(start, frequency, 366);
      expect(charged).toEqual(expectedDates(start, frequency, 366));
      expect(new Set(charged).size).toBe(charged.length);
    });
  });

  it('monthly from Jan 31 of a leap year keeps to month ends', () => {
    expect(simulateDailyRuns('2028-01-31', 'monthly', 366)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
      '2028-06-30',
      '2028-07-31',
      '2028-08-31',
      '2028-09-30',
      '2028-10-31',
      '2028-11-30',
      '2028-12-31',
    ]);
  });

  it('monthly from Jan 31 of a common year settles on the 28th after February (docs/PRODUCT.md §4: only days above 28 move to month end)', () => {
    expect(simulateDailyRuns('2027-01-31', 'monthly', 120)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-28',
      '2027-04-28',
      '2027-05-28',
    ]);
  });

  it('monthly from Dec 31 crosses the year end on month ends', () => {
    expect(simulateDailyRuns('2027-12-31', 'monthly', 70)).toEqual([
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
    ]);
  });

  it('twice a month from Jan 31 falls in both halves of each month', () => {
    expect(simulateDailyRuns('2027-01-31', 'twice_a_month', 90)).toEqual([
      '2027-01-31',
      '2027-02-14',
      '2027-02-28',
      '2027-03-14',
      '2027-03-28',
      '2027-04-14',
      '2027-04-28',
    ]);
  });

  it('quarterly from Jan 31 keeps to month ends, a 30th included (the monthly rule three months on)', () => {
    expect(simulateDailyRuns('2027-01-31', 'quarterly', 366)).toEqual([
      '2027-01-31',
      '2027-04-30',
      '2027-07-31',
      '2027-10-31',
      '2028-01-31',
    ]);
  });

  it('yearly from a leap day charges on Feb 28 of the following years, leap years included', () => {
    expect(simulateDailyRuns('2028-02-29', 'yearly', 366 * 5)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-28',
      '2033-02-28',
    ]);
  });

  it('weekly from a leap day steps 7 days across the year end', () => {
    const charged = simulateDailyRuns('2028-02-29', 'weekly', 366);
    expect(charged).toHaveLength(53);
    expect(charged.at(-1)).toBe('2029-02-27');
  });
});

describe('dueOccurrence after an outage', () => {
  it('charges only the most recent missed occurrence and steps on from its scheduled date', () => {
    expect(dueOccurrence('2027-03-01', '2027-03-24', 'weekly')).toEqual({
      occurrenceDate: '2027-03-22',
      skipped: ['2027-03-01', '2027-03-08', '2027-03-15'],
      following: '2027-03-29',
    });
  });

  it('is not due before the next occurrence', () => {
    expect(dueOccurrence('2027-03-02', '2027-03-01', 'monthly')).toBeNull();
  });

  it('a run a day late still charges that occurrence and keeps the schedule', () => {
    expect(dueOccurrence('2027-01-31', '2027-02-01', 'monthly')).toEqual({
      occurrenceDate: '2027-01-31',
      skipped: [],
      following: '2027-02-28',
    });
  });
});

describe('retryDate', () => {
  it('retries 1, 3 and 5 days after the first attempt, then gives up', () => {
    expect(RETRY_AFTER_DAYS).toEqual([1, 3, 5]);
    expect(retryDate('2027-03-01', 1, '2027-03-01')).toBe('2027-03-02');
    expect(retryDate('2027-03-01', 2, '2027-03-02')).toBe('2027-03-04');
    expect(retryDate('2027-03-01', 3, '2027-03-04')).toBe('2027-03-06');
    expect(retryDate('2027-03-01', 4, '2027-03-06')).toBeNull();
  });

  it('never plans a retry for the same day when a run came late', () => {
    expect(retryDate('2027-03-01', 2, '2027-03-05')).toBe('2027-03-06');
  });

  it('finishes every frequency’s retries before its next occurrence', () => {
    for (const frequency of FREQUENCY_VALUES) {
      for (const start of AWKWARD_STARTS) {
        const lastRetry = addCalendarDays(start, RETRY_AFTER_DAYS.at(-1)!);
        expect(lastRetry < specNextDate(start, frequency)).toBe(true);
      }
    }
  });
});
