import type { CalendarDate } from './calendarDate';
import { isWithinScheduleHorizon, oneYearAfter } from './scheduleHorizon';

const day = (value: string) => value as CalendarDate;

describe('oneYearAfter', () => {
  it.each([
    ['2026-11-24', '2027-11-24'],
    ['2026-12-31', '2027-12-31'],
    ['2028-02-29', '2029-02-28'],
    ['2027-02-28', '2028-02-28'],
  ])('%s → %s', (today, expected) => {
    expect(oneYearAfter(day(today))).toBe(expected);
  });
});

describe('isWithinScheduleHorizon', () => {
  it.each([
    ['2026-11-24', true],
    ['2027-11-24', true],
    ['2027-11-25', false],
    ['2036-11-24', false],
  ])('%s from 2026-11-24: %s', (date, expected) => {
    expect(isWithinScheduleHorizon(day(date), day('2026-11-24'))).toBe(expected);
  });
});
