// docs/ARCHITECTURE.md §8: the console's CSV export of a church's 100,000 gifts streams in keyset batches
// through the one report CSV writer, so the server's memory stays flat. PostgreSQL only (the
// budget's database); like reportsLargeExport, this bounds heap growth loosely, never time.
import { eq } from 'drizzle-orm';
import { ADMINISTRATOR_ABILITIES, users } from '../src/db/schema';
import { DEMO_ADMIN } from '../src/seed';
import { insertBulkGifts } from '../bench/bulkGifts';
import type { Answer } from './adminFixtures';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { countCsv } from './largeExport';

const GIFTS = 100_000;
// *.postgres.test.ts files run only in the PostgreSQL pass (jest.config.js leaves them out without DATABASE_URL).
if (!process.env.DATABASE_URL) throw new Error('adminGiftsExportLarge needs PostgreSQL: set DATABASE_URL');

describe("The console's CSV export of 100,000 gifts (PostgreSQL)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
    await insertBulkGifts(testApp.app.db, GIFTS);
    await testApp.app.db
      .update(users)
      .set({ abilities: [...ADMINISTRATOR_ABILITIES] })
      .where(eq(users.email, DEMO_ADMIN.email));
  }, 300_000);
  afterAll(() => testApp?.close());

  it('streams every gift of the church while heap growth stays bounded', async () => {
    const admin = new TestBrowser(testApp, 'demo.localhost');
    await admin.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const me = (
      await admin.graphql('query { me { tenant { primaryOrganization { prefixedId } } } }')
    ).json() as Answer;
    const org = me.data.me.tenant.primaryOrganization.prefixedId;
    const answer = (
      await admin.graphql('query($org: ID!) { adminGiftsExport(organizationPrefixedId: $org) { url } }', {
        org,
      })
    ).json() as Answer;
    expect(answer.errors).toBeUndefined();
    const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

    const baseline = process.memoryUsage().heapUsed;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    const result = await countCsv(testApp.port, answer.data.adminGiftsExport.url, cookie).finally(() =>
      clearInterval(sampler),
    );
    expect(result.status).toBe(200);
    // Header + the seeded gifts + 100,000.
    expect(result.records).toBeGreaterThan(GIFTS);
    expect((peak - baseline) / 2 ** 20).toBeLessThan(128);
  }, 300_000);
});
