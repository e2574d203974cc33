import * as fc from 'fast-check';
import { coverFee } from './fees';
import { chargedFeeAndNet, giftCharge } from './giftCharge';
import { stripeFee } from './stripeFees';

const rate = { percentBps: 290, fixedCents: 30 };
const gifts = fc.oneof(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 1_000_000_000 }));
const rates = fc.record({
  percentBps: fc.integer({ min: 0, max: 1500 }),
  fixedCents: fc.integer({ min: 0, max: 100 }),
});

describe('giftCharge', () => {
  it('covered: charges enough that the church receives the whole gift at Stripe’s own rate', () => {
    // ceil((5000 + 30) / 0.971) = 5181; Stripe keeps 2.9% of 5181 (150.249 → 150) + 30
    expect(giftCharge(5000, true, rate)).toEqual({
      chargedCents: 5181,
      feeCents: 180,
      netCents: 5001,
      coveredFeeCents: 181,
    });
  });

  it('not covered: charges the gift, the church receives it less Stripe’s fee', () => {
    expect(giftCharge(5000, false, rate)).toEqual({
      chargedCents: 5000,
      feeCents: 175,
      netCents: 4825,
      coveredFeeCents: 0,
    });
  });

  it('a church rate of 3.5% + $0.30 sizes what the donor covers; the church still pays Stripe’s price', () => {
    // ceil((10000 + 30) / 0.965) = 10394; Stripe keeps 2.9% of 10394 (301.426 → 301) + 30 = 331
    expect(giftCharge(10_000, true, { percentBps: 350, fixedCents: 30 })).toEqual({
      chargedCents: 10_394,
      feeCents: 331,
      netCents: 10_063,
      coveredFeeCents: 394,
    });
  });

  it('a church rate of 2.2% + $0.30: the covered fee is less than Stripe’s and the church nets less than the gift', () => {
    // ceil((10000 + 30) / 0.978) = 10256; Stripe keeps 297.424 → 297 + 30 = 327
    expect(giftCharge(10_000, true, { percentBps: 220, fixedCents: 30 })).toEqual({
      chargedCents: 10_256,
      feeCents: 327,
      netCents: 9929,
      coveredFeeCents: 256,
    });
  });

  it('a rate of nothing covers nothing, and a gift uncovered is not changed by the rate', () => {
    expect(giftCharge(10_000, true, { percentBps: 0, fixedCents: 0 })).toEqual(
      giftCharge(10_000, false, rate),
    );
    expect(giftCharge(10_000, false, { percentBps: 700, fixedCents: 90 })).toEqual(
      giftCharge(10_000, false, rate),
    );
  });

  it('for any gift and church rate: the charge is the gift plus the cover, the fee is Stripe’s, and charged = fee + net', () => {
    fc.assert(
      fc.property(gifts, fc.boolean(), rates, (gift, covered, churchRate) => {
        const charge = giftCharge(gift, covered, churchRate);
        expect(charge.chargedCents).toBe(gift + charge.coveredFeeCents);
        expect(charge.chargedCents).toBe(covered ? coverFee(gift, churchRate).chargedCents : gift);
        expect(charge.feeCents).toBe(Math.min(stripeFee('card', charge.chargedCents), charge.chargedCents));
        expect(charge.chargedCents).toBe(charge.feeCents + charge.netCents);
        if (!covered) expect(charge.coveredFeeCents).toBe(0);
      }),
    );
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

describe('chargedFeeAndNet', () => {
  it('records the processor’s fee and what is left of the charge', () => {
    expect(chargedFeeAndNet(10_000, 320)).toEqual({ feeCents: 320, netCents: 9680 });
    expect(chargedFeeAndNet(10_000, 0)).toEqual({ feeCents: 0, netCents: 10_000 });
  });

  it('never records a fee above the charge', () => {
    expect(chargedFeeAndNet(20, 31)).toEqual({ feeCents: 20, netCents: 0 });
  });

  it('adds up for any charge and fee', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), fc.nat({ max: 10_000_000 }), (charged, fee) => {
        const recorded = chargedFeeAndNet(charged, fee);
        expect(recorded.feeCents + recorded.netCents).toBe(charged);
        expect(recorded.netCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it.each([
    [-1, 30],
    [100, -1],
    [100.5, 30],
    [100, Number.NaN],
  ])('refuses a charge of %d with a fee of %d', (charged, fee) => {
    expect(() => chargedFeeAndNet(charged, fee)).toThrow(RangeError);
  });
});
