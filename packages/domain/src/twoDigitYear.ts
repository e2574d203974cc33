import { TWO_DIGIT_YEAR_CUTOFF } from './constants';

/** A two-digit year as a full year with the spec's cutoff 60: 27 → 2027, 59 → 2059, 60 → 1960. */
export function expandTwoDigitYear(yy: number): number {
  if (!Number.isInteger(yy) || yy < 0 || yy > 99) {
    throw new RangeError(`a two-digit year must be a whole number from 0 to 99, got ${String(yy)}`);
  }
  return yy < TWO_DIGIT_YEAR_CUTOFF ? 2000 + yy : 1900 + yy;
}
