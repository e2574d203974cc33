import { formatActivityTime, formatAmount, formatGiftDate, initials } from './activityFormat';

describe('activity formats', () => {
  it('writes a gift day in the locale without shifting it by the time zone', () => {
    expect(formatGiftDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatGiftDate('2026-01-01', 'es')).toBe('1 ene 2026');
    expect(formatGiftDate('not a date', 'en')).toBe('not a date');
  });

  it('writes an activity instant with its time', () => {
    expect(formatActivityTime('2026-01-01T15:30:00Z', 'en')).toMatch(/2026/);
    expect(formatActivityTime('nope', 'en')).toBe('nope');
  });

  it('writes cents as money in the locale, and nothing for no amount', () => {
    expect(formatAmount(123456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatAmount(123456, 'USD', 'es')).toMatch(/1234,56|1\.234,56/);
    expect(formatAmount(null, 'USD', 'en')).toBe('');
  });

  it.each([
    ['Ana López', 'AL'],
    ['ana@example.com', 'A'],
    ['María José García', 'MJ'],
    ['', ''],
  ])('initials(%p) is %p', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
