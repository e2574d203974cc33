import * as fc from 'fast-check';
import { allocateFeeOverFunds } from '../deposits/depositFundSplit';
import { cardChargeFee, DISPUTE_FEE_CENTS, depositTotals } from '../deposits/depositRules';
import {
  depositJournal,
  journalImbalance,
  JournalDoesNotTieOut,
  missingAccounts,
  type AccountingAccounts,
  type JournalDeposit,
} from './depositJournal';

const ACCOUNTS: AccountingAccounts = {
  bank: 'Checking',
  fees: 'Processing Fees',
  income: { general: 'Contributions:General', missions: 'Missions Income', building: 'Building Fund' },
};
const FUND_NAMES: Record<string, string> = { general: 'General', missions: 'Missions', building: 'Building' };

/** Splits `amount` over a gift's fund parts by cumulative shares, as the database does. */
function shares(amount: number, parts: readonly { fundKey: string; amount: number }[]) {
  return allocateFeeOverFunds(
    amount,
    parts.map((part) => ({ fundId: part.fundKey, amount: part.amount })),
  );
}

const fundKey = fc.constantFrom('general', 'missions', 'building');
const gift = fc
  .uniqueArray(fc.record({ fundKey, amount: fc.integer({ min: 1, max: 500_000 }) }), {
    minLength: 1,
    maxLength: 3,
    selector: (part) => part.fundKey,
  })
  .map((parts) => ({ parts, amount: parts.reduce((total, part) => total + part.amount, 0) }));

/**
 * A random deposit: gifts split over funds, refunds and disputes of some of them, a carried amount,
 * and a Stripe payout's other activity (money in or out that is none of the church's gifts).
 */
const randomDeposit = fc
  .record({
    gifts: fc.array(gift, { maxLength: 8 }),
    refunded: fc.array(fc.tuple(fc.nat(), fc.double({ min: 0, max: 1, noNaN: true })), { maxLength: 4 }),
    disputed: fc.array(fc.nat(), { maxLength: 3 }),
    carriedIn: fc.integer({ min: -50_000, max: 0 }),
    otherActivity: fc.integer({ min: -50_000, max: 50_000 }),
  })
  .map(({ gifts, refunded, disputed, carriedIn, otherActivity }): JournalDeposit => {
    const funds = new Map<string, { gross: number; refunds: number; disputes: number }>();
    const fund = (key: string) => {
      const figures = funds.get(key) ?? { gross: 0, refunds: 0, disputes: 0 };
      funds.set(key, figures);
      return figures;
    };
    for (const one of gifts) for (const part of one.parts) fund(part.fundKey).gross += part.amount;
    const refunds = gifts.length
      ? refunded.map(([index, share]) => {
          const one = gifts[index % gifts.length]!;
          const amount = Math.max(1, Math.floor(one.amount * share));
          shares(amount, one.parts).forEach((cents, at) => (fund(one.parts[at]!.fundKey).refunds += cents));
          return { amount };
        })
      : [];
    const disputes = gifts.length
      ? disputed.map((index) => {
          const one = gifts[index % gifts.length]!;
          shares(one.amount, one.parts).forEach(
            (cents, at) => (fund(one.parts[at]!.fundKey).disputes += cents),
          );
          return { amount: one.amount, fee: DISPUTE_FEE_CENTS };
        })
      : [];
    const totals = depositTotals({
      gifts: gifts.map((one) => ({ amount: one.amount, fee: cardChargeFee(one.amount) })),
      refunds,
      disputes,
      carriedIn,
    });
    return {
      payoutId: 'po_test',
      payoutDate: '2027-03-04',
      ...totals,
      otherActivity,
      net: totals.net + otherActivity,
      disputeFees: disputes.length * DISPUTE_FEE_CENTS,
      funds: [...funds].map(([key, figures]) => ({ fundKey: key, fundName: FUND_NAMES[key]!, ...figures })),
    };
  });

