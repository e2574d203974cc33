// The journal files against the samples committed beside this test: what QuickBooks Online's journal
// entry import and Xero's manual journal import read (columns, dates, debits and credits, one
// journal per deposit), for two deposits of a week: the first pays gifts to two funds less a refund,
// a dispute and its fee; the second is negative and carried into the next payout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { depositJournal, journalImbalance, type AccountingAccounts } from '@halo/domain';
import type { JournalDepositRow } from './accountingJournalReads';
import {
  journalNumber,
  quickBooksJournalCsv,
  xeroJournalCsv,
  xeroTaxRate,
  type DepositJournalLines,
} from './journalCsv';

const ACCOUNTS: AccountingAccounts = {
  bank: '090',
  fees: '404',
  income: { fund_general: '200', fund_missions: '210' },
};
const QUICKBOOKS_ACCOUNTS: AccountingAccounts = {
  bank: 'Checking',
  fees: 'Bank Charges & Fees',
  income: { fund_general: 'Contributions:General Fund', fund_missions: 'Contributions:Missions' },
};

const FIRST: JournalDepositRow = {
  depositPrefixedId: 'dep_first',
  daySequence: 1,
  payoutId: 'po_sandbox_20270304',
  payoutDate: '2027-03-04',
  gross: 13000,
  fees: 1500 + 292 + 175,
  disputeFees: 1500,
  refunds: 1000,
  disputes: 2500,
  carriedIn: 0,
  net: 13000 - 1967 - 1000 - 2500,
  funds: [
    { fundKey: 'fund_general', fundName: 'General Fund', gross: 8000, refunds: 1000, disputes: 2500 },
    { fundKey: 'fund_missions', fundName: 'Missions', gross: 5000, refunds: 0, disputes: 0 },
  ],
};
const CARRIED: JournalDepositRow = {
  depositPrefixedId: 'dep_second',
  daySequence: 2,
  payoutId: 'po_sandbox_20270304_2',
  payoutDate: '2027-03-04',
  gross: 1000,
  fees: 1500 + 59,
  disputeFees: 1500,
  refunds: 0,
  disputes: 5000,
  carriedIn: 0,
  net: 1000 - 1559 - 5000,
  funds: [{ fundKey: 'fund_missions', fundName: 'Missions', gross: 1000, refunds: 0, disputes: 5000 }],
};

function journals(accounts: AccountingAccounts): DepositJournalLines[] {
  return [FIRST, CARRIED].map((deposit) => ({ deposit, lines: depositJournal(deposit, accounts) }));
}

const sample = (name: string) => readFileSync(path.join(__dirname, 'samples', name), 'utf8');

describe('journal files for QuickBooks Online and Xero', () => {
  it('numbers the church’s deposits of one day HG-YYYYMMDD, then -2, -3…', () => {
    expect(journalNumber(FIRST)).toBe('HG-20270304');
    expect(journalNumber(CARRIED)).toBe('HG-20270304-2');
  });

  it('both journals balance', () => {
    for (const journal of journals(ACCOUNTS)) expect(journalImbalance(journal.lines)).toBe(0);
  });

  it('writes QuickBooks Online journal entries as the committed sample', () => {
    expect(quickBooksJournalCsv(journals(QUICKBOOKS_ACCOUNTS), 'en')).toBe(
      sample('quickbooks-online-journal.csv'),
    );
  });

  it('writes Xero manual journals as the committed sample', () => {
    expect(xeroJournalCsv(journals(ACCOUNTS), 'en')).toBe(sample('xero-manual-journal.csv'));
  });

  it('writes the descriptions in Spanish and guards a cell that would read as a formula', () => {
    const accounts = { ...ACCOUNTS, bank: '=1+1' };
    const csv = xeroJournalCsv([{ deposit: FIRST, lines: depositJournal(FIRST, accounts) }], 'es');
    expect(csv).toContain(",'=1+1,");
    expect(csv).toContain('Donativos a General Fund');
    expect(csv).toContain('Depósito de Halo Give po_sandbox_20270304 (HG-20270304),04/03/2027');
    expect(csv).toContain(',-80.00\r\n');
  });

  it('gives every Xero line the no-tax rate of the church’s Xero edition, by its country', () => {
    expect([null, 'US', 'us', 'CA', 'AU', 'NZ', 'GB'].map(xeroTaxRate)).toEqual([
      'Tax Exempt',
      'Tax Exempt',
      'Tax Exempt',
      'Tax Exempt',
      'BAS Excluded',
      'No GST',
      'No VAT',
    ]);
    const rates = (country: string) =>
      new Set(
        xeroJournalCsv(journals(ACCOUNTS), 'en', country)
          .trim()
          .split('\r\n')
          .slice(1)
          .map((line) => line.split(',').at(-2)),
      );
    expect(rates('AU')).toEqual(new Set(['BAS Excluded']));
    expect(rates('GB')).toEqual(new Set(['No VAT']));
  });
});
