import { pauseUntilProblem, suggestedPauseUntil } from './pauseUntil';

describe('pauseUntilProblem', () => {
  it.each([
    ['2026-11-27', null],
    ['2027-11-26', null],
    ['2027-11-27', 'tooFar'],
    ['2026-11-26', 'notAfterToday'],
    ['2026-11-01', 'notAfterToday'],
    ['2026-13-01', 'invalid'],
    ['', 'invalid'],
  ])('%s from 2026-11-26 → %s', (until, problem) => {
    expect(pauseUntilProblem(until, '2026-11-26')).toBe(problem);
  });
});

describe('suggestedPauseUntil', () => {
  it('steps once from the next date when it is still ahead', () => {
    expect(suggestedPauseUntil('2026-12-01', 'monthly', '2026-11-26')).toBe('2027-01-01');
  });
  it('steps once from today when the next date is past or unknown', () => {
    expect(suggestedPauseUntil('2026-11-01', 'weekly', '2026-11-26')).toBe('2026-12-03');
    expect(suggestedPauseUntil(null, 'weekly', '2026-11-26')).toBe('2026-12-03');
  });
  it('never suggests beyond a year from today', () => {
    expect(suggestedPauseUntil('2027-11-20', 'yearly', '2026-11-26')).toBe('2027-11-26');
  });
});
