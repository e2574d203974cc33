import { newGivingDateProblem } from './newGivingDate';

describe('newGivingDateProblem', () => {
  it.each([
    ['2026-11-26', null],
    ['2026-11-27', null],
    ['2027-11-26', null],
    ['2027-11-27', 'tooFar'],
    ['2026-11-25', 'inPast'],
    ['2026-02-30', 'invalid'],
    ['26-11-30', 'invalid'],
    ['', 'invalid'],
  ])('%s from 2026-11-26 → %s', (date, problem) => {
    expect(newGivingDateProblem(date, '2026-11-26')).toBe(problem);
  });
});
