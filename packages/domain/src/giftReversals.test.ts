import * as fc from 'fast-check';
import { churchShareOfGift, disputeFeeOfTransactions, stripeDisputeFee } from './giftReversals';
import { stripeFee } from './stripeFees';

describe('stripeDisputeFee', () => {
  it('is $15.00 for a card and a bank debit, and refuses another method', () => {
    expect(stripeDisputeFee('card')).toBe(1500);
    expect(stripeDisputeFee('bank')).toBe(1500);
    expect(() => stripeDisputeFee('wire' as never)).toThrow(RangeError);
  });
});

describe('disputeFeeOfTransactions', () => {
  it('adds the fees of a dispute’s balance transactions, never below nothing', () => {
    expect(disputeFeeOfTransactions([1500])).toBe(1500);
    expect(disputeFeeOfTransactions([])).toBe(0); // an inquiry takes no money
    expect(disputeFeeOfTransactions([1500, -1500])).toBe(0); // the fee given back with the funds
    expect(disputeFeeOfTransactions([1500, 0])).toBe(1500); // won, the fee kept
    expect(disputeFeeOfTransactions([-200])).toBe(0);
    expect(() => disputeFeeOfTransactions([15.5])).toThrow(RangeError);
  });
});

describe('churchShareOfGift', () => {
  it('a gift kept: the church keeps the charge less the processor’s fee', () => {
    expect(
      churchShareOfGift({ amountCents: 10_000, feeCents: 320 }, { refundedCents: 0, disputes: [] }),
    ).toEqual({
      processingFeeCents: 320,
      disputeFeesCents: 0,
      costCents: 320,
      keptCents: 9680,
    });
  });

  it('a whole refund gives the donor the charge back and the church still pays the fee', () => {
    expect(
      churchShareOfGift({ amountCents: 10_000, feeCents: 320 }, { refundedCents: 10_000, disputes: [] }),
    ).toEqual({ processingFeeCents: 320, disputeFeesCents: 0, costCents: 320, keptCents: -320 });
  });

  it('a dispute takes the amount and adds its $15.00 fee to what the church bears', () => {
    expect(
      churchShareOfGift(
        { amountCents: 10_000, feeCents: 320 },
        { refundedCents: 0, disputes: [{ amountCents: 10_000, feeCents: stripeDisputeFee('card') }] },
      ),
    ).toEqual({ processingFeeCents: 320, disputeFeesCents: 1500, costCents: 1820, keptCents: -1820 });
  });

  it('for any gift, refund and disputes: kept = charged − fee − refunded − disputed − dispute fees', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.record({ amountCents: fc.nat({ max: 10_000_000 }), feeCents: fc.nat({ max: 1500 }) }), {
          maxLength: 3,
        }),
        (amount, refundShare, disputes) => {
          const fee = Math.min(stripeFee('card', amount), amount);
          const refunded = Math.floor(amount * refundShare);
          const share = churchShareOfGift(
            { amountCents: amount, feeCents: fee },
            { refundedCents: refunded, disputes },
          );
          const disputed = disputes.reduce((sum, dispute) => sum + dispute.amountCents, 0);
          const disputeFees = disputes.reduce((sum, dispute) => sum + dispute.feeCents, 0);
          expect(share.keptCents).toBe(amount - fee - refunded - disputed - disputeFees);
          expect(share.costCents).toBe(fee + disputeFees);
          // A refund never changes what the gift cost the church.
          expect(share.costCents).toBe(
            churchShareOfGift({ amountCents: amount, feeCents: fee }, { refundedCents: 0, disputes })
              .costCents,
          );
        },
      ),
    );
  });

  it('refuses a refund or a fee above the charge, and amounts that are not cents', () => {
    const gift = { amountCents: 1000, feeCents: 59 };
    expect(() => churchShareOfGift(gift, { refundedCents: 1001, disputes: [] })).toThrow(RangeError);
    expect(() =>
      churchShareOfGift({ amountCents: 10, feeCents: 30 }, { refundedCents: 0, disputes: [] }),
    ).toThrow(RangeError);
    expect(() =>
      churchShareOfGift(gift, { refundedCents: 0, disputes: [{ amountCents: -1, feeCents: 1500 }] }),
    ).toThrow(RangeError);
  });
});
