import { dateRangeLimits, validateDateRange } from './dateRange';

const today = '2024-06-15';

describe('dateRangeLimits', () => {
  it.each([
    [{}, { maxStart: today, minEnd: null, maxEnd: today }],
    [{ start: '2024-01-01' }, { maxStart: today, minEnd: '2024-01-01', maxEnd: today }],
    [{ end: '2024-03-01' }, { maxStart: '2024-03-01', minEnd: null, maxEnd: today }],
    [
      { start: '2024-01-01', end: '2024-03-01' },
      { maxStart: '2024-03-01', minEnd: '2024-01-01', maxEnd: today },
    ],
    [
      { start: '', end: '' },
      { maxStart: today, minEnd: null, maxEnd: today },
    ],
    [
      { start: null, end: null },
      { maxStart: today, minEnd: null, maxEnd: today },
    ],
    [{ end: '2024-12-31' }, { maxStart: today, minEnd: null, maxEnd: today }],
    [
      { start: 'garbage', end: '2024-02-30' },
      { maxStart: today, minEnd: null, maxEnd: today },
    ],
  ])('for %j is %j', (range, limits) => {
    expect(dateRangeLimits({ ...range, today })).toEqual(limits);
  });

  it('throws a RangeError for a malformed today', () => {
    expect(() => dateRangeLimits({ today: '2024-6-15' })).toThrow(RangeError);
  });
});

describe('validateDateRange', () => {
  it.each([
    {},
    { start: '2024-01-01' },
    { end: today },
    { start: '2024-01-01', end: '2024-01-01' },
    { start: '', end: null },
  ])('accepts %j', (range) => {
    expect(validateDateRange({ ...range, today })).toEqual({ ok: true });
  });

  it.each([
    [{ start: '2024-02-30' }, 'start', 'validation.invalidDate', 'Invalid date'],
    [{ end: '06/01/2024' }, 'end', 'validation.invalidDate', 'Invalid date'],
    [{ start: '2024-06-16' }, 'start', 'validation.invalidDateRange', 'Invalid date range'],
    [{ start: '2024-01-01', end: '2025-01-01' }, 'end', 'validation.invalidDateRange', 'Invalid date range'],
    [
      { start: '2024-05-02', end: '2024-05-01' },
      'start',
      'validation.startBeforeEnd',
      'Please select a start date before your end date.',
    ],
    [
      { start: '2024-01-01', end: '2023-12-31' },
      'start',
      'validation.startBeforeEnd',
      'Please select a start date before your end date.',
    ],
  ])('rejects %j on %s with %s', (range, field, key, message) => {
    expect(validateDateRange({ ...range, today })).toEqual({ ok: false, field, key, message });
  });
});
