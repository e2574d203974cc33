import { formatGiftDay } from './giftFormat';

describe('formatGiftDay', () => {
  it('writes the church day itself, whatever the machine zone', () => {
    expect(formatGiftDay('2026-03-01', 'en-US')).toBe('Mar 1, 2026');
    expect(formatGiftDay('2026-03-01', 'es-US')).toBe('1 mar 2026');
  });

  it('keeps a day it cannot read as it came', () => {
    expect(formatGiftDay('soon', 'en-US')).toBe('soon');
  });
});
