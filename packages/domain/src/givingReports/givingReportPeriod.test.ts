import {
  defaultGivingReportPeriod,
  givingReportPeriodTooLong,
  monthLastYear,
  reportMonths,
  samePeriodLastYear,
} from './givingReportPeriod';

describe('the days a giving report reads', () => {
  it('defaults to this month and the eleven before it, through today', () => {
    expect(defaultGivingReportPeriod('2026-12-02')).toEqual({ start: '2026-01-01', end: '2026-12-02' });
    expect(defaultGivingReportPeriod('2026-03-31')).toEqual({ start: '2025-04-01', end: '2026-03-31' });
  });

  it('puts the same days a year earlier beside it, 29 February as the 28th', () => {
    expect(samePeriodLastYear({ start: '2024-02-29', end: '2024-12-31' })).toEqual({
      start: '2023-02-28',
      end: '2023-12-31',
    });
  });

  it('lists every month the period touches, partial months included', () => {
    expect(reportMonths({ start: '2025-11-15', end: '2026-02-01' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(reportMonths({ start: '2026-05-03', end: '2026-05-04' })).toEqual(['2026-05']);
    expect(monthLastYear('2026-01')).toBe('2025-01');
  });

  it('refuses more than five years of months', () => {
    expect(givingReportPeriodTooLong({ start: '2021-01-01', end: '2025-12-31' })).toBe(false);
    expect(givingReportPeriodTooLong({ start: '2021-01-01', end: '2026-01-01' })).toBe(true);
  });
});
