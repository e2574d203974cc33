// The household statement's gift table (docs/PRODUCT.md §21) is as wide as the page, like the
// one-donor table, with a column more: each column is measured here against the longest text it
// holds in English and Spanish, in our fonts at the table's size.
import type { Locale } from '@halo/domain';
import { cellBox, createPdf, HOUSEHOLD_COLUMNS, type GiftColumn, type Pdf } from './contributionPdf';
import type { ContributionListRow } from './contributionsRepository';
import { fitText, textWidth } from './pdfFonts';
import { reportText } from './reportMessages';

const TABLE_FONT_SIZE = 8;
/** How each language is written in the churches' countries a statement meets most (formattingLocale). */
const READERS: [Locale, string][] = [
  ['en', 'en-US'],
  ['es', 'es-US'],
  ['es', 'es-MX'],
];

let doc: Pdf;

beforeAll(async () => {
  doc = await createPdf('columns');
  doc.fontSize(TABLE_FONT_SIZE);
});

afterAll(() => {
  doc.end();
});

const gift = (overrides: Partial<ContributionListRow>): ContributionListRow => ({
  id: 1,
  prefixedId: 'con_000000000000000000000000',
  date: '2024-03-01',
  amount: 10_000,
  fee: 320,
  netAmount: 9_680,
  coveredFee: 0,
  isFeeCovered: false,
  currency: 'USD',
  memo: null,
  status: 'succeeded',
  refundedAt: null,
  refundedAmount: 0,
  refundReason: null,
  failureCode: null,
  cardBrand: null,
  cardLastFour: null,
  wallet: null,
  recurringGivingPrefixedId: null,
  fundAccountNames: ['General Fund'],
  fundParts: [{ name: 'General Fund', amount: 10_000 }],
  createdAt: new Date('2024-03-01T12:00:00Z'),
  giverName: 'Ana Ruiz',
  ...overrides,
});

const column = (key: GiftColumn['key']) => {
  const index = HOUSEHOLD_COLUMNS.findIndex((each) => each.key === key);
  return { column: HOUSEHOLD_COLUMNS[index]!, width: cellBox(HOUSEHOLD_COLUMNS, index).width };
};

/** The widest a column's cells are over `rows`, in every reader's language. */
function widestCell(key: GiftColumn['key'], rows: ContributionListRow[]): number {
  const { column: each } = column(key);
  return Math.max(
    ...READERS.flatMap(([locale, formatting]) =>
      rows.map((row) => textWidth(doc, each.cell(row, locale, formatting), 'regular')),
    ),
  );
}

describe('the household statement’s gift table', () => {
  it('is as wide as the one-donor table: the page between its margins', () => {
    const total = HOUSEHOLD_COLUMNS.reduce((sum, each) => sum + each.width, 0);
    expect(total).toBe(doc.page.width - 2 * 50);
  });

  it('fits each heading, bold, in English and Spanish', () => {
    for (const [index, each] of HOUSEHOLD_COLUMNS.entries()) {
      const { width } = cellBox(HOUSEHOLD_COLUMNS, index);
      for (const locale of ['en', 'es'] as const) {
        expect({
          heading: reportText(locale, each.key),
          fits: textWidth(doc, reportText(locale, each.key), 'bold') <= width,
        }).toEqual({
          heading: reportText(locale, each.key),
          fits: true,
        });
      }
    }
  });

  it('fits the last days of every month', () => {
    const dates = Array.from({ length: 12 }, (_, month) => {
      const last = new Date(Date.UTC(2024, month + 1, 0)).getUTCDate();
      return [28, last].map((day) => gift({ date: `2024-${String(month + 1).padStart(2, '0')}-${day}` }));
    }).flat();
    expect(widestCell('csv.date', dates)).toBeLessThanOrEqual(column('csv.date').width);
  });

  it('holds a transaction whose every character is the widest a generated id has', () => {
    const widestHex = [...'0123456789abcdef'].reduce((widest, character) =>
      textWidth(doc, character, 'regular') > textWidth(doc, widest, 'regular') ? character : widest,
    );
    const id = `con_${widestHex.repeat(24)}`;
    // Such an id may reach into the cell's padding, as on a donor's own table, never the next cell.
    expect(widestCell('csv.transaction', [gift({ prefixedId: id })])).toBeLessThanOrEqual(
      column('csv.transaction').column.width - 4,
    );
    expect(column('csv.transaction').column.width).toBe(140);
  });

  it('fits a gift or refund up to 99,999.99 of a church’s own currency, and every status', () => {
    // A church writes its own currency as its country does: dollars in the United States, pesos in
    // Mexico ("$99,999.99" both).
    const churches: [currency: string, Locale, formatting: string][] = [
      ['USD', 'en', 'en-US'],
      ['USD', 'es', 'es-US'],
      ['MXN', 'es', 'es-MX'],
    ];
    for (const [currency, locale, formatting] of churches) {
      for (const status of ['succeeded', 'failed', 'refunded', 'processing'] as const) {
        const row = gift({ status, currency, amount: 9_999_999, refundedAmount: 9_999_999 });
        for (const key of ['csv.amount', 'pdf.refunded', 'csv.status'] as const) {
          const { column: each, width } = column(key);
          expect({
            key,
            formatting,
            width: textWidth(doc, each.cell(row, locale, formatting), 'regular') <= width,
          }).toEqual({
            key,
            formatting,
            width: true,
          });
        }
      }
    }
  });

  it('cuts a giver’s name or funds longer than the cell at its edge, in any script', () => {
    const { column: giver, width } = column('pdf.givenBy');
    expect(giver.cut).toBe(true);
    expect(column('csv.funds').column.cut).toBe(true);
    expect(fitText(doc, 'Ana Ruiz', 'regular', width)).toBe('Ana Ruiz');
    for (const name of [
      'María de los Ángeles Fernández-García',
      '王秀英王秀英王秀英王秀英',
      'Nguyễn Thị Ánh Hồng Phương',
    ]) {
      const cut = fitText(doc, name, 'regular', width);
      expect(cut.endsWith('…')).toBe(true);
      expect(name.startsWith(cut.slice(0, -1))).toBe(true);
      expect(textWidth(doc, cut, 'regular')).toBeLessThanOrEqual(width);
      // Cut at the edge, not well before it: within one wide character of it.
      expect(textWidth(doc, cut, 'regular')).toBeGreaterThan(width - textWidth(doc, '王', 'regular'));
    }
  });
});
