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
    row.fundAccountNames.join('; '),
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
