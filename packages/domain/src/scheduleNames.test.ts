import { FREQUENCY_VALUES } from './constants';
import { scheduleNameInSentenceEn } from './scheduleNames';
import { scheduleEveryEs, scheduleNameEs } from './scheduleNames.es';
import { scheduleNamesByLocale } from './scheduleNamesByLocale';

describe('schedule names', () => {
  it('names every schedule in every form, in English and Spanish', () => {
    for (const names of Object.values(scheduleNamesByLocale)) {
      for (const form of Object.values(names) as Record<string, string>[]) {
        expect(Object.keys(form).sort()).toEqual([...FREQUENCY_VALUES].sort());
        expect(Object.values(form).every((text) => text.length > 0)).toBe(true);
      }
    }
  });

  it("writes docs/PRODUCT.md §2's recurrence periods as the spec does (weekly, every two weeks, twice a month, monthly)", () => {
    const { weekly, every_other_week, twice_a_month, monthly } = scheduleNameInSentenceEn;
    expect([weekly, every_other_week, twice_a_month, monthly]).toEqual([
      'weekly',
      'every two weeks',
      'twice a month',
      'monthly',
    ]);
    expect(scheduleNameEs.twice_a_month).toBe('Dos veces al mes');
    expect(scheduleEveryEs.yearly).toBe('Cada año');
  });
});
