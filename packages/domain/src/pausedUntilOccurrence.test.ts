import * as fc from 'fast-check';
import { FREQUENCY_VALUES } from './constants';
import { nextGivingDate } from './nextGivingDate';
import { pausedUntilOccurrence, type PausedUntilInput } from './pausedUntilOccurrence';

describe('pausedUntilOccurrence', () => {
  it.each<[string, PausedUntilInput, string]>([
    [
      'keeps a monthly gift on its day after the resume date',
      { lastProcessed: '2026-11-01', startDate: '2026-01-01', frequency: 'monthly', resumeOn: '2027-01-15' },
      '2027-02-01',
    ],
    [
      'charges on the resume date when the schedule falls on it',
      { lastProcessed: '2026-11-01', startDate: '2026-01-01', frequency: 'monthly', resumeOn: '2027-01-01' },
      '2027-01-01',
    ],
    [
      'never repeats the last charged date',
      { lastProcessed: '2027-01-01', startDate: '2026-01-01', frequency: 'monthly', resumeOn: '2027-01-01' },
      '2027-02-01',
    ],
    [
      'starts from the start date of a gift never charged',
      { lastProcessed: null, startDate: '2026-12-03', frequency: 'weekly', resumeOn: '2026-12-20' },
      '2026-12-24',
    ],
    [
      'keeps month ends for a gift on the 31st',
      { lastProcessed: '2026-10-31', startDate: '2026-01-31', frequency: 'monthly', resumeOn: '2027-02-10' },
      '2027-02-28',
    ],
    [
      'a start date after the resume date is kept',
      { lastProcessed: null, startDate: '2027-03-01', frequency: 'quarterly', resumeOn: '2027-01-10' },
      '2027-03-01',
    ],
  ])('%s', (_name, input, expected) => {
    expect(pausedUntilOccurrence(input)).toBe(expected);
  });

  it('refuses a resume date that is not a calendar date', () => {
    expect(() =>
      pausedUntilOccurrence({
        lastProcessed: null,
        startDate: '2026-01-01',
        frequency: 'monthly',
        resumeOn: 'soon',
      }),
    ).toThrow();
  });

  it('is a date of the gift schedule on or after the resume date', () => {
    const day = fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom(...FREQUENCY_VALUES),
        (start, gap, frequency) => {
          const resumeOn = new Date(Date.parse(`${start}T00:00:00Z`) + gap * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const result = pausedUntilOccurrence({
            lastProcessed: null,
            startDate: start,
            frequency,
            resumeOn,
          });
          expect(result >= resumeOn).toBe(true);
          // The schedule reaches it from the start date.
          let step = start;
          while (step < result) step = nextGivingDate(step, frequency);
          expect(step).toBe(result);
        },
      ),
    );
  });
});
