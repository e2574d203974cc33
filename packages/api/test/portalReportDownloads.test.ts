// The donor's report files: the CSV export and the PDF download, receipt and statement
// (docs/CONTRACTS.md "Report files"), on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { DEMO_DONOR } from '../src/seed';
import { contributions } from '../src/db/schema';
import { type TestBrowser, type TestApp } from './helper';
import { download, parseCsv, pdfText } from './reportFixtures';
import { REPORT, openPortalReportsWorld, type PortalReportsWorld } from './portalReportsWorld';

// Statements hash passwords and draw several PDFs; a loaded CI machine needs more than 5 s.
jest.setTimeout(30_000);

const world = openPortalReportsWorld();
const { gql, list, report, today } = world;
let testApp: TestApp;
let donor: TestBrowser;
let demoOrg: PortalReportsWorld['demoOrg'];
let allIds: string[];
beforeAll(() => {
  ({ testApp, donor, demoOrg, allIds } = world);
});

describe('CSV export', () => {
  it('streams every matching gift as RFC 4180 UTF-8 with a BOM, parsing back to the listed rows', async () => {
    const link = await report(donor, { type: 'Download', format: 'CSV', filters: { perPage: 20 } });
    expect(link).toEqual({
      url: expect.stringMatching(/^http:\/\/demo\.localhost(:\d+)?\/api\/reports\/[\w-]+\.[\w-]+$/),
      fileName: `contributions-${today()}.csv`,
      contentType: 'text/csv; charset=utf-8',
    });
    const file = await download(testApp, donor, link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${link.fileName}"`);
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parseCsv(file.body.toString('utf8').slice(1));
    expect(header).toEqual([
      'Date',
      'Transaction',
      'Type',
      'Amount',
      'Fee',
      'Net amount',
      'Currency',
      'Status',
      'Funds',
      'Memo',
      'Card',
      'Refunded at',
      'Refunded amount',
      'Refund reason',
    ]);
    // Paging does not apply to exports: every gift, in the list's order.
    const listed = (await list({ perPage: null })).data.donorContributions.items;
    expect(records.map((record) => record[1])).toEqual(allIds);
    records.forEach((record, index) => {
      const item = listed[index];
      expect(record[0]).toBe(item.date);
      expect(record[3]).toBe((item.amount / 100).toFixed(2));
      expect(record[7]).toBe(item.status[0].toUpperCase() + item.status.slice(1));
      expect(record[8]).toBe(item.fundAccountNames.join('; '));
    });
  });

  it('guards user text against formula injection and quotes what needs quoting', async () => {
    const link = await report(
      donor,
      { type: 'Download', format: 'CSV', filters: { startDate: '2020-01-15', endDate: '2020-01-15' } },
      'es',
    );
    const text = (await download(testApp, donor, link.url)).body.toString('utf8');
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header?.[0]).toBe('Fecha');
    expect(records.map((record) => record[9]).sort()).toEqual(
      [
        '\'=HYPERLINK("http://evil.example","click")',
        "'+1+2",
        "'-3",
        "'@SUM(A1)",
        "'\tTabbed",
        'Say "hi", friends\r\nline two',
      ].sort(),
    );
    expect(records.every((record) => record[8] === 'Missions' && record[3] === '12.34')).toBe(true);
  });
});

describe('PDF documents', () => {
  it('Download: church header, donor, period, itemised gifts and totals per fund and overall', async () => {
    const link = await report(donor, {
      type: 'Download',
      format: 'PDF',
      filters: { startDate: '2020-01-01', endDate: '2020-12-31' },
    });
    const file = await download(testApp, donor, link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file.body);
    for (const expected of [
      'Grace Community Church',
      '1200 Grace Avenue',
      'Jordan Rivera',
      DEMO_DONOR.email,
      'January 1, 2020 – December 31, 2020',
      'Totals by fund',
      'Missions',
      '$74.04',
    ]) {
      expect(text).toContain(expected);
    }
    const ids = (
      await list({ startDate: '2020-01-01', endDate: '2020-12-31' })
    ).data.donorContributions.items.map((item: { prefixedId: string }) => item.prefixedId);
    for (const id of ids) expect(text).toContain(id);
    expect(text.match(/\$12\.34/g)?.length).toBe(6);
  });

  it('a long list spans pages and every gift is in it', async () => {
    const link = await report(donor, { type: 'Download', format: 'PDF' }, 'es');
    const text = pdfText((await download(testApp, donor, link.url)).body);
    expect(text).toContain('Totales por fondo');
    for (const id of allIds) expect(text).toContain(id);
    expect(text.split('\f').length).toBeGreaterThan(2);
  });

  it('Receipt: one gift of the donor’s; someone else’s gift is not found', async () => {
    const id = allIds[0]!;
    const link = await report(donor, {
      type: 'Receipt',
      format: 'PDF',
      filters: { contributionPrefixedId: id },
    });
    const text = pdfText((await download(testApp, donor, link.url)).body);
    expect(text).toContain('Contribution receipt');
    expect(text).toContain(id);
    const [otherGift] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.memo, 'Other donor gift'));
    const refused = await gql(donor, REPORT, {
      org: demoOrg.prefixedId,
      type: 'Receipt',
      format: 'PDF',
      filters: { contributionPrefixedId: otherGift!.prefixedId },
    });
    expect(refused.errors?.[0]?.extensions).toEqual({ category: 'not_found', code: 'NOT_FOUND' });
    const missing = await gql(donor, REPORT, { org: demoOrg.prefixedId, type: 'Receipt', format: 'PDF' });
    expect(missing.errors?.[0]?.extensions.category).toBe('validation');
  });

  it('Statement: the primary letter template filled in, then the gifts', async () => {
    const link = await report(donor, {
      type: 'Statement',
      format: 'PDF',
      filters: { startDate: '2020-01-01', endDate: '2020-12-31' },
    });
    const text = pdfText((await download(testApp, donor, link.url)).body);
    expect(text).toContain('Dear Jordan Rivera,');
    // Noto Sans is wider than Helvetica was: the line may break before the amount.
    expect(text).toMatch(/contributions of\s+\$74\.04\s+for January 1, 2020 – December 31, 2020/);
    expect(text).not.toMatch(/\{\{/);
  });
});