describe('a deposit as a journal', () => {
  it('two card gifts of $30.00 and $50.00: the bank $77.08, fees $2.92, General $80.00', () => {
    const deposit: JournalDeposit = {
      payoutId: 'po_1',
      payoutDate: '2027-03-04',
      gross: 8000,
      fees: 292,
      disputeFees: 0,
      refunds: 0,
      disputes: 0,
      carriedIn: 0,
      net: 7708,
      funds: [{ fundKey: 'general', fundName: 'General', gross: 8000, refunds: 0, disputes: 0 }],
    };
    expect(depositJournal(deposit, ACCOUNTS)).toEqual([
      { kind: 'net', account: 'Checking', fundName: null, amount: 7708 },
      { kind: 'fees', account: 'Processing Fees', fundName: null, amount: 292 },
      { kind: 'fundGifts', account: 'Contributions:General', fundName: 'General', amount: -8000 },
    ]);
  });

  it('a Stripe payout’s other activity goes to the fees account: money in a credit, money out a debit', () => {
    const deposit: JournalDeposit = {
      payoutId: 'po_stripe',
      payoutDate: '2027-03-04',
      gross: 8000,
      fees: 292,
      disputeFees: 0,
      refunds: 0,
      disputes: 0,
      carriedIn: 0,
      otherActivity: 1250,
      net: 8958,
      funds: [{ fundKey: 'general', fundName: 'General', gross: 8000, refunds: 0, disputes: 0 }],
    };
    const lines = depositJournal(deposit, ACCOUNTS);
    expect(lines.find((line) => line.kind === 'otherActivity')).toEqual({
      kind: 'otherActivity',
      account: 'Processing Fees',
      fundName: null,
      amount: -1250,
    });
    expect(journalImbalance(lines)).toBe(0);
    expect(() => depositJournal({ ...deposit, net: 7708 }, ACCOUNTS)).toThrow(JournalDoesNotTieOut);
  });

  it('a negative net is a credit to the bank, and the next deposit takes the carried amount back there', () => {
    const carried: JournalDeposit = {
      payoutId: 'po_2',
      payoutDate: '2027-03-05',
      gross: 1000,
      fees: 1559,
      disputeFees: 1500,
      refunds: 0,
      disputes: 5000,
      carriedIn: 0,
      net: -5559,
      funds: [{ fundKey: 'missions', fundName: 'Missions', gross: 1000, refunds: 0, disputes: 5000 }],
    };
    const lines = depositJournal(carried, ACCOUNTS);
    expect(lines[0]).toEqual({ kind: 'net', account: 'Checking', fundName: null, amount: -5559 });
    expect(lines.find((line) => line.kind === 'disputeFees')?.amount).toBe(1500);
    expect(journalImbalance(lines)).toBe(0);
    const next = depositJournal(
      {
        ...carried,
        payoutId: 'po_3',
        gross: 10000,
        fees: 320,
        disputeFees: 0,
        disputes: 0,
        carriedIn: -5559,
        net: 4121,
        funds: [{ fundKey: 'missions', fundName: 'Missions', gross: 10000, refunds: 0, disputes: 0 }],
      },
      ACCOUNTS,
    );
    expect(next.slice(0, 2)).toEqual([
      { kind: 'net', account: 'Checking', fundName: null, amount: 4121 },
      { kind: 'carriedIn', account: 'Checking', fundName: null, amount: 5559 },
    ]);
    expect(journalImbalance(next)).toBe(0);
  });

  it('names what is missing: the bank, the fees account (when there are fees) and funds without income accounts', () => {
    const deposit: JournalDeposit = {
      payoutId: 'po_4',
      payoutDate: '2027-03-04',
      gross: 100,
      fees: 33,
      disputeFees: 0,
      refunds: 0,
      disputes: 0,
      carriedIn: 0,
      net: 67,
      funds: [{ fundKey: 'youth', fundName: 'Youth', gross: 100, refunds: 0, disputes: 0 }],
    };
    expect(missingAccounts([deposit], { bank: ' ', fees: null, income: {} })).toEqual({
      bank: true,
      fees: true,
      funds: ['Youth'],
    });
    expect(missingAccounts([], { bank: null, fees: null, income: {} })).toBeNull();
    expect(() => depositJournal(deposit, ACCOUNTS)).toThrow(RangeError);
  });

  it('refuses figures that do not tie out', () => {
    const deposit: JournalDeposit = {
      payoutId: 'po_5',
      payoutDate: '2027-03-04',
      gross: 100,
      fees: 0,
      disputeFees: 0,
      refunds: 0,
      disputes: 0,
      carriedIn: 0,
      net: 100,
      funds: [{ fundKey: 'general', fundName: 'General', gross: 99, refunds: 0, disputes: 0 }],
    };
    expect(() => depositJournal(deposit, ACCOUNTS)).toThrow(JournalDoesNotTieOut);
  });

  it('every journal balances to the cent for random deposits with refunds, disputes and funds', () => {
    fc.assert(
      fc.property(randomDeposit, (deposit) => {
        const lines = depositJournal(deposit, ACCOUNTS);
        expect(journalImbalance(lines)).toBe(0);
        for (const line of lines) {
          expect(Number.isSafeInteger(line.amount)).toBe(true);
          expect(line.amount).not.toBe(0);
        }
        const bank = lines.filter((line) => line.account === ACCOUNTS.bank);
        expect(bank.find((line) => line.kind === 'net')?.amount ?? 0).toBe(deposit.net);
        const fees = lines.filter((line) => line.account === ACCOUNTS.fees);
        // The processor's fees, less the other activity's money in (plus its money out).
        expect(fees.reduce((total, line) => total + line.amount, 0)).toBe(
          deposit.fees - (deposit.otherActivity ?? 0),
        );
        for (const fund of deposit.funds) {
          const gifts = lines.find((line) => line.kind === 'fundGifts' && line.fundName === fund.fundName);
          expect(-(gifts?.amount ?? 0)).toBe(fund.gross);
        }
      }),
      { numRuns: 300 },
    );
  });
});
