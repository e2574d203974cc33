import * as fc from 'fast-check';
import { giftCharge } from '../giftCharge';
import { stripeFee } from '../stripeFees';
import { coveredFeeByMethod, giftChargeByMethod } from './methodFees';

const cardRate = { percentBps: 290, fixedCents: 30 };
const gifts = fc.oneof(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 1_000_000_000 }));

describe('a gift’s charge by method', () => {
  it('a card follows the church’s rate, as giftCharge does', () => {
    fc.assert(
      fc.property(gifts, fc.boolean(), (gift, covered) => {
        expect(giftChargeByMethod('card', gift, covered, cardRate)).toEqual(
          giftCharge(gift, covered, cardRate),
        );
      }),
    );
  });

  it.each([
    // gift, covered, charged, fee, net, covered fee
    [10_000, false, 10_000, 80, 9920, 0],
    [10_000, true, 10_081, 81, 10_000, 81], // 0.8% of $100.81 is 80.6, rounds to 81
    [5000, true, 5040, 40, 5000, 40],
    [100_000, false, 100_000, 500, 99_500, 0], // the $5.00 cap
    [100_000, true, 100_500, 500, 100_000, 500],
    [1, true, 1, 0, 1, 0], // 0.8% of a cent rounds to nothing
  ])(
    'a bank debit of %d cents, covered %s, charges %d, costs %d, nets %d, adds %d',
    (gift, covered, charged, fee, net, add) => {
      expect(giftChargeByMethod('bank', gift, covered, cardRate)).toEqual({
        chargedCents: charged,
        feeCents: fee,
        netCents: net,
        coveredFeeCents: add,
      });
    },
  );

  it('a bank debit: charged = fee + net, the fee is Stripe’s bank fee, covered leaves the church the gift', () => {
    fc.assert(
      fc.property(gifts, fc.boolean(), (gift, covered) => {
        const charge = giftChargeByMethod('bank', gift, covered, cardRate);
        expect(charge.chargedCents).toBe(charge.feeCents + charge.netCents);
        expect(charge.feeCents).toBe(stripeFee('bank', charge.chargedCents));
        expect(charge.feeCents).toBeLessThanOrEqual(500);
        expect(charge.chargedCents).toBe(gift + charge.coveredFeeCents);
        if (covered) {
          expect(charge.netCents).toBeGreaterThanOrEqual(gift);
          // The least that does: a cent less would leave the church short.
          if (charge.coveredFeeCents > 0) {
            expect(charge.chargedCents - 1 - stripeFee('bank', charge.chargedCents - 1)).toBeLessThan(gift);
          }
        } else {
          expect(charge.coveredFeeCents).toBe(0);
        }
      }),
    );
  });

  it('covering a bank debit never costs more than covering a card (the bank is the cheaper way)', () => {
    fc.assert(
      fc.property(gifts, (gift) => {
        expect(coveredFeeByMethod('bank', gift, cardRate)).toBeLessThanOrEqual(
          coveredFeeByMethod('card', gift, cardRate),
        );
      }),
    );
  });

  it('a zero gift costs nothing and an unknown method is refused', () => {
    expect(giftChargeByMethod('bank', 0, true, cardRate)).toEqual({
      chargedCents: 0,
      feeCents: 0,
      netCents: 0,
      coveredFeeCents: 0,
    });
    expect(() => giftChargeByMethod('wire' as never, 100, true, cardRate)).toThrow(RangeError);
  });
});
