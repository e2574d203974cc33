import { virtualWindow } from './virtualWindow';

describe('virtualWindow', () => {
  const base = { rowCount: 10_000, rowHeight: 48, viewportHeight: 480, overscan: 5 };

  it('renders the rows in view plus the overscan below at the top of the list', () => {
    // 480 / 48 = 10 rows in view, +1 for a partly visible row, +5 overscan.
    expect(virtualWindow({ ...base, scrollTop: 0 })).toEqual({
      start: 0,
      end: 16,
      before: 0,
      after: (10_000 - 16) * 48,
    });
  });

  it('keeps the spacers plus rendered rows at the full height wherever it is scrolled', () => {
    for (const scrollTop of [0, 47, 48, 12_345, 479_520, 10_000 * 48]) {
      const window = virtualWindow({ ...base, scrollTop });
      expect(window.before + (window.end - window.start) * 48 + window.after).toBe(10_000 * 48);
      expect(window.end - window.start).toBeLessThanOrEqual(10 + 1 + 2 * 5);
    }
  });

  it('starts the window at the row under the scroll offset, less the overscan', () => {
    const window = virtualWindow({ ...base, scrollTop: 48 * 100 + 20 });
    expect(window.start).toBe(95);
    expect(window.end).toBe(100 + 11 + 5);
    expect(window.before).toBe(95 * 48);
  });

  it('clamps at the end of the list (a scroll offset past it, e.g. after the list shrank)', () => {
    const window = virtualWindow({ ...base, rowCount: 30, scrollTop: 999_999 });
    expect(window.end).toBe(30);
    expect(window.after).toBe(0);
    expect(window.start).toBe(24);
  });

  it('renders nothing for an empty list, and treats a negative or NaN offset as the top', () => {
    expect(virtualWindow({ ...base, rowCount: 0, scrollTop: 0 })).toEqual({
      start: 0,
      end: 0,
      before: 0,
      after: 0,
    });
    expect(virtualWindow({ ...base, scrollTop: -100 }).start).toBe(0);
    expect(virtualWindow({ ...base, scrollTop: Number.NaN }).start).toBe(0);
  });
});
