// The transactions CSV export (docs/CONTRACTS.md "Report files"): RFC 4180 (CRLF line ends, fields
// quoted when they hold a quote, comma or line break, quotes doubled), UTF-8 with a BOM so
// spreadsheet programs read accents, and user text guarded against formula injection (OWASP "CSV
// injection": a cell starting with = + - @ tab or CR gets a leading ').
import type { Locale } from '@halo/domain';
import type { ContributionListRow } from './contributionsRepository';
import { reportText, type ReportMessageKey } from './reportMessages';

export const UTF8_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/;

/** One RFC 4180 field, formula-guarded. */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvRecord(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Cents as a plain decimal ("1234.50"): spreadsheets read it as a number in any locale setting. */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${whole.slice(0, -2)}.${whole.slice(-2)}`;
}

const COLUMNS: ReportMessageKey[] = [
  'csv.date',
  'csv.transaction',
  'csv.type',
  'csv.amount',
  'csv.fee',
  'csv.netAmount',
  'csv.currency',
  'csv.status',
  'csv.funds',
  'csv.memo',
  'csv.card',
  'csv.refundedAt',
  'csv.refundReason',
];

export function csvHeader(locale: Locale): string {
  return csvRecord(COLUMNS.map((key) => reportText(locale, key)));
}

export function csvContributionRecord(row: ContributionListRow, locale: Locale): string {
  return csvRecord([
    row.date,
    row.prefixedId,
    reportText(locale, row.recurringGivingPrefixedId ? 'type.recurring' : 'type.one_time'),
    decimalAmount(row.amount),
    decimalAmount(row.fee),
    decimalAmount(row.netAmount),
    row.currency,
    reportText(locale, `status.${row.status}`),
    row.fundAccountNames.join('; '),
    row.memo ?? '',
    row.cardBrand && row.cardLastFour ? `${row.cardBrand} ${row.cardLastFour}` : '',
    row.refundedAt ? row.refundedAt.toISOString() : '',
    row.refundReason ?? '',
  ]);
}

/** The whole file as chunks: BOM and header, then one chunk per keyset batch of rows. */
export async function* contributionCsvChunks(
  batches: AsyncIterable<ContributionListRow[]>,
  locale: Locale,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvHeader(locale);
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) chunk += csvContributionRecord(row, locale);
    yield chunk;
  }
}
