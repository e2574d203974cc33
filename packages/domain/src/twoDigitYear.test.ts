import { TWO_DIGIT_YEAR_CUTOFF } from './constants';
import { expandTwoDigitYear } from './twoDigitYear';

describe('expandTwoDigitYear', () => {
  it.each([
    [0, 2000],
    [27, 2027],
    [59, 2059],
    [60, 1960],
    [99, 1999],
  ])('%d → %d', (yy, year) => {
    expect(expandTwoDigitYear(yy)).toBe(year);
  });

  it('switches century at the spec cutoff', () => {
    expect(TWO_DIGIT_YEAR_CUTOFF).toBe(60);
    expect(expandTwoDigitYear(TWO_DIGIT_YEAR_CUTOFF - 1)).toBe(2059);
    expect(expandTwoDigitYear(TWO_DIGIT_YEAR_CUTOFF)).toBe(1960);
  });

  it.each([-1, 100, 2027, 5.5, NaN])('throws a RangeError for %d', (yy) => {
    expect(() => expandTwoDigitYear(yy)).toThrow(RangeError);
  });
});
