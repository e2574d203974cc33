import { statementPeriod } from './statementYear';

describe('statementPeriod', () => {
  it('covers the whole of last year', () => {
    expect(statementPeriod(2025, '2026-03-04')).toEqual({
      year: 2025,
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
  });

  it('covers this year only up to today', () => {
    expect(statementPeriod(2026, '2026-03-04')?.endDate).toBe('2026-03-04');
  });

  it('refuses a year not yet begun, a fraction and a year before online giving', () => {
    expect(statementPeriod(2027, '2026-03-04')).toBeNull();
    expect(statementPeriod(2025.5, '2026-03-04')).toBeNull();
    expect(statementPeriod(1999, '2026-03-04')).toBeNull();
  });
});
