// One accounting export (docs/PRODUCT.md §19 "Accounting export"): the deposits chosen, each as a
// journal that balances (@halo/domain's depositJournal over the database's sums), written for
// QuickBooks Online or Xero. Refused, by field and in the administrator's language, when the period
// is not one, no deposit was paid out in it, the church has not set an account the journals need, or
// Xero could not import the file as it is.
import {
  accountingExportRequestSchema,
  depositJournal,
  fitsXeroAccountCode,
  isCalendarDate,
  missingAccounts,
  missingAccountsMessage,
  xeroAccountCodeMessage,
  type AccountingAccountField,
  type AccountingAccounts,
  type AccountingExportFormat,
  type CalendarDate,
  type Locale,
} from '@halo/domain';
import type { Database } from '../../db/database';
import { notFoundError } from '../../core/localizedRefusals';
import { ValidationFailed } from '../../http/errors/ValidationFailed';
import { parseBody } from '../../http/parseBody';
import { readAccountingAccounts } from './accountingAccounts';
import { accountingExportMessage as message } from './accountingExportMessages';
import { depositFailed, journalDeposits, type JournalSelection } from './accountingJournalReads';
import { journalCsv, XERO_MAX_LINES, type DepositJournalLines } from './journalCsv';

/** The longest period one export covers. */
const MAX_PERIOD_DAYS = 366;

export interface AccountingExportFile {
  fileName: string;
  csv: string;
}

function daysFrom(start: CalendarDate, end: CalendarDate): number {
  return (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;
}

function selectionOf(
  body: { depositPrefixedId: string | null; startDate: string | null; endDate: string | null },
  locale: Locale,
): JournalSelection {
  if (body.depositPrefixedId) return { depositPrefixedId: body.depositPrefixedId };
  const refusals: Record<string, string[]> = {};
  if (!isCalendarDate(body.startDate)) refusals.startDate = [message(locale, 'startDate')];
  if (!isCalendarDate(body.endDate)) refusals.endDate = [message(locale, 'endDate')];
  if (Object.keys(refusals).length > 0) throw new ValidationFailed(refusals);
  const startDate = body.startDate as CalendarDate;
  const endDate = body.endDate as CalendarDate;
  if (startDate > endDate) throw new ValidationFailed({ startDate: [message(locale, 'startAfterEnd')] });
  if (daysFrom(startDate, endDate) >= MAX_PERIOD_DAYS) {
    throw new ValidationFailed({ endDate: [message(locale, 'tooLong')] });
  }
  return { startDate, endDate };
}

/** The export `body` asks for, of the church's deposits, or a refusal. */
export async function accountingExport(
  db: Database,
  organizationId: number,
  body: unknown,
  locale: Locale,
  /** The church's country (ISO code), which names Xero's no-tax rate. */
  country: string | null = null,
): Promise<AccountingExportFile> {
  const request = parseBody(accountingExportRequestSchema, body, locale);
  const format: AccountingExportFormat = request.format;
  const selection = selectionOf(request, locale);
  const deposits = await journalDeposits(db, organizationId, selection, message(locale, 'noFund'));
  if (deposits.length === 0) {
    if ('depositPrefixedId' in selection) {
      const failed = await depositFailed(db, organizationId, selection.depositPrefixedId);
      if (!failed) throw notFoundError(locale);
      throw new ValidationFailed({ depositPrefixedId: [message(locale, 'failedDeposit')] });
    }
    throw new ValidationFailed({
      startDate: [message(locale, 'noDeposits', { start: selection.startDate, end: selection.endDate })],
    });
  }
  const church = await readAccountingAccounts(db, organizationId);
  const accounts: AccountingAccounts = {
    bank: church.bankAccount,
    fees: church.feesAccount,
    income: Object.fromEntries(
      church.funds.map((fund) => [fund.fundPrefixedId, fund.incomeAccount ?? undefined]),
    ),
  };
  const missing = missingAccounts(deposits, accounts);
  if (missing) {
    const fields: AccountingAccountField[] = [
      ...(missing.bank ? [{ kind: 'bank' } as const] : []),
      ...(missing.fees ? [{ kind: 'fees' } as const] : []),
      ...missing.funds.map((fundName) => ({ kind: 'income', fundName }) as const),
    ];
    throw new ValidationFailed({ accounts: [missingAccountsMessage(fields, locale)] });
  }
  const journals: DepositJournalLines[] = deposits.map((deposit) => ({
    deposit,
    lines: depositJournal(deposit, accounts),
  }));
  if (format === 'xero') refuseWhatXeroCannotImport(journals, accounts, church.funds, selection, locale);
  const period =
    'depositPrefixedId' in selection
      ? deposits[0]!.payoutDate
      : `${selection.startDate}-to-${selection.endDate}`;
  return {
    fileName: `${format === 'xero' ? 'xero' : 'quickbooks-online'}-journal-${period}.csv`,
    csv: journalCsv(format, journals, locale, country),
  };
}

function refuseWhatXeroCannotImport(
  journals: readonly DepositJournalLines[],
  accounts: AccountingAccounts,
  funds: readonly { fundPrefixedId: string; fundName: string }[],
  selection: JournalSelection,
  locale: Locale,
): void {
  const used = new Set(journals.flatMap((journal) => journal.lines.map((line) => line.account)));
  const named: [string | null | undefined, AccountingAccountField][] = [
    [accounts.bank, { kind: 'bank' }],
    [accounts.fees, { kind: 'fees' }],
    ...funds.map((fund): [string | undefined, AccountingAccountField] => [
      accounts.income[fund.fundPrefixedId],
      { kind: 'income', fundName: fund.fundName },
    ]),
  ];
  for (const [account, field] of named) {
    if (account && used.has(account.trim()) && !fitsXeroAccountCode(account)) {
      throw new ValidationFailed({ accounts: [xeroAccountCodeMessage(field, locale)] });
    }
  }
  const lines = journals.reduce((total, journal) => total + journal.lines.length, 0);
  if (lines > XERO_MAX_LINES) {
    throw new ValidationFailed(
      'depositPrefixedId' in selection
        ? { depositPrefixedId: [message(locale, 'xeroLinesDeposit', { lines })] }
        : { endDate: [message(locale, 'xeroLines', { lines })] },
    );
  }
}
