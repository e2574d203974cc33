// Deposits as a journal file that QuickBooks Online or Xero imports as it is (docs/PRODUCT.md §19
// "Accounting export"). The lines come from @halo/domain's depositJournal in cents; only here do they
// become decimals, the importers' dates and their columns:
// - QuickBooks Online, Import data > Journal entries: Journal No., Journal Date (MM/DD/YYYY, a US
//   company's date format), Account Name (the account's name; a sub-account as Parent:Sub-account),
//   Debits, Credits (one of the two on each line, the other empty), Description, Name (empty: the
//   journal names no customer). Lines with the same Journal No. are one journal entry.
// - Xero, Manual journals > Import: Narration and Date (dd/mm/yyyy) shared by the lines of one
//   journal, Description, AccountCode (the account's code), TaxRate (a tax rate's name as Xero's tax
//   settings have it: gifts and fees carry no sales tax, so the edition's no-tax rate, xeroTaxRate),
//   Amount (positive a debit,
//   negative a credit). Xero imports up to 300 lines in one file.
// RFC 4180 with a BOM and CRLF, the report files' writer; every text cell is formula-guarded.
import type { AccountingExportFormat, JournalLine, JournalLineKind, Locale } from '@halo/domain';
import { csvCell, csvRecord, decimalAmount, UTF8_BOM } from '../../reports/csvStream';
import type { JournalDepositRow } from './accountingJournalReads';

/** Xero's most lines in one import file. */
export const XERO_MAX_LINES = 300;
/**
 * Xero's no-tax rate by edition, where it is not "Tax Exempt": each is the name of a default rate
 * Xero sets up in that edition, tax type BASEXCLUDED "BAS Excluded" (Australia), and tax type NONE
 * "No GST" (New Zealand), "No VAT" (United Kingdom), "Tax Exempt" (United States, global edition).
 */
const XERO_TAX_RATES: Readonly<Record<string, string>> = {
  AU: 'BAS Excluded',
  NZ: 'No GST',
  GB: 'No VAT',
};

/**
 * The tax rate of every Xero line, by the church's country (ISO code): gifts and the processor's
 * fees are booked with no tax, and each Xero edition names that rate itself, its import matching the
 * name: "BAS Excluded" in Australia (left off the BAS), "No GST" in New Zealand, "No VAT" in the
 * United Kingdom, "Tax Exempt" in the United States and Xero's global edition (any other country, or
 * none set). A church that books them otherwise changes the rate in Xero after the import.
 */
export function xeroTaxRate(country: string | null | undefined): string {
  return XERO_TAX_RATES[(country ?? '').toUpperCase()] ?? 'Tax Exempt';
}

export const QUICKBOOKS_HEADER = [
  'Journal No.',
  'Journal Date',
  'Account Name',
  'Debits',
  'Credits',
  'Description',
  'Name',
] as const;
export const XERO_HEADER = ['Narration', 'Date', 'Description', 'AccountCode', 'TaxRate', 'Amount'] as const;

/** A deposit's journal: its figures and its lines. */
export interface DepositJournalLines {
  deposit: JournalDepositRow;
  lines: readonly JournalLine[];
}

const WORDS = {
  en: {
    net: (payoutId: string) => `Deposit ${payoutId}`,
    carriedOut: (payoutId: string) => `Deposit ${payoutId}: carried into the next payout`,
    carriedIn: 'Carried from the payout before',
    fees: 'Processing fees',
    disputeFees: 'Dispute fees',
    otherActivity: 'Other activity on the Stripe account',
    manualPayout: 'Manual payout from Stripe’s dashboard',
    fundGifts: (fund: string) => `Gifts to ${fund}`,
    fundRefunds: (fund: string) => `Refunds of gifts to ${fund}`,
    fundDisputes: (fund: string) => `Disputed gifts to ${fund}`,
    narration: (number: string, payoutId: string) => `Halo Give deposit ${payoutId} (${number})`,
  },
  es: {
    net: (payoutId: string) => `Depósito ${payoutId}`,
    carriedOut: (payoutId: string) => `Depósito ${payoutId}: arrastrado al pago siguiente`,
    carriedIn: 'Arrastrado del pago anterior',
    fees: 'Comisiones de procesamiento',
    disputeFees: 'Comisiones de disputa',
    otherActivity: 'Otros movimientos de la cuenta de Stripe',
    manualPayout: 'Pago manual desde el panel de Stripe',
    fundGifts: (fund: string) => `Donativos a ${fund}`,
    fundRefunds: (fund: string) => `Reembolsos de donativos a ${fund}`,
    fundDisputes: (fund: string) => `Donativos disputados a ${fund}`,
    narration: (number: string, payoutId: string) => `Depósito de Halo Give ${payoutId} (${number})`,
  },
} as const;

