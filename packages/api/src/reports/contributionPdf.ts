// The PDF documents of spec §9 ("Document kinds: Statement, Receipt, Download"), drawn with pdfkit.
// pdfkit writes each page out as the next one starts, so a long list streams to the response page
// by page while its rows come from the database in keyset batches.
import { formatMoney, type Locale } from '@halo/domain';
import PDFDocument from 'pdfkit';
import type { OrganizationRow } from '../db/schema';
import type { ContributionListRow, FundTotal } from './contributionsRepository';
import { formatCalendarDay, reportText, type ReportMessageKey } from './reportMessages';

export type Pdf = PDFKit.PDFDocument;

export interface DonorIdentity {
  name: string;
  email: string;
}

const MARGIN = 50;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

export function createPdf(title: string): Pdf {
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

/** Church name and address (spec §3 Organization contact). */
export function drawChurchHeader(doc: Pdf, organization: OrganizationRow): void {
  doc.font(BOLD).fontSize(16).fillColor('black').text(organization.displayName, MARGIN, MARGIN);
  const { address, city, state, zip, email } = organization.contact;
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  doc.font(FONT).fontSize(9).fillColor('#444444');
  for (const line of [address, place, email]) if (line) doc.text(line);
  doc.fillColor('black').moveDown(1.2);
}

export function drawTitle(doc: Pdf, title: string): void {
  doc.font(BOLD).fontSize(14).text(title).moveDown(0.4);
}

export function drawFacts(doc: Pdf, facts: [label: string, value: string][]): void {
  for (const [label, value] of facts) {
    doc.font(BOLD).fontSize(10).text(`${label}: `, { continued: true }).font(FONT).text(value);
  }
  doc.moveDown(0.8);
}

interface Column {
  key: ReportMessageKey;
  width: number;
  align?: 'right';
  cell(row: ContributionListRow, locale: Locale): string;
}

const shortDate = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const COLUMNS: Column[] = [
  { key: 'csv.date', width: 72, cell: (row, locale) => shortDate(row.date, locale) },
  { key: 'csv.transaction', width: 140, cell: (row) => row.prefixedId },
  { key: 'csv.funds', width: 150, cell: (row) => clip(row.fundAccountNames.join(', '), 34) },
  {
    key: 'csv.amount',
    width: 80,
    align: 'right',
    cell: (row, locale) => formatMoney(row.amount, row.currency, locale),
  },
  { key: 'csv.status', width: 70, cell: (row, locale) => reportText(locale, `status.${row.status}`) },
];
const ROW_HEIGHT = 14;
const COLUMN_GAP = 0;

function drawRow(doc: Pdf, cells: string[], font: string): void {
  const y = doc.y;
  let x = MARGIN;
  doc.font(font).fontSize(8);
  COLUMNS.forEach((column, index) => {
    const text = cells[index] ?? '';
    doc.text(text, column.align === 'right' ? x : x + (index === 0 ? 0 : 8), y, {
      width: column.width - 8,
      align: column.align ?? 'left',
      lineBreak: false,
    });
    x += column.width + COLUMN_GAP;
  });
  doc.x = MARGIN;
  doc.y = y + ROW_HEIGHT;
}

/** The itemised gifts, newest first, with the column header repeated on each page. */
export async function drawGiftTable(
  doc: Pdf,
  batches: AsyncIterable<ContributionListRow[]>,
  locale: Locale,
): Promise<number> {
  doc.font(BOLD).fontSize(11).text(reportText(locale, 'pdf.gifts')).moveDown(0.3);
  const header = COLUMNS.map((column) => reportText(locale, column.key));
  drawRow(doc, header, BOLD);
  let count = 0;
  for await (const rows of batches) {
    for (const row of rows) {
      if (ensureSpace(doc, ROW_HEIGHT)) drawRow(doc, header, BOLD);
      drawRow(
        doc,
        COLUMNS.map((column) => column.cell(row, locale)),
        FONT,
      );
      count += 1;
    }
  }
  if (count === 0) doc.font(FONT).fontSize(9).text(reportText(locale, 'pdf.noGifts'), MARGIN);
  doc.x = MARGIN;
  doc.moveDown(1);
  return count;
}

export function drawTotals(
  doc: Pdf,
  totals: { byFund: FundTotal[]; total: number; currency: string },
  locale: Locale,
): void {
  const width = contentWidth(doc);
  ensureSpace(doc, 40 + totals.byFund.length * ROW_HEIGHT);
  doc.font(BOLD).fontSize(11).text(reportText(locale, 'pdf.totalsByFund'), MARGIN).moveDown(0.3);
  const line = (label: string, amount: number, font: string) => {
    const y = doc.y;
    doc
      .font(font)
      .fontSize(9)
      .text(label, MARGIN, y, { width: width - 120, lineBreak: false });
    doc.text(formatMoney(amount, totals.currency, locale), MARGIN + width - 120, y, {
      width: 120,
      align: 'right',
      lineBreak: false,
    });
    doc.x = MARGIN;
    doc.y = y + ROW_HEIGHT;
  };
  for (const fund of totals.byFund) line(fund.fundName, fund.amount, FONT);
  line(reportText(locale, 'pdf.total'), totals.total, BOLD);
  doc.moveDown(0.5);
  doc.font(FONT).fontSize(7).fillColor('#555555').text(reportText(locale, 'pdf.totalNote'), MARGIN, doc.y, {
    width,
  });
  doc.fillColor('black');
}

export function drawParagraphs(doc: Pdf, text: string): void {
  doc
    .font(FONT)
    .fontSize(10)
    .text(text, MARGIN, doc.y, { width: contentWidth(doc), paragraphGap: 4 });
  doc.moveDown(1);
}

export function drawReceipt(doc: Pdf, gift: ContributionListRow, locale: Locale): void {
  const money = (cents: number) => formatMoney(cents, gift.currency, locale);
  drawFacts(doc, [
    [reportText(locale, 'pdf.receiptNumber'), gift.prefixedId],
    [reportText(locale, 'csv.date'), formatCalendarDay(gift.date, locale)],
    [reportText(locale, 'csv.funds'), gift.fundAccountNames.join(', ')],
    [reportText(locale, 'csv.amount'), money(gift.amount)],
    [reportText(locale, 'csv.status'), reportText(locale, `status.${gift.status}`)],
    [
      reportText(locale, 'csv.type'),
      reportText(locale, gift.recurringGivingPrefixedId ? 'type.recurring' : 'type.one_time'),
    ],
    ...(gift.cardBrand && gift.cardLastFour
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
