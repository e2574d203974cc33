// The PDF documents of docs/PRODUCT.md §9 ("Document kinds: Statement, Receipt, Download"), drawn with pdfkit.
// pdfkit writes each page out as the next one starts, so a long list streams to the response page
// by page while its rows come from the database in keyset batches.
import type { GiftExtras } from '../core/giftPartsAndDedications';
import { formatCalendarDay, formatMoney, fundPartsText, walletMethodText, type Locale } from '@halo/domain';
import type { OrganizationRow } from '../db/schema';
import type { ContributionListRow, FundTotal } from './contributionsRepository';
import { fitText, writeText, type FontWeight } from './pdfFonts';
import { reportText, type ReportMessageKey } from './reportMessages';

export type Pdf = PDFKit.PDFDocument;

export interface DonorIdentity {
  name: string;
  email: string;
}

const MARGIN = 50;

/**
 * A new document. pdfkit and its fonts' parser are loaded with the first document rather than at
 * start-up: most processes (a giving request's, a test's) never draw one, and loading them cost
 * about 0.2 s of CPU at every start.
 */
export async function createPdf(title: string): Promise<Pdf> {
  const { default: PDFDocument } = await import('pdfkit');
  return new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: title, Producer: 'Halo Give' } });
}

/** The whole document in memory: for email attachments (one donor's statement). */
export function pdfToBuffer(doc: Pdf, draw: (doc: Pdf) => Promise<void>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc).then(
      () => doc.end(),
      (error: unknown) => {
        doc.destroy();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const contentWidth = (doc: Pdf) => doc.page.width - 2 * MARGIN;
const bottom = (doc: Pdf) => doc.page.height - MARGIN;

function ensureSpace(doc: Pdf, height: number): boolean {
  if (doc.y + height <= bottom(doc)) return false;
  doc.addPage();
  return true;
}

/** Church name and address (docs/PRODUCT.md §3 Organization contact). */
export function drawChurchHeader(doc: Pdf, organization: OrganizationRow): void {
  doc.fontSize(16).fillColor('black');
  writeText(doc, organization.displayName, 'bold', { at: { x: MARGIN, y: MARGIN } });
  const { address, city, state, zip, email } = organization.contact;
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  doc.fontSize(9).fillColor('#444444');
  for (const line of [address, place, email]) if (line) writeText(doc, line, 'regular');
  doc.fillColor('black').moveDown(1.2);
}

export function drawTitle(doc: Pdf, title: string): void {
  writeText(doc.fontSize(14), title, 'bold').moveDown(0.4);
}

export function drawFacts(doc: Pdf, facts: [label: string, value: string][]): void {
  for (const [label, value] of facts) {
    writeText(doc.fontSize(10), `${label}: `, 'bold', { continued: true });
    writeText(doc, value, 'regular');
  }
  doc.moveDown(0.8);
}

export interface GiftColumn {
  key: ReportMessageKey;
  width: number;
  align?: 'right';
  /** Cut to the column's width with an ellipsis, measured (a name of any length or script). */
  cut?: boolean;
  cell(row: ContributionListRow, locale: Locale, formatting: string): string;
}

const shortDate = (date: string, formatting: string) =>
  new Intl.DateTimeFormat(formatting, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const amountCell = (row: ContributionListRow, _locale: Locale, formatting: string) =>
  formatMoney(row.amount, row.currency, formatting);
const refundedCell = (row: ContributionListRow, _locale: Locale, formatting: string) =>
  row.refundedAmount > 0 ? formatMoney(row.refundedAmount, row.currency, formatting) : '';
const statusCell = (row: ContributionListRow, locale: Locale) => reportText(locale, `status.${row.status}`);

// A partly refunded gift shows what was refunded beside its amount: the totals count the rest.
const COLUMNS: GiftColumn[] = [
  { key: 'csv.date', width: 72, cell: (row, _locale, formatting) => shortDate(row.date, formatting) },
  { key: 'csv.transaction', width: 140, cell: (row) => row.prefixedId },
  { key: 'csv.funds', width: 90, cell: (row) => clip(row.fundAccountNames.join(', '), 20) },
  { key: 'csv.amount', width: 70, align: 'right', cell: amountCell },
  { key: 'pdf.refunded', width: 70, align: 'right', cell: refundedCell },
  { key: 'csv.status', width: 70, cell: statusCell },
];

/**
 * A household's statement (docs/PRODUCT.md §21) adds who gave each gift after its date. The page is
 * no wider, so the other columns keep only the room their longest text in English and Spanish needs
 * (contributionPdf.test.ts measures each; the transaction as wide as on a donor's own table); a name
 * or funds longer than their cell are cut.
 */
export const HOUSEHOLD_COLUMNS: GiftColumn[] = [
  { key: 'csv.date', width: 58, cell: (row, _locale, formatting) => shortDate(row.date, formatting) },
  { key: 'pdf.givenBy', width: 74, cut: true, cell: (row) => row.giverName ?? '' },
  { key: 'csv.transaction', width: 140, cell: (row) => row.prefixedId },
  { key: 'csv.funds', width: 62, cut: true, cell: (row) => row.fundAccountNames.join(', ') },
  { key: 'csv.amount', width: 56, align: 'right', cell: amountCell },
  { key: 'pdf.refunded', width: 62, align: 'right', cell: refundedCell },
  { key: 'csv.status', width: 60, cell: statusCell },
];
const ROW_HEIGHT = 14;
const COLUMN_GAP = 0;
/** Room between a cell and its neighbour (left cells after the first are indented by it). */
const CELL_PADDING = 8;

/** Where a column's text starts and how wide it may be. */
export function cellBox(columns: readonly GiftColumn[], index: number): { x: number; width: number } {
  const column = columns[index]!;
  const start = MARGIN + columns.slice(0, index).reduce((x, each) => x + each.width + COLUMN_GAP, 0);
  const indent = column.align === 'right' || index === 0 ? 0 : CELL_PADDING;
  return { x: start + indent, width: column.width - CELL_PADDING };
}

function drawRow(doc: Pdf, columns: readonly GiftColumn[], cells: string[], weight: FontWeight): void {
  const y = doc.y;
  doc.fontSize(8);
  columns.forEach((column, index) => {
    const box = cellBox(columns, index);
    const text = cells[index] ?? '';
    writeText(doc, column.cut ? fitText(doc, text, weight, box.width) : text, weight, {
      at: { x: box.x, y },
      width: box.width,
      align: column.align ?? 'left',
      lineBreak: false,
    });
  });
  doc.x = MARGIN;
  doc.y = y + ROW_HEIGHT;
}

/**
 * A split gift's line under its row, from its Funds cell to the right margin: each fund with its part
 * ("Missions $50.00 · Building Fund $25.00").
 */
function drawFundParts(
  doc: Pdf,
  columns: readonly GiftColumn[],
  row: ContributionListRow,
  formatting: string,
): void {
  const y = doc.y;
  const text = fundPartsText(row.fundParts, row.currency, formatting);
  const { x } = cellBox(
    columns,
    columns.findIndex((column) => column.key === 'csv.funds'),
  );
  doc.fontSize(7).fillColor('#444444');
  writeText(doc, text, 'regular', {
    at: { x, y: y - 3 },
    width: MARGIN + contentWidth(doc) - x,
    // One line: more funds than fit end in an ellipsis (the receipt lists every part).
    height: ROW_HEIGHT - 5,
    ellipsis: true,
  });
  doc.fillColor('black');
  doc.x = MARGIN;
  doc.y = y + ROW_HEIGHT - 3;
}

/**
 * The itemised gifts, newest first, with the column header repeated on each page; with `givers`, who
 * gave each (a household's statement, whose rows carry `giverName`).
 */
export async function drawGiftTable(
  doc: Pdf,
  batches: AsyncIterable<ContributionListRow[]>,
  locale: Locale,
  formatting: string,
  givers = false,
): Promise<number> {
  const columns = givers ? HOUSEHOLD_COLUMNS : COLUMNS;
  writeText(doc.fontSize(11), reportText(locale, 'pdf.gifts'), 'bold').moveDown(0.3);
  const header = columns.map((column) => reportText(locale, column.key));
  drawRow(doc, columns, header, 'bold');
  let count = 0;
  for await (const rows of batches) {
    for (const row of rows) {
      const split = row.fundParts.length > 1;
      if (ensureSpace(doc, split ? 2 * ROW_HEIGHT : ROW_HEIGHT)) drawRow(doc, columns, header, 'bold');
      drawRow(
        doc,
        columns,
        columns.map((column) => column.cell(row, locale, formatting)),
        'regular',
      );
      if (split) drawFundParts(doc, columns, row, formatting);
      count += 1;
    }
  }
  if (count === 0)
    writeText(doc.fontSize(9), reportText(locale, 'pdf.noGifts'), 'regular', { at: { x: MARGIN, y: doc.y } });
  doc.x = MARGIN;
  doc.moveDown(1);
  return count;
}

export function drawTotals(
  doc: Pdf,
  totals: { byFund: FundTotal[]; total: number; currency: string },
  locale: Locale,
  formatting: string,
): void {
  const width = contentWidth(doc);
  ensureSpace(doc, 40 + totals.byFund.length * ROW_HEIGHT);
  writeText(doc.fontSize(11), reportText(locale, 'pdf.totalsByFund'), 'bold', {
    at: { x: MARGIN, y: doc.y },
  }).moveDown(0.3);
  const line = (label: string, amount: number, weight: FontWeight) => {
    const y = doc.y;
    writeText(doc.fontSize(9), label, weight, { at: { x: MARGIN, y }, width: width - 120, lineBreak: false });
    writeText(doc, formatMoney(amount, totals.currency, formatting), weight, {
      at: { x: MARGIN + width - 120, y },
      width: 120,
      align: 'right',
      lineBreak: false,
    });
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };
  for (const fund of totals.byFund) line(fund.fundName, fund.amount, 'regular');
  line(reportText(locale, 'pdf.total'), totals.total, 'bold');
  doc.moveDown(0.5);
  writeText(doc.fontSize(7).fillColor('#555555'), reportText(locale, 'pdf.totalNote'), 'regular', {
    at: { x: MARGIN, y: doc.y },
    width,
  });
  doc.fillColor('black');
}

/** A statement's pledge progress under its totals, a line per pledge; nothing when there is none. */
export function drawPledges(doc: Pdf, title: string, lines: readonly string[]): void {
  if (lines.length === 0) return;
  const width = contentWidth(doc);
  doc.moveDown(1);
  ensureSpace(doc, 30 + lines.length * ROW_HEIGHT);
  writeText(doc.fontSize(11), title, 'bold', { at: { x: MARGIN, y: doc.y } }).moveDown(0.3);
  for (const line of lines)
    writeText(doc.fontSize(9), line, 'regular', { at: { x: MARGIN, y: doc.y }, width });
  doc.x = MARGIN;
  doc.moveDown(0.5);
}

export function drawParagraphs(doc: Pdf, text: string): void {
  writeText(doc.fontSize(10), text, 'regular', {
    at: { x: MARGIN, y: doc.y },
    width: contentWidth(doc),
    paragraphGap: 4,
  });
  doc.moveDown(1);
}

export function drawReceipt(
  doc: Pdf,
  gift: ContributionListRow,
  locale: Locale,
  formatting: string,
  extras: GiftExtras | null = null,
): void {
  const money = (cents: number) => formatMoney(cents, gift.currency, formatting);
  // A split gift lists each fund's part; the person it honours or remembers follows.
  const parts = extras && extras.fundParts.length > 1 ? extras.fundParts : null;
  const dedication = extras?.dedication ?? null;
  drawFacts(doc, [
    [reportText(locale, 'pdf.receiptNumber'), gift.prefixedId],
    [reportText(locale, 'csv.date'), formatCalendarDay(gift.date, formatting)],
    [
      reportText(locale, 'csv.funds'),
      parts
        ? parts.map((part) => `${part.name} (${money(part.amount)})`).join(', ')
        : gift.fundAccountNames.join(', '),
    ],
    ...(dedication
      ? [[reportText(locale, `pdf.dedication.${dedication.kind}`), dedication.name] as [string, string]]
      : []),
    [reportText(locale, 'csv.amount'), money(gift.amount)],
    ...(gift.refundedAmount > 0
      ? [[reportText(locale, 'pdf.refunded'), money(gift.refundedAmount)] as [string, string]]
      : []),
    [reportText(locale, 'csv.status'), reportText(locale, `status.${gift.status}`)],
    [
      reportText(locale, 'csv.type'),
      reportText(locale, gift.recurringGivingPrefixedId ? 'type.recurring' : 'type.one_time'),
    ],
    ...(gift.wallet
      ? [
          [
            reportText(locale, 'pdf.paidWith'),
            walletMethodText(gift.wallet, { brand: gift.cardBrand, lastFour: gift.cardLastFour }, locale),
          ] as [string, string],
        ]
      : gift.cardBrand && gift.cardLastFour
        ? [
            [reportText(locale, 'pdf.paidWith'), `${gift.cardBrand} •••• ${gift.cardLastFour}`] as [
              string,
              string,
            ],
          ]
        : []),
    ...(gift.memo ? [[reportText(locale, 'csv.memo'), gift.memo] as [string, string]] : []),
  ]);
  if (gift.coveredFee > 0) {
    drawParagraphs(doc, reportText(locale, 'pdf.feeCovered', { fee: money(gift.coveredFee) }));
  }
  drawParagraphs(doc, reportText(locale, 'pdf.receiptThanks'));
}
