import { formatDisplayDate } from './formatCalendarDate';
import { organizationToday } from './organizationToday';

describe('organizationToday', () => {
  it('is the church’s calendar day, not the browser’s', () => {
    const lateEvening = new Date('2026-05-16T03:30:00Z'); // 22:30 on the 15th in Chicago
    expect(organizationToday('America/Chicago', lateEvening)).toBe('2026-05-15');
    expect(organizationToday('Asia/Tokyo', lateEvening)).toBe('2026-05-16');
  });

  it('falls back to the browser’s day for an unknown zone', () => {
    expect(organizationToday('Not/AZone', new Date())).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('formatDisplayDate', () => {
  it('shows the calendar date itself in the reader’s language, whatever the time zone', () => {
    expect(formatDisplayDate('2026-06-01', 'en')).toBe('Jun 1, 2026');
    expect(formatDisplayDate('2026-06-01', 'es')).toBe('1 jun 2026');
    expect(formatDisplayDate('not a date', 'en')).toBe('not a date');
  });
});
