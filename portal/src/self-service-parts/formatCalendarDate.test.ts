import { formatDisplayDate } from './formatCalendarDate';

describe('formatDisplayDate', () => {
  it('shows the calendar date itself in the reader’s language, whatever the time zone', () => {
    expect(formatDisplayDate('2026-06-01', 'en')).toBe('Jun 1, 2026');
    expect(formatDisplayDate('2026-06-01', 'es')).toBe('1 jun 2026');
    expect(formatDisplayDate('not a date', 'en')).toBe('not a date');
  });
});
