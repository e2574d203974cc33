import * as fc from 'fast-check';
import { coverFee, processorFee } from './fees';
import {
  STRIPE_US_PRICING,
  stripeFee,
  stripeFeeCoverAmount,
  stripeNetAfterRefund,
  type PaymentMethodType,
} from './stripeFees';

const methods = fc.constantFrom<PaymentMethodType>('card', 'bank');
const amounts = fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: 0, max: 10_000_000_000 }));

describe('STRIPE_US_PRICING', () => {
  it('is Stripe’s US price list: card 2.9% + $0.30, bank 0.8% up to $5.00, a dispute $15.00', () => {
    expect(STRIPE_US_PRICING).toEqual({
      card: { percentBps: 290, fixedCents: 30, capCents: null, disputeFeeCents: 1500 },
      bank: { percentBps: 80, fixedCents: 0, capCents: 500, disputeFeeCents: 1500 },
    });
  });
});

describe('stripeFee', () => {
  it.each<[PaymentMethodType, number, number]>([
    ['card', 10_000, 320],
    ['card', 1017, 59], // 29.493 rounds down, + 30
    ['card', 1018, 60], // 29.522 rounds up, + 30
    ['card', 500, 45], // exactly 14.5: half a cent goes up
    ['card', 0, 30],
    ['bank', 10_000, 80],
    ['bank', 62, 0], // 0.496 rounds down
    ['bank', 63, 1], // 0.504 rounds up
    ['bank', 62_437, 499], // 499.496
    ['bank', 62_438, 500], // 499.504, the cap reached
    ['bank', 62_500, 500],
    ['bank', 100_000_000, 500], // $1,000,000.00 still costs the cap
  ])('a %s charge of %d cents costs %d', (method, charged, fee) => {
    expect(stripeFee(method, charged)).toBe(fee);
  });

  it('charges a card what the giving form’s processorFee charges at 2.9% + 30¢ (property)', () => {
    fc.assert(
      fc.property(amounts, (charged) => {
        expect(stripeFee('card', charged)).toBe(processorFee(charged, { percentBps: 290, fixedCents: 30 }));
      }),
    );
  });

  it('rounds the percentage half up to the cent and never passes the cap (property)', () => {
    fc.assert(
      fc.property(methods, fc.integer({ min: 0, max: 1_000_000_000_000 }), (method, charged) => {
        const { percentBps, fixedCents, capCents } = STRIPE_US_PRICING[method];
        const uncapped = Math.floor((charged * percentBps + 5_000) / 10_000) + fixedCents;
        const fee = stripeFee(method, charged);
        expect(fee).toBe(capCents === null ? uncapped : Math.min(uncapped, capCents));
        if (capCents !== null) expect(fee).toBeLessThanOrEqual(capCents);
      }),
    );
  });

  it('is exact near the top of the safe range', () => {
    const charged = Number.MAX_SAFE_INTEGER;
    expect(BigInt(stripeFee('card', charged))).toBe((BigInt(charged) * 290n + 5_000n) / 10_000n + 30n);
    expect(stripeFee('bank', charged)).toBe(500);
  });

  it.each([-1, 10.5, Number.NaN, Infinity])('throws a RangeError for a charge of %d cents', (charged) => {
    expect(() => stripeFee('card', charged)).toThrow(RangeError);
  });

  it('throws a RangeError for a method Stripe is not priced for here', () => {
    expect(() => stripeFee('wire' as PaymentMethodType, 100)).toThrow(RangeError);
  });
});

