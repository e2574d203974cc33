import * as fc from 'fast-check';
import { coverFee, processorFee } from './fees';

const stripe = { percentBps: 290, fixedCents: 30 };

describe('processorFee', () => {
  it.each<[number, { percentBps: number; fixedCents: number }, number]>([
    [10000, stripe, 320],
    [0, stripe, 30],
    [1000, stripe, 59], // 29.0 + 30
    [1017, stripe, 59], // 29.49 rounds down
    [1018, stripe, 60], // 29.52 rounds up
    [10000, { percentBps: 0, fixedCents: 0 }, 0],
    [10000, { percentBps: 9999, fixedCents: 0 }, 9999],
  ])('%d cents at %j costs %d', (charged, rate, fee) => {
    expect(processorFee(charged, rate)).toBe(fee);
  });

  it.each([
    [-1, stripe],
    [10.5, stripe],
    [NaN, stripe],
    [100, { percentBps: 10000, fixedCents: 30 }],
    [100, { percentBps: -1, fixedCents: 30 }],
    [100, { percentBps: 2.9, fixedCents: 30 }],
    [100, { percentBps: 290, fixedCents: -30 }],
    [100, { percentBps: 290, fixedCents: 0.3 }],
  ])('throws a RangeError for %d at %j', (charged, rate) => {
    expect(() => processorFee(charged, rate)).toThrow(RangeError);
  });
});

describe('coverFee', () => {
  it.each<
    [
      number,
      { percentBps: number; fixedCents: number },
      { chargedCents: number; feeCents: number; netCents: number },
    ]
  >([
    // (10000 + 30) / 0.971 = 10329.55… → 10330; fee on it 299.57 → 300 + 30
    [10000, stripe, { chargedCents: 10330, feeCents: 330, netCents: 10000 }],
    [2500, stripe, { chargedCents: 2606, feeCents: 106, netCents: 2500 }],
    [100, stripe, { chargedCents: 134, feeCents: 34, netCents: 100 }],
    [0, stripe, { chargedCents: 31, feeCents: 31, netCents: 0 }],
    [10000, { percentBps: 0, fixedCents: 0 }, { chargedCents: 10000, feeCents: 0, netCents: 10000 }],
    [10000, { percentBps: 0, fixedCents: 30 }, { chargedCents: 10030, feeCents: 30, netCents: 10000 }],
  ])('covers %d cents at %j', (amount, rate, expected) => {
    expect(coverFee(amount, rate)).toEqual(expected);
  });

  it('charges exactly ceil((amount + fixed) / (1 − rate)) for whole-dollar gifts', () => {
    expect(coverFee(5000, stripe).chargedCents).toBe(Math.ceil((5000 + 30) / (1 - 0.029)));
  });

  it('does not lose precision near the top of the safe range', () => {
    const amount = 2 ** 50;
    const { chargedCents } = coverFee(amount, stripe);
    const exact = (BigInt(amount + 30) * 10000n + 9709n) / 9710n;
    expect(BigInt(chargedCents)).toBe(exact);
  });

  it('throws a RangeError when the charge would pass the safe range', () => {
    expect(() => coverFee(Number.MAX_SAFE_INTEGER - 10, stripe)).toThrow(RangeError);
  });

  it.each([-100, 10.5, NaN, Infinity])('throws a RangeError for an amount of %d', (amount) => {
    expect(() => coverFee(amount, stripe)).toThrow(RangeError);
  });

  it('always leaves the church at least the gift, with the smallest such charge (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 500 }),
        (amount, percentBps, fixedCents) => {
          const rate = { percentBps, fixedCents };
          const { chargedCents, feeCents, netCents } = coverFee(amount, rate);
          expect(netCents).toBeGreaterThanOrEqual(amount);
          expect(netCents).toBe(chargedCents - processorFee(chargedCents, rate));
          expect(feeCents).toBe(chargedCents - amount);
          // One cent less would not cover (amount + fixed) at the full, unrounded rate.
          expect(BigInt(chargedCents - 1) * BigInt(10000 - percentBps)).toBeLessThan(
            BigInt(amount + fixedCents) * 10000n,
          );
        },
      ),
    );
  });
});
