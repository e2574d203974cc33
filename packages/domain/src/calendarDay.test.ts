import { formatCalendarDay } from './calendarDay';

describe('formatCalendarDay', () => {
  it.each([
    ['2025-03-05', 'en-US', 'March 5, 2025'],
    ['2025-03-05', 'es-US', '5 de marzo de 2025'],
    ['2026-12-31', 'en-US', 'December 31, 2026'],
    ['2024-02-29', 'en-CA', 'February 29, 2024'],
  ])('writes %s in %s as %s', (date, formatting, written) => {
    expect(formatCalendarDay(date, formatting)).toBe(written);
  });
});
