import { apportionCents, fundShares } from './fundShares';

describe('apportionCents', () => {
  it('splits in proportion and the parts add up exactly', () => {
    expect(apportionCents(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    expect(apportionCents(10_330, [7_500, 2_500])).toEqual([7_748, 2_582]);
    expect(apportionCents(101, [50, 50])).toEqual([51, 50]);
  });

  it('gives everything to the first fund when the weights are all zero', () => {
    expect(apportionCents(500, [0, 0])).toEqual([500, 0]);
  });

  it('stays exact past 2^53 intermediate products', () => {
    const parts = apportionCents(2_000_000_000, [2_000_000_000, 1_999_999_999, 7]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(2_000_000_000);
  });
});

describe('fundShares', () => {
  it('splits both the charge and the net by the gift’s fund amounts', () => {
    const shares = fundShares(
      [
        { fundId: 1, amount: 7_500 },
        { fundId: 2, amount: 2_500 },
      ],
      { amount: 10_330, netAmount: 10_000 },
    );
    expect(shares).toEqual([
      { fundId: 1, amount: 7_748, netAmount: 7_500 },
      { fundId: 2, amount: 2_582, netAmount: 2_500 },
    ]);
  });
});
