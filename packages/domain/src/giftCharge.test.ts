import { giftCharge } from './giftCharge';

const rate = { percentBps: 290, fixedCents: 30 };

describe('giftCharge', () => {
  it('covered: charges enough that the church receives the whole gift', () => {
    // ceil((5000 + 30) / 0.971) = 5181
    expect(giftCharge(5000, true, rate)).toEqual({
      chargedCents: 5181,
      feeCents: 180,
      netCents: 5001,
      coveredFeeCents: 181,
    });
  });

  it('not covered: charges the gift, the church receives it less the fee', () => {
    expect(giftCharge(5000, false, rate)).toEqual({
      chargedCents: 5000,
      feeCents: 175,
      netCents: 4825,
      coveredFeeCents: 0,
    });
  });

  it('is all zero for no gift', () => {
    expect(giftCharge(0, true, rate)).toEqual({
      chargedCents: 0,
      feeCents: 0,
      netCents: 0,
      coveredFeeCents: 0,
    });
  });
});
