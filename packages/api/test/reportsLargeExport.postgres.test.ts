// docs/ARCHITECTURE.md §8: a CSV export of 100,000 gifts streams in keyset batches, so the server's memory
// stays flat. PostgreSQL only (the budget's database); the exact time and peak RSS are printed by
// `packages/api/bench/csvExport.ts`, so this test only bounds heap growth, loosely.
import { DEMO_DONOR } from '../src/seed';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { insertBulkGifts } from '../bench/bulkGifts';
import { countCsv } from './largeExport';

const GIFTS = 100_000;
// *.postgres.test.ts files run only in the PostgreSQL pass (jest.config.js leaves them out without DATABASE_URL).
if (!process.env.DATABASE_URL) throw new Error('reportsLargeExport needs PostgreSQL: set DATABASE_URL');

describe('CSV export of 100,000 gifts (PostgreSQL)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
    await insertBulkGifts(testApp.app.db, GIFTS);
  }, 120_000);
  afterAll(() => testApp?.close());

  it('streams every row while heap growth stays bounded', async () => {
    const donor = new TestBrowser(testApp);
    await donor.login(DEMO_DONOR.email, DEMO_DONOR.password);
    const me = (await donor.graphql('{ me { tenant { prefixedId } } }')).json();
    const answer = await donor.graphql(
      'query($org: ID!) { donorContributionsReport(organizationPrefixedId: $org, type: Download, format: CSV) { url } }',
      { org: me.data.me.tenant.prefixedId },
    );
    const { url } = answer.json().data.donorContributionsReport;
    const cookie = [...donor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    const result = await countCsv(testApp.port, url, cookie).finally(() => clearInterval(sampler));
    expect(result.status).toBe(200);
    // Header + the seeded year of gifts + 100,000.
    expect(result.records).toBeGreaterThan(GIFTS);
    expect((peak - baseline) / 2 ** 20).toBeLessThan(128);
  }, 120_000);
});