describe('stripeFeeCoverAmount', () => {
  it.each<[PaymentMethodType, number, number]>([
    // (10000 + 30) / 0.971 = 10329.55… → 10330, and 10329 would net 9999
    ['card', 10_000, 330],
    ['card', 2_500, 106],
    // the gross-up (4 + 30) / 0.971 = 35.01… → 36, but 35 costs 1.015 → 1 + 30 and nets the 4
    ['card', 4, 31],
    // 10000 / 0.992 = 10080.6… → 10081; 10080 costs 80.64 → 81 and would net 9999
    ['bank', 10_000, 81],
    ['bank', 1, 0], // a cent's 0.8% rounds to nothing
    ['bank', 100_000, 500], // $1,000.00: the cap, not 0.8% of the gross-up
    ['bank', 0, 0],
  ])('a %s gift of %d cents adds %d', (method, gift, added) => {
    expect(stripeFeeCoverAmount(method, gift)).toBe(added);
  });

  it('adds the least amount that leaves the church the whole gift after the fee (property)', () => {
    fc.assert(
      fc.property(methods, amounts, (method, gift) => {
        const charged = gift + stripeFeeCoverAmount(method, gift);
        expect(charged - stripeFee(method, charged)).toBeGreaterThanOrEqual(gift);
        if (charged > gift) {
          // One cent less and the church would net less than the gift.
          expect(charged - 1 - stripeFee(method, charged - 1)).toBeLessThan(gift);
        }
      }),
    );
  });

  it('is the gross-up ceil((gift + fixed) / (1 − rate)) or one cent less, for a card (property)', () => {
    fc.assert(
      fc.property(amounts, (gift) => {
        const grossUp = coverFee(gift, { percentBps: 290, fixedCents: 30 }).feeCents;
        expect([grossUp, grossUp - 1]).toContain(stripeFeeCoverAmount('card', gift));
      }),
    );
  });

  it('adds exactly Stripe’s fee on the charge, for a bank debit never more than the cap (property)', () => {
    fc.assert(
      fc.property(methods, amounts, (method, gift) => {
        const added = stripeFeeCoverAmount(method, gift);
        expect(added).toBe(stripeFee(method, gift + added));
        if (method === 'bank') expect(added).toBeLessThanOrEqual(500);
      }),
    );
  });

  it('adds the bank debit’s cap once 0.8% of the charge reaches $5.00', () => {
    // 61000 / 0.992 = 61491.9… → 61492, whose 0.8% is 491.936 → 492
    expect(stripeFeeCoverAmount('bank', 61_000)).toBe(492);
    // 62000 / 0.992 = 62500 exactly, whose 0.8% is the cap
    expect(stripeFeeCoverAmount('bank', 62_000)).toBe(500);
    expect(stripeFeeCoverAmount('bank', 5_000_000)).toBe(500);
  });

  it('does not lose precision near the top of the safe range', () => {
    const gift = 2 ** 50;
    const added = stripeFeeCoverAmount('card', gift);
    expect(gift + added - stripeFee('card', gift + added)).toBeGreaterThanOrEqual(gift);
    expect(stripeFeeCoverAmount('bank', gift)).toBe(500);
  });

  it.each([-100, 10.5, Number.NaN])('throws a RangeError for a gift of %d cents', (gift) => {
    expect(() => stripeFeeCoverAmount('bank', gift)).toThrow(RangeError);
  });
});

describe('stripeNetAfterRefund', () => {
  it.each<[PaymentMethodType, number, number, number]>([
    ['card', 10_000, 0, 9_680],
    ['card', 10_000, 3_000, 6_680], // the fee on the whole charge stays paid
    ['card', 10_000, 10_000, -320], // a whole refund costs the church the fee
    ['bank', 100_000, 100_000, -500],
  ])('a %s charge of %d cents refunded %d leaves %d', (method, charged, refunded, net) => {
    expect(stripeNetAfterRefund(method, charged, refunded)).toBe(net);
  });

  it('keeps Stripe’s whole fee however much is refunded (property)', () => {
    fc.assert(
      fc.property(
        methods,
        amounts.chain((charged) => fc.tuple(fc.constant(charged), fc.integer({ min: 0, max: charged }))),
        (method, [charged, refunded]) => {
          expect(stripeNetAfterRefund(method, charged, refunded)).toBe(
            charged - refunded - stripeFee(method, charged),
          );
        },
      ),
    );
  });

  it('throws a RangeError for a refund larger than the charge', () => {
    expect(() => stripeNetAfterRefund('card', 1_000, 1_001)).toThrow(RangeError);
  });
});
