import { monthAmount, overviewPeriods, overviewTotalsVariables } from './consoleOverview';

describe('overviewPeriods', () => {
  it('runs the year from 1 January to the church day, and names its month', () => {
    expect(overviewPeriods('2026-11-25')).toEqual({
      yearFilter: { startDate: '2026-01-01', endDate: '2026-11-25' },
      month: '2026-11',
    });
  });

  it('is only the first day on New Year’s Day', () => {
    expect(overviewPeriods('2027-01-01').yearFilter).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-01-01',
    });
  });
});

describe('monthAmount', () => {
  it('reads the month from the totals, zero for a month without gifts', () => {
    const totals = [
      { month: '2026-11', amount: 12500, count: 2 },
      { month: '2026-10', amount: 5000, count: 1 },
    ];
    expect(monthAmount(totals, '2026-10')).toBe(5000);
    expect(monthAmount(totals, '2026-09')).toBe(0);
  });
});

describe('overviewTotalsVariables', () => {
  it("asks for this year's succeeded gifts of the church, one row", () => {
    expect(overviewTotalsVariables('org_1', '2026-11-25')).toEqual({
      organizationPrefixedId: 'org_1',
      filters: {
        startDate: '2026-01-01',
        endDate: '2026-11-25',
        status: 'succeeded',
        fundPrefixedId: null,
        donorSearch: null,
        donorPrefixedId: null,
        depositPrefixedId: null,
        disputed: null,
      },
      after: null,
      first: 1,
    });
  });
});
