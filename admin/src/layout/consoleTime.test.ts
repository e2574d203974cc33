import { formatConsoleTime } from './consoleTime';

describe('formatConsoleTime', () => {
  it("writes the time in the church's time zone, not the reader's", () => {
    // 02:30 UTC on 1 March is still 28 February in Chicago.
    expect(formatConsoleTime('2026-03-01T02:30:00Z', 'en-US', 'America/Chicago')).toBe(
      'Feb 28, 2026, 8:30 PM',
    );
  });

  it("writes it in the reader's language", () => {
    expect(formatConsoleTime('2026-03-01T15:05:00Z', 'es', 'UTC')).toMatch(/^1 mar 2026, 15:05$/);
  });
});
