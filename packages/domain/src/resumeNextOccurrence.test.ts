import * as fc from 'fast-check';
import { FREQUENCY_VALUES } from './constants';
import { nextGivingDate } from './nextGivingDate';
import { resumeNextOccurrence, type ResumeInput } from './resumeNextOccurrence';

const today = '2024-06-15';

describe('resumeNextOccurrence', () => {
  it.each<[string, Omit<ResumeInput, 'today'>, string]>([
    [
      'steps from the last processed date to the first date not in the past',
      { lastProcessed: '2024-05-01', startDate: '2024-01-01', frequency: 'weekly' },
      '2024-06-19',
    ],
    [
      'lands on today when the rhythm hits it',
      { lastProcessed: '2024-06-01', frequency: 'every_other_week' },
      '2024-06-15',
    ],
    [
      'never repeats the last processed date, even when it is today',
      { lastProcessed: '2024-06-15', frequency: 'monthly' },
      '2024-07-15',
    ],
    [
      'keeps month ends for a gift on the 31st',
      { lastProcessed: '2024-01-31', frequency: 'monthly' },
      '2024-06-30',
    ],
    [
      'keeps month ends for a quarterly gift on the 31st',
      { lastProcessed: '2024-01-31', frequency: 'quarterly' },
      '2024-07-31',
    ],
    [
      'steps a yearly gift a whole year from its last charge',
      { lastProcessed: '2023-06-20', frequency: 'yearly' },
      '2024-06-20',
    ],
    [
      'uses a future start date that was never charged',
      { startDate: '2024-07-01', frequency: 'monthly' },
      '2024-07-01',
    ],
    ['uses a start date of today as is', { startDate: today, frequency: 'weekly' }, today],
    ['steps from a past start date', { startDate: '2024-06-10', frequency: 'weekly' }, '2024-06-17'],
    ['falls back to today with neither date', { frequency: 'monthly' }, today],
    [
      'treats empty strings and nulls as absent',
      { lastProcessed: '', startDate: null, frequency: 'weekly' },
      today,
    ],
    [
      'lets a new start date win over everything',
      {
        lastProcessed: '2024-06-10',
        startDate: '2024-01-01',
        newStartDate: '2024-08-03',
        frequency: 'weekly',
      },
      '2024-08-03',
    ],
    [
      'accepts a new start date of today',
      { lastProcessed: '2024-06-10', newStartDate: today, frequency: 'monthly' },
      today,
    ],
    [
      'steps forward from a past new start date in its own rhythm',
      { lastProcessed: '2024-06-10', newStartDate: '2024-06-01', frequency: 'weekly' },
      '2024-06-15',
    ],
    ['crosses a year end', { lastProcessed: '2024-12-20', frequency: 'twice_a_month' }, '2025-01-06'],
  ])('%s', (_name, input, expected) => {
    expect(resumeNextOccurrence({ ...input, today })).toBe(expected);
  });

  it('crosses a leap day from a gift on the 29th', () => {
    expect(
      resumeNextOccurrence({ lastProcessed: '2023-12-29', today: '2024-02-10', frequency: 'monthly' }),
    ).toBe('2024-02-29');
  });

  it('copes with a base decades back', () => {
    expect(
      resumeNextOccurrence({ lastProcessed: '1990-01-01', today: '2024-01-02', frequency: 'weekly' }),
    ).toBe('2024-01-08');
  });

  it.each([
    { today: '2024-02-30' },
    { today: '' },
    { today, lastProcessed: 'yesterday' },
    { today, startDate: '2024-13-01' },
    { today, newStartDate: '06/20/2024' },
  ])('throws a RangeError for a malformed date in %j', (dates) => {
    expect(() => resumeNextOccurrence({ frequency: 'weekly', ...dates })).toThrow(RangeError);
  });

  it('is never in the past and is the first date of the rhythm that is not (property)', () => {
    const date = fc
      .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2040, 0, 1)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, date, fc.constantFrom(...FREQUENCY_VALUES), (lastProcessed, todayDate, frequency) => {
        const next = resumeNextOccurrence({ lastProcessed, today: todayDate, frequency });
        expect(next >= todayDate).toBe(true);
        expect(next > lastProcessed).toBe(true);
        // Stepping once more from the previous date of the rhythm would be in the past or be `lastProcessed`.
        let previous = lastProcessed;
        while (nextGivingDate(previous, frequency) < next) previous = nextGivingDate(previous, frequency);
        expect(previous === lastProcessed || previous < todayDate).toBe(true);
      }),
    );
  });
});