/** The journal's number: HG-YYYYMMDD, and -2, -3… for a church's later deposits of the same day (at most 21 characters, as QuickBooks Online allows). */
export function journalNumber(deposit: JournalDepositRow): string {
  const day = `HG-${deposit.payoutDate.replace(/-/g, '')}`;
  return deposit.daySequence > 1 ? `${day}-${deposit.daySequence}` : day;
}

function lineDescription(
  kind: JournalLineKind,
  line: JournalLine,
  deposit: JournalDepositRow,
  locale: Locale,
) {
  const words = WORDS[locale];
  const fund = line.fundName ?? '';
  switch (kind) {
    case 'net':
      return line.amount < 0 ? words.carriedOut(deposit.payoutId) : words.net(deposit.payoutId);
    case 'carriedIn':
      return words.carriedIn;
    case 'fees':
      return words.fees;
    case 'disputeFees':
      return words.disputeFees;
    case 'otherActivity':
      return deposit.manual ? words.manualPayout : words.otherActivity;
    case 'fundGifts':
      return words.fundGifts(fund);
    case 'fundRefunds':
      return words.fundRefunds(fund);
    case 'fundDisputes':
      return words.fundDisputes(fund);
  }
}

/** A cell of text (formula-guarded) or an amount (a plain decimal: its minus sign is no formula); null is empty. */
type Cell = string | { cents: number } | null;

function record(cells: readonly Cell[]): string {
  const fields = cells.map((cell) =>
    cell === null ? '' : typeof cell === 'string' ? csvCell(cell) : decimalAmount(cell.cents),
  );
  return `${fields.join(',')}\r\n`;
}

function quickBooksDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${month}/${date}/${year}`;
}

function xeroDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** The journals as QuickBooks Online's journal entry import reads them. */
export function quickBooksJournalCsv(journals: readonly DepositJournalLines[], locale: Locale): string {
  const records = [UTF8_BOM + csvRecord(QUICKBOOKS_HEADER)];
  for (const { deposit, lines } of journals) {
    for (const line of lines) {
      records.push(
        record([
          journalNumber(deposit),
          quickBooksDate(deposit.payoutDate),
          line.account,
          line.amount > 0 ? { cents: line.amount } : null,
          line.amount < 0 ? { cents: -line.amount } : null,
          lineDescription(line.kind, line, deposit, locale),
          null,
        ]),
      );
    }
  }
  return records.join('');
}

/** The journals as Xero's manual journal import reads them, every line at the church's no-tax rate. */
export function xeroJournalCsv(
  journals: readonly DepositJournalLines[],
  locale: Locale,
  country: string | null = null,
): string {
  const taxRate = xeroTaxRate(country);
  const records = [UTF8_BOM + csvRecord(XERO_HEADER)];
  for (const { deposit, lines } of journals) {
    const narration = WORDS[locale].narration(journalNumber(deposit), deposit.payoutId);
    for (const line of lines) {
      records.push(
        record([
          narration,
          xeroDate(deposit.payoutDate),
          lineDescription(line.kind, line, deposit, locale),
          line.account,
          taxRate,
          { cents: line.amount },
        ]),
      );
    }
  }
  return records.join('');
}

export function journalCsv(
  format: AccountingExportFormat,
  journals: readonly DepositJournalLines[],
  locale: Locale,
  country: string | null = null,
): string {
  return format === 'xero'
    ? xeroJournalCsv(journals, locale, country)
    : quickBooksJournalCsv(journals, locale);
}
