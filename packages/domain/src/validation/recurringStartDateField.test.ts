import { todayCalendarDate } from '../calendarDate';
import { oneYearAfter } from '../scheduleHorizon';
import { issueKeys } from './issueKeys';
import { recurringStartDateField, recurringStartDateFieldFor } from './recurringStartDateField';

describe('recurringStartDateFieldFor', () => {
  const field = recurringStartDateFieldFor('2024-06-15');

  it.each<[unknown, string[]]>([
    ['2024-06-15', []],
    ['2024-12-31', []],
    ['2025-06-15', []],
    ['2025-06-16', ['validation.dateTooFarAhead']],
    ['2099-01-01', ['validation.dateTooFarAhead']],
    ['2024-06-14', ['validation.invalidDate']],
    ['2024-02-30', ['validation.invalidDate']],
    ['06/20/2024', ['validation.invalidDate']],
    ['', ['validation.recurringStartDateRequired']],
    [undefined, ['validation.recurringStartDateRequired']],
  ])('%j → %j', (input, keys) => {
    expect(issueKeys(field, input)).toEqual(keys);
  });

  it('reads a today function at each validation', () => {
    let today = '2024-06-15';
    const live = recurringStartDateFieldFor(() => today);
    expect(issueKeys(live, '2024-06-15')).toEqual([]);
    today = '2024-06-16';
    expect(issueKeys(live, '2024-06-15')).toEqual(['validation.invalidDate']);
  });

  it("defaults to this machine's today", () => {
    expect(issueKeys(recurringStartDateField, '2000-01-01')).toEqual(['validation.invalidDate']);
    const nextYear = oneYearAfter(todayCalendarDate());
    expect(issueKeys(recurringStartDateField, nextYear)).toEqual([]);
    expect(issueKeys(recurringStartDateField, '2999-01-01')).toEqual(['validation.dateTooFarAhead']);
  });
});
