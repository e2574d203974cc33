import { apportionCents, fundShares, receiptFundParts } from './fundShares';

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
        { fundId: 1, giftAmount: 7_500 },
        { fundId: 2, giftAmount: 2_500 },
      ],
      { chargedAmount: 10_330, netAmount: 10_000 },
    );
    expect(shares).toEqual([
      { fundId: 1, chargedAmount: 7_748, netAmount: 7_500 },
      { fundId: 2, chargedAmount: 2_582, netAmount: 2_500 },
    ]);
  });
});

describe('receiptFundParts', () => {
  const fund = (fundId: number, giftAmount: number, name: string, position: number) => ({
    fundId,
    giftAmount,
    name,
    position,
  });

  it('names each fund’s part of a split gift in the church’s order of funds', () => {
    expect(
      receiptFundParts(7_500, [fund(1, 2_500, 'Building Fund', 2), fund(2, 5_000, 'Missions', 1)]),
    ).toEqual([
      { name: 'Missions', cents: 5_000 },
      { name: 'Building Fund', cents: 2_500 },
    ]);
  });

  it('keeps the parts adding up to the gift when the stored parts do not', () => {
    const parts = receiptFundParts(1_000, [fund(1, 1, 'A', 0), fund(2, 1, 'B', 0), fund(3, 1, 'C', 0)]);
    expect(parts?.map((part) => part.cents)).toEqual([334, 333, 333]);
  });

  it('names nothing for a one-fund gift', () => {
    expect(receiptFundParts(4_000, [fund(1, 4_000, 'General Fund', 0)])).toBeUndefined();
  });
});
