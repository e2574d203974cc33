// The console's "Export CSV" of the church's gifts (docs/CONTRACTS.md "Report files"): every gift
// the Gifts filters select, in keyset batches through the portal's one report CSV writer, with the
// columns a church's bookkeeper reconciles against: who gave, to which funds how much, how it was
// paid, and what was refunded. Gift dates are the church's calendar days.
import { walletMethodText, type Locale } from '@halo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contributionFunds, funds } from '../db/schema';
import { EXPORT_BATCH_SIZE } from '../reports/contributionsRepository';
import { csvChunks, decimalAmount } from '../reports/csvStream';
import { reportText, type ReportMessageKey } from '../reports/reportMessages';
import { churchGiftRows, type ChurchGiftFilter } from './churchGifts';

type ChurchGiftRow = Awaited<ReturnType<typeof churchGiftRows>>[number];

export interface ChurchGiftExportRow extends ChurchGiftRow {
  /** Each fund's share of the gift, by fund name. */
  fundShares: { name: string; amount: number }[];
}

const COLUMNS: ReportMessageKey[] = [
  'csv.date',
  'csv.gift',
  'csv.donorName',
  'csv.donorEmail',
  'csv.fundAmounts',
  'csv.amount',
  'csv.fee',
  'csv.netAmount',
  'csv.currency',
  'csv.status',
  'csv.method',
  'csv.refundedAmount',
  'csv.memo',
];

async function withFundShares(db: Database, rows: ChurchGiftRow[]): Promise<ChurchGiftExportRow[]> {
  if (rows.length === 0) return [];
  const shares = await db
    .select({
      contributionId: contributionFunds.contributionId,
      name: funds.name,
      amount: contributionFunds.chargedAmount,
    })
    .from(contributionFunds)
    .innerJoin(funds, eq(funds.id, contributionFunds.fundId))
    .where(sql`${contributionFunds.contributionId} = any(${sql.param(rows.map((row) => row.id))}::int[])`)
    .orderBy(funds.name);
  const sharesOf = new Map<number, { name: string; amount: number }[]>();
  for (const { contributionId, name, amount } of shares) {
    const list = sharesOf.get(contributionId) ?? [];
    list.push({ name, amount });
    sharesOf.set(contributionId, list);
  }
  return rows.map((row) => ({ ...row, fundShares: sharesOf.get(row.id) ?? [] }));
}

/** Every matching gift, newest first, a batch at a time: only one batch is ever held. */
export async function* churchGiftBatches(
  db: Database,
  organizationId: number,
  filter: ChurchGiftFilter,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ChurchGiftExportRow[]> {
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const rows = await churchGiftRows(db, organizationId, filter, after, batchSize);
    if (rows.length > 0) yield await withFundShares(db, rows);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { key: last.date, id: last.id };
  }
}

/** The words of each offline method: the console's cash and checks, and an imported gift's way. */
const OFFLINE_METHOD_TEXT = {
  cash: 'method.cash',
  check: 'method.check',
  card: 'method.importedCard',
  bank: 'method.importedBank',
  other: 'method.importedOther',
} as const;

function giftMethod(row: ChurchGiftRow, locale: Locale): string {
  if (row.offlineMethod) return reportText(locale, OFFLINE_METHOD_TEXT[row.offlineMethod]);
  // A wallet gift names its wallet first: "Apple Pay (Visa •••• 4242)" (docs/PRODUCT.md §23).
  if (row.wallet)
    return walletMethodText(row.wallet, { brand: row.cardBrand, lastFour: row.cardLastFour }, locale);
  if (row.cardLastFour) {
    const lastFour = row.cardLastFour;
    if (!row.cardBrand) return reportText(locale, 'method.card', { lastFour });
    const brand = row.cardBrand.charAt(0).toUpperCase() + row.cardBrand.slice(1);
    return reportText(locale, 'method.cardBrand', { brand, lastFour });
  }
  return reportText(locale, 'method.online');
}

export function churchGiftRecord(row: ChurchGiftExportRow, locale: Locale): string[] {
  return [
    row.date,
    row.prefixedId,
    row.donorName,
    row.donorEmail,
    row.fundShares.map((share) => `${share.name} ${decimalAmount(share.amount)}`).join('; '),
    decimalAmount(row.amount),
    decimalAmount(row.fee),
    decimalAmount(row.netAmount),
    row.currency,
    reportText(locale, `status.${row.status}`),
    giftMethod(row, locale),
    decimalAmount(row.refundedAmount),
    row.memo ?? '',
  ];
}

/** The whole file as chunks: BOM and header, then one chunk per batch. */
export function churchGiftCsvChunks(
  db: Database,
  organizationId: number,
  filter: ChurchGiftFilter,
  locale: Locale,
): AsyncGenerator<string> {
  return csvChunks(
    COLUMNS.map((key) => reportText(locale, key)),
    churchGiftBatches(db, organizationId, filter),
    (row) => churchGiftRecord(row, locale),
  );
}
