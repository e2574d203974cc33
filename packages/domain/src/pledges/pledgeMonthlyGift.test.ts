import { monthlyGiftsThrough, pledgeMonthlyGift } from './pledgeMonthlyGift';

describe('monthlyGiftsThrough', () => {
  it('counts today’s gift and each monthly date up to the end, both ends included', () => {
    expect(monthlyGiftsThrough('2026-12-03', '2026-12-03')).toBe(1);
    expect(monthlyGiftsThrough('2026-12-03', '2027-01-02')).toBe(1);
    expect(monthlyGiftsThrough('2026-12-03', '2027-01-03')).toBe(2);
    expect(monthlyGiftsThrough('2026-12-03', '2027-11-30')).toBe(12);
  });

  it('follows the monthly schedule past a short month: a gift on the 31st lands on February’s last day', () => {
    expect(monthlyGiftsThrough('2027-01-31', '2027-02-28')).toBe(2);
    // …and from February 28th on the 28th, as the schedule charges it.
    expect(monthlyGiftsThrough('2027-01-31', '2027-03-27')).toBe(2);
    expect(monthlyGiftsThrough('2027-01-31', '2027-03-28')).toBe(3);
  });
});

describe('pledgeMonthlyGift', () => {
  it('spreads what is left of the pledge over the gifts through the campaign’s end', () => {
    // $1,000.00 pledged, $250.00 given, gifts on Dec 3 … May 3: six of $125.00.
    expect(
      pledgeMonthlyGift({ pledged: 100_000, given: 25_000, endDate: '2027-05-31', today: '2026-12-03' }),
    ).toEqual({
      amount: 12_500,
      gifts: 6,
    });
  });

  it('rounds up to the cent, so the pledge is never left a cent short', () => {
    expect(
      pledgeMonthlyGift({ pledged: 10_000, given: 0, endDate: '2027-02-03', today: '2026-12-03' }),
    ).toEqual({
      amount: 3_334,
      gifts: 3,
    });
  });

  it('spreads it over a year of gifts when the campaign has no end', () => {
    expect(pledgeMonthlyGift({ pledged: 120_000, given: 0, endDate: null, today: '2026-12-03' })).toEqual({
      amount: 10_000,
      gifts: 12,
    });
  });

  it('gives the rest at once on the campaign’s last day', () => {
    expect(
      pledgeMonthlyGift({ pledged: 5_000, given: 1_000, endDate: '2026-12-03', today: '2026-12-03' }),
    ).toEqual({
      amount: 4_000,
      gifts: 1,
    });
  });

  it('offers nothing once the pledge is fulfilled or the campaign has ended', () => {
    expect(
      pledgeMonthlyGift({ pledged: 5_000, given: 5_000, endDate: null, today: '2026-12-03' }),
    ).toBeNull();
    expect(
      pledgeMonthlyGift({ pledged: 5_000, given: 0, endDate: '2026-12-02', today: '2026-12-03' }),
    ).toBeNull();
  });
});
