import { statementYears } from './statementYears';

describe('statementYears', () => {
  it('offers last year whole, then this year up to today', () => {
    expect(statementYears('2026-03-15')).toEqual([
      { year: 2025, startDate: '2025-01-01', endDate: '2025-12-31' },
      { year: 2026, startDate: '2026-01-01', endDate: '2026-03-15' },
    ]);
  });
});
