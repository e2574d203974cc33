// A deposit as a journal for the church's books (docs/PRODUCT.md §19 "Accounting export"): the bank
// takes the net, the fees account the processor's fees and dispute fees, each fund's income account
// the gifts to that fund, and what the deposit takes back (refunds, disputed amounts) comes off the
// income of the funds those gifts were for. Every amount is in cents, positive for a debit and
// negative for a credit, so a journal balances when its lines add up to zero.
import type { CalendarDate } from '../calendarDate';

/** A fund's figures in one deposit, each summed by the database (shares of split gifts included). */
export interface JournalFundFigures {
  /** The fund's identifier, the key of its income account. */
  fundKey: string;
  fundName: string;
  /** The gifts' charges to this fund. */
  gross: number;
  /** What refunds in this deposit gave back of gifts to this fund. */
  refunds: number;
  /** What disputes in this deposit took back of gifts to this fund. */
  disputes: number;
}

/** One deposit's figures, in cents as the database summed them (docs/PRODUCT.md §19). */
export interface JournalDeposit {
  /** The processor's payout id, for matching the bank's line. */
  payoutId: string;
  payoutDate: CalendarDate;
  gross: number;
  /** The processor's fees, dispute fees included. */
  fees: number;
  /** The part of `fees` charged for disputes. */
  disputeFees: number;
  refunds: number;
  disputes: number;
  /** A negative net of the payout before (0 or less). */
  carriedIn: number;
  /**
   * A Stripe payout's balance transactions that are none of the church's gifts, refunds or disputes
   * (their net; 0 when absent): booked to the fees account, the processor's side of the books.
   */
  otherActivity?: number;
  net: number;
  funds: readonly JournalFundFigures[];
}

/** The church's accounts as its chart of accounts names them (Payments, "Accounting accounts"). */
export interface AccountingAccounts {
  bank: string | null;
  fees: string | null;
  /** Each fund's income account by its key. */
  income: Readonly<Record<string, string | undefined>>;
}

export type JournalLineKind =
  | 'net'
  | 'carriedIn'
  | 'fees'
  | 'disputeFees'
  | 'otherActivity'
  | 'fundGifts'
  | 'fundRefunds'
  | 'fundDisputes';

export interface JournalLine {
  kind: JournalLineKind;
  account: string;
  /** The fund a fund line is for; null on the deposit's own lines. */
  fundName: string | null;
  /** Cents: positive a debit, negative a credit; never 0. */
  amount: number;
}

/** Why a deposit cannot be written as a journal: what the accounts lack. */
export interface MissingAccounts {
  bank: boolean;
  fees: boolean;
  /** The names of the funds without an income account, in the deposits' order. */
  funds: string[];
}

export class JournalDoesNotTieOut extends Error {
  constructor(payoutId: string) {
    super(`The figures of deposit ${payoutId} do not tie out; no journal is written.`);
    this.name = 'JournalDoesNotTieOut';
  }
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function nonBlank(account: string | null | undefined): account is string {
  return typeof account === 'string' && account.trim() !== '';
}

/** The accounts the deposits' journals need and the church has not set; nothing missing when empty. */
export function missingAccounts(
  deposits: readonly JournalDeposit[],
  accounts: AccountingAccounts,
): MissingAccounts | null {
  const funds: string[] = [];
  const seen = new Set<string>();
  for (const deposit of deposits) {
    for (const fund of deposit.funds) {
      if (seen.has(fund.fundKey)) continue;
      seen.add(fund.fundKey);
      if (!nonBlank(accounts.income[fund.fundKey])) funds.push(fund.fundName);
    }
  }
  const missing = {
    bank: deposits.length > 0 && !nonBlank(accounts.bank),
    fees:
      deposits.some((deposit) => deposit.fees !== 0 || (deposit.otherActivity ?? 0) !== 0) &&
      !nonBlank(accounts.fees),
    funds,
  };
  return missing.bank || missing.fees || funds.length > 0 ? missing : null;
}

/**
 * The lines of one deposit's journal, in this order: the bank's net (a credit when the net is
 * negative and carried into the next payout), the amount carried in from the payout before (to the
 * bank as well, so the two journals cancel out there and the bank's total is what reached it), the
 * processor's fees and the dispute fees, a Stripe payout's other activity, then per fund the gifts (a credit), the refunds and the
 * disputed amounts (debits). Lines of 0 are left out. Throws when the fund figures do not add up to
 * the deposit's, or an account is missing (check `missingAccounts` first).
 */
export function depositJournal(deposit: JournalDeposit, accounts: AccountingAccounts): JournalLine[] {
  const ties =
    sum(deposit.funds.map((fund) => fund.gross)) === deposit.gross &&
    sum(deposit.funds.map((fund) => fund.refunds)) === deposit.refunds &&
    sum(deposit.funds.map((fund) => fund.disputes)) === deposit.disputes &&
    deposit.carriedIn <= 0 &&
    deposit.disputeFees <= deposit.fees &&
    deposit.net ===
      deposit.gross -
        deposit.fees -
        deposit.refunds -
        deposit.disputes +
        deposit.carriedIn +
        (deposit.otherActivity ?? 0);
  if (!ties) throw new JournalDoesNotTieOut(deposit.payoutId);
  if (missingAccounts([deposit], accounts)) {
    throw new RangeError(`Deposit ${deposit.payoutId} needs accounts the church has not set.`);
  }
  const lines: JournalLine[] = [];
  const add = (
    kind: JournalLineKind,
    account: string | null | undefined,
    fundName: string | null,
    amount: number,
  ) => {
    if (amount !== 0) lines.push({ kind, account: (account ?? '').trim(), fundName, amount });
  };
  add('net', accounts.bank, null, deposit.net);
  add('carriedIn', accounts.bank, null, -deposit.carriedIn);
  add('fees', accounts.fees, null, deposit.fees - deposit.disputeFees);
  add('disputeFees', accounts.fees, null, deposit.disputeFees);
  // Money in from other activity is a credit there, money out a debit.
  add('otherActivity', accounts.fees, null, -(deposit.otherActivity ?? 0));
  for (const fund of deposit.funds) {
    const income = accounts.income[fund.fundKey];
    add('fundGifts', income, fund.fundName, -fund.gross);
    add('fundRefunds', income, fund.fundName, fund.refunds);
    add('fundDisputes', income, fund.fundName, fund.disputes);
  }
  return lines;
}

/** Debits less credits: 0 for a journal that balances. */
export function journalImbalance(lines: readonly JournalLine[]): number {
  return sum(lines.map((line) => line.amount));
}
