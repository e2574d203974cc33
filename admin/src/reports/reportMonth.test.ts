import { formatReportMonth } from './reportMonth';

describe('a report’s month in words', () => {
  it('is the month and year of the reader’s language, whatever the time zone', () => {
    expect(formatReportMonth('2026-01', 'en-US')).toBe('Jan 2026');
    expect(formatReportMonth('2026-12', 'en-US', 'long')).toBe('December 2026');
    expect(formatReportMonth('2026-01', 'es-US', 'long')).toBe('enero de 2026');
  });

  it('leaves what is not a month as it is', () => {
    expect(formatReportMonth('soon', 'en-US')).toBe('soon');
  });
});
