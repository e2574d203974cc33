import { isWithinCampaignPeriod, pledgeGivenCents, pledgeProgress, type PledgeGift } from './pledgeProgress';

const gift = (over: Partial<PledgeGift> = {}): PledgeGift => ({
  status: 'succeeded',
  amount: 10_000,
  coveredFee: 0,
  refundedAmount: 0,
  date: '2026-06-15',
  ...over,
});

const wholeYear = { startDate: '2026-01-01', endDate: '2026-12-31' };

describe('pledgeGivenCents', () => {
  it('counts each gift before the fee its donor covered, less what was refunded of it', () => {
    expect(
      pledgeGivenCents(
        [gift({ amount: 10_330, coveredFee: 330 }), gift({ amount: 5_000, refundedAmount: 2_000 })],
        wholeYear,
      ),
    ).toBe(13_000);
  });

  it('counts nothing of a declined charge nor of a gift refunded whole', () => {
    expect(
      pledgeGivenCents(
        [gift({ status: 'failed' }), gift({ status: 'refunded', refundedAmount: 10_000 })],
        wholeYear,
      ),
    ).toBe(0);
  });

  it('counts only gifts within the campaign’s period, both ends included', () => {
    const gifts = [
      gift({ date: '2025-12-31' }),
      gift({ date: '2026-01-01', amount: 100 }),
      gift({ date: '2026-12-31', amount: 200 }),
      gift({ date: '2027-01-01' }),
    ];
    expect(pledgeGivenCents(gifts, wholeYear)).toBe(300);
    expect(pledgeGivenCents(gifts, { startDate: null, endDate: null })).toBe(20_300);
  });
});

describe('isWithinCampaignPeriod', () => {
  it('takes an open end as no limit', () => {
    expect(isWithinCampaignPeriod('1999-01-01', { startDate: null, endDate: '2026-01-01' })).toBe(true);
    expect(isWithinCampaignPeriod('2099-01-01', { startDate: '2026-01-01', endDate: null })).toBe(true);
  });
});

describe('pledgeProgress', () => {
  it('gives the percent drawn, rounded down, and fulfilled once given reaches pledged', () => {
    expect(pledgeProgress(2_500, 10_000)).toEqual({
      given: 2_500,
      pledged: 10_000,
      percent: 25,
      fulfilled: false,
    });
    expect(pledgeProgress(9_999, 10_000).percent).toBe(99);
    expect(pledgeProgress(10_000, 10_000).fulfilled).toBe(true);
  });

  it('draws a full bar for giving past the pledge', () => {
    expect(pledgeProgress(15_000, 10_000)).toMatchObject({ percent: 100, fulfilled: true });
  });
});
