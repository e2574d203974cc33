import * as fc from 'fast-check';
import { allocateFeeOverFunds } from './depositFundSplit';
import {
  cardChargeFee,
  depositArrivalDate,
  depositTotals,
  isCardGiftDue,
  lastChargeDayPaidOn,
} from './depositRules';
import { addDays } from './depositCalendar';
import { payoutDaysToRun, sandboxPayout, type PayoutHistory, type SandboxDeposit } from './sandboxPayouts';

describe('deposit rules', () => {
  it('two card gifts of $30.00 and $50.00 without the fee covered: $80.00 gross, $2.92 fees, $77.08 net', () => {
    const gifts = [3000, 5000].map((amount) => ({ amount, fee: cardChargeFee(amount) }));
    expect(depositTotals({ gifts, refunds: [], disputes: [], carriedIn: 0 })).toEqual({
      gross: 8000,
      fees: 292,
      refunds: 0,
      disputes: 0,
      carriedIn: 0,
      net: 7708,
    });
  });

  it('a card gift is due two calendar days after its charge day, across a month end', () => {
    expect(lastChargeDayPaidOn('2026-03-01')).toBe('2026-02-27');
    expect(isCardGiftDue('2026-02-27', '2026-03-01')).toBe(true);
    expect(isCardGiftDue('2026-02-28', '2026-03-01')).toBe(false);
  });

  it('arrives the next business day: a Friday payout on Monday, a Saturday one on Monday too', () => {
    expect(depositArrivalDate('2026-12-01')).toBe('2026-12-02');
    expect(depositArrivalDate('2026-12-04')).toBe('2026-12-07');
    expect(depositArrivalDate('2026-12-05')).toBe('2026-12-07');
    expect(depositArrivalDate('2026-12-06')).toBe('2026-12-07');
  });

  it('refuses a positive carried amount', () => {
    expect(() => depositTotals({ gifts: [], refunds: [], disputes: [], carriedIn: 1 })).toThrow(RangeError);
  });

  it('spreads a fee over funds in proportion, adding up to the fee exactly', () => {
    expect(
      allocateFeeOverFunds(100, [
        { fundId: 'a', amount: 1 },
        { fundId: 'b', amount: 2 },
      ]),
    ).toEqual([33, 67]);
    fc.assert(
      fc.property(
        fc.nat(100_000),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
        (fee, amounts) => {
          const shares = allocateFeeOverFunds(
            fee,
            amounts.map((amount, index) => ({ fundId: String(index), amount })),
          );
          const total = amounts.reduce((sum, amount) => sum + amount, 0);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(fee);
          shares.forEach((share, index) => {
            expect(Math.abs(share - (fee * amounts[index]!) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });

  it('a first pass pays out today; later ones catch up every day since the last payout', () => {
    expect(payoutDaysToRun(null, '2026-12-03')).toEqual(['2026-12-03']);
    expect(payoutDaysToRun('2026-12-03', '2026-12-03')).toEqual([]);
    expect(payoutDaysToRun('2026-11-30', '2026-12-02')).toEqual(['2026-12-01', '2026-12-02']);
  });
});

/** Random gifts over 20 days with refunds (whole and partial) and disputes made on or after their charge. */
const historyArbitrary: fc.Arbitrary<PayoutHistory> = fc
  .array(
    fc.record({
      dayOffset: fc.nat(19),
      amount: fc.integer({ min: 100, max: 500_000 }),
      refund: fc.option(fc.record({ after: fc.nat(5), part: fc.double({ min: 0.01, max: 1, noNaN: true }) })),
      dispute: fc.option(fc.nat(5)),
    }),
    { maxLength: 40 },
  )
  .map((rows) => {
    const history: PayoutHistory & {
      gifts: PayoutHistory['gifts'][number][];
      refunds: PayoutHistory['refunds'][number][];
      disputes: PayoutHistory['disputes'][number][];
    } = { gifts: [], refunds: [], disputes: [] };
    rows.forEach((row, index) => {
      const id = `g${index}`;
      const chargeDay = addDays('2026-11-01', row.dayOffset);
      history.gifts.push({ id, chargeDay, amount: row.amount });
      if (row.refund) {
        const amount = Math.max(1, Math.floor(row.amount * row.refund.part));
        history.refunds.push({
          id: `r${index}`,
          giftId: id,
          day: addDays(chargeDay, row.refund.after),
          amount,
        });
      }
      if (row.dispute !== null) {
        history.disputes.push({
          id: `d${index}`,
          giftId: id,
          day: addDays(chargeDay, row.dispute),
          amount: row.amount,
        });
      }
    });
    return history;
  });

/** Passes on the given days (repeats stand for restarts and a second instance), as the API runs them. */
function runPasses(history: PayoutHistory, passDays: readonly string[]): SandboxDeposit[] {
  const made: SandboxDeposit[] = [];
  for (const today of passDays) {
    const last = made.at(-1)?.payoutDay ?? null;
    for (const day of payoutDaysToRun(last, today)) {
      const deposit = sandboxPayout(history, made, day);
      if (deposit) made.push(deposit);
    }
  }
  return made;
}

describe('sandbox payouts (properties)', () => {
  const passDaysArbitrary = fc
    .array(fc.nat(40), { minLength: 1, maxLength: 15 })
    .map((offsets) => [...offsets.sort((a, b) => a - b), 40].map((offset) => addDays('2026-11-01', offset)));

  it('every deposit ties out, a negative net is carried into the next, and every gift is in exactly one deposit', () => {
    fc.assert(
      fc.property(historyArbitrary, passDaysArbitrary, (history, passDays) => {
        const deposits = runPasses(history, passDays);
        deposits.forEach((deposit, index) => {
          const { gross, fees, refunds, disputes, carriedIn, net } = deposit.totals;
          expect(net).toBe(gross - fees - refunds - disputes + carriedIn);
          const before = deposits[index - 1];
          expect(carriedIn).toBe(before ? Math.min(before.totals.net, 0) : 0);
          expect(
            deposit.giftIds.every((id) => {
              const gift = history.gifts.find((candidate) => candidate.id === id)!;
              return isCardGiftDue(gift.chargeDay, deposit.payoutDay);
            }),
          ).toBe(true);
        });
        // By the last pass (40 days on) everything charged in the first 20 days is paid out, once.
        const paid = deposits.flatMap((deposit) => deposit.giftIds).sort();
        expect(paid).toEqual(history.gifts.map((gift) => gift.id).sort());
        const refunded = deposits.flatMap((deposit) => deposit.refundIds).sort();
        expect(refunded).toEqual(history.refunds.map((refund) => refund.id).sort());
        const disputed = deposits.flatMap((deposit) => deposit.disputeIds).sort();
        expect(disputed).toEqual(history.disputes.map((dispute) => dispute.id).sort());
      }),
    );
  });

  it('passes repeated on the same day (a restart, a second instance) add nothing', () => {
    fc.assert(
      fc.property(historyArbitrary, passDaysArbitrary, (history, passDays) => {
        const once = runPasses(history, passDays);
        const twice = runPasses(
          history,
          passDays.flatMap((day) => [day, day]),
        );
        expect(twice).toEqual(once);
      }),
    );
  });

  it('the sum of all deposits is what was charged less fees, refunds and disputes', () => {
    fc.assert(
      fc.property(historyArbitrary, (history) => {
        const deposits = runPasses(history, ['2026-12-11']);
        const paidOut = deposits.reduce((sum, deposit) => sum + deposit.totals.net, 0);
        const expected =
          history.gifts.reduce((sum, gift) => sum + gift.amount - cardChargeFee(gift.amount), 0) -
          history.refunds.reduce((sum, refund) => sum + refund.amount, 0) -
          history.disputes.reduce((sum, dispute) => sum + dispute.amount + 1500, 0);
        expect(paidOut).toBe(expected);
      }),
    );
  });
});

describe('sandbox payouts take the fees the gifts and disputes recorded', () => {
  it('a gift’s own fee and a dispute’s own fee, what the processor charged for each', () => {
    const history: PayoutHistory = {
      gifts: [
        { id: 'g1', chargeDay: '2026-11-01', amount: 5000, fee: 226 },
        { id: 'g2', chargeDay: '2026-11-01', amount: 3000 },
      ],
      refunds: [],
      disputes: [{ id: 'd1', giftId: 'g1', day: '2026-11-03', amount: 5000, fee: 0 }],
    };
    const deposit = sandboxPayout(history, [], '2026-11-03');
    // 226 recorded, 117 Stripe's card price on $30.00, an inquiry's dispute that cost nothing.
    expect(deposit?.totals).toMatchObject({ gross: 8000, fees: 343, disputes: 5000, net: 8000 - 343 - 5000 });
  });

  it('over every deposit, the fees are the gifts’ recorded fees plus the disputes’ recorded fees', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 100, max: 500_000 }),
            fee: fc.nat({ max: 20_000 }),
            disputeFee: fc.option(fc.nat({ max: 3000 })),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (rows) => {
          const history: PayoutHistory = {
            gifts: rows.map((row, index) => ({
              id: `g${index}`,
              chargeDay: '2026-11-01',
              amount: row.amount,
              fee: Math.min(row.fee, row.amount),
            })),
            refunds: [],
            disputes: rows.flatMap((row, index) =>
              row.disputeFee === null
                ? []
                : [
                    {
                      id: `d${index}`,
                      giftId: `g${index}`,
                      day: '2026-11-05',
                      amount: row.amount,
                      fee: row.disputeFee,
                    },
                  ],
            ),
          };
          const deposits = runPasses(history, ['2026-11-03', '2026-11-05']);
          const fees = deposits.reduce((sum, deposit) => sum + deposit.totals.fees, 0);
          const expected =
            history.gifts.reduce((sum, gift) => sum + (gift.fee ?? 0), 0) +
            history.disputes.reduce((sum, dispute) => sum + (dispute.fee ?? 0), 0);
          expect(fees).toBe(expected);
        },
      ),
    );
  });
});
