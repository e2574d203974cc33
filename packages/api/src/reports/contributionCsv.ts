// The portal's transactions CSV export (docs/CONTRACTS.md "Report files"): a donor's gifts as rows
// of the one report CSV writer (csvStream.ts).
import type { Locale } from '@halo/domain';
import type { ContributionListRow } from './contributionsRepository';
import { csvChunks, decimalAmount } from './csvStream';
import { reportText, type ReportMessageKey } from './reportMessages';

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
  'csv.refundedAmount',
  'csv.refundReason',
];

/**
 * The Funds cell: a fund's name, or for a split gift each fund with its part as the amount columns
 * write money ("Missions 50.00; Building Fund 25.00"), in the church's order of funds.
 */
export function csvFundsCell(row: ContributionListRow): string {
  if (row.fundParts.length < 2) return row.fundAccountNames.join('; ');
  return row.fundParts.map((part) => `${part.name} ${decimalAmount(part.amount)}`).join('; ');
}

export function csvContributionRecord(row: ContributionListRow, locale: Locale): string[] {
  return [
    row.date,
    row.prefixedId,
    reportText(locale, row.recurringGivingPrefixedId ? 'type.recurring' : 'type.one_time'),
    decimalAmount(row.amount),
    decimalAmount(row.fee),
    decimalAmount(row.netAmount),
    row.currency,
    reportText(locale, `status.${row.status}`),
    csvFundsCell(row),
    row.memo ?? '',
    row.cardBrand && row.cardLastFour ? `${row.cardBrand} ${row.cardLastFour}` : '',
    row.refundedAt ? row.refundedAt.toISOString() : '',
    row.refundedAmount > 0 ? decimalAmount(row.refundedAmount) : '',
    row.refundReason ?? '',
  ];
}

/** The whole file as chunks: BOM and header, then one chunk per keyset batch of rows. */
export function contributionCsvChunks(
  batches: AsyncIterable<ContributionListRow[]>,
  locale: Locale,
): AsyncGenerator<string> {
  return csvChunks(
    COLUMNS.map((key) => reportText(locale, key)),
    batches,
    (row) => csvContributionRecord(row, locale),
  );
}
