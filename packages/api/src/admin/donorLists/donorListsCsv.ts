// A donor list as CSV (docs/PRODUCT.md §15): every row of the list, a batch at a time through the
// reports' one CSV writer (formula-guarded cells, BOM, CRLF), amounts as plain decimals.
import { scheduleNamesByLocale, type CalendarDate, type Frequency, type Locale } from '@halo/domain';
import type { Database } from '../../db/database';
import { EXPORT_BATCH_SIZE } from '../../reports/contributionsRepository';
import { csvChunks, decimalAmount } from '../../reports/csvStream';
import { donorListMessage, type DonorListMessageKey } from './donorListMessages';
import { donorListRows, recurringAtRiskRows, type DonorListQuery } from './donorListQueries';
import { presentRecurringAtRisk } from './donorLists';

type DonorRow = Awaited<ReturnType<typeof donorListRows>>[number];
type AtRiskGift = ReturnType<typeof presentRecurringAtRisk>;

const DONOR_COLUMNS: DonorListMessageKey[] = [
  'csv.name',
  'csv.email',
  'csv.giftCount',
  'csv.totalGiven',
  'csv.firstGiftDate',
  'csv.lastGiftDate',
];

const AT_RISK_COLUMNS: DonorListMessageKey[] = [
  'csv.recurringGift',
  'csv.name',
  'csv.email',
  'csv.amount',
  'csv.schedule',
  'csv.status',
  'csv.nextOccurrence',
  'csv.card',
  'csv.risks',
];

/** Every donor of the list in its order, a batch at a time: only one batch is ever held. */
export async function* donorListBatches(
  db: Database,
  organizationId: number,
  query: DonorListQuery,
  batchSize = EXPORT_BATCH_SIZE,
) {
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const rows: DonorRow[] = await donorListRows(db, organizationId, query, after, batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = {
      key: query.list === 'FirstTime' ? last.firstGiftDate : last.lastGiftDate,
      id: last.donorUserId,
    };
  }
}

export function donorListCsvChunks(
  db: Database,
  organizationId: number,
  query: DonorListQuery,
  locale: Locale,
): AsyncGenerator<string> {
  return csvChunks(
    DONOR_COLUMNS.map((key) => donorListMessage(locale, key)),
    donorListBatches(db, organizationId, query),
    (row) => [
      row.name,
      row.email,
      String(row.giftCount),
      decimalAmount(row.totalGiven),
      row.firstGiftDate,
      row.lastGiftDate,
    ],
  );
}

async function* atRiskBatches(db: Database, organizationId: number, today: CalendarDate) {
  let afterId: number | null = null;
  for (;;) {
    const rows = await recurringAtRiskRows(db, organizationId, today, afterId, EXPORT_BATCH_SIZE);
    if (rows.length > 0) yield rows.map((row) => presentRecurringAtRisk(row, today));
    if (rows.length < EXPORT_BATCH_SIZE) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

function atRiskRecord(gift: AtRiskGift, locale: Locale): string[] {
  const status = gift.status === 'paused' ? 'status.paused' : 'status.active';
  return [
    gift.prefixedId,
    gift.donor.name,
    gift.donor.email,
    decimalAmount(gift.amount),
    scheduleNamesByLocale[locale].name[gift.scheduleType as Frequency],
    donorListMessage(locale, status),
    gift.nextOccurrence ?? '',
    gift.cardLastFour ? `${gift.cardLastFour} ${gift.cardExpiration ?? ''}`.trim() : '',
    gift.risks.map((risk) => donorListMessage(locale, `risk.${risk}`)).join('; '),
  ];
}

export function recurringAtRiskCsvChunks(
  db: Database,
  organizationId: number,
  today: CalendarDate,
  locale: Locale,
): AsyncGenerator<string> {
  return csvChunks(
    AT_RISK_COLUMNS.map((key) => donorListMessage(locale, key)),
    atRiskBatches(db, organizationId, today),
    (gift) => atRiskRecord(gift, locale),
  );
}
