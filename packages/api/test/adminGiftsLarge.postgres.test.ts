// The console's gifts over 100,000 gifts of one church, on PostgreSQL: a page carries the totals per
// fund and per month of every gift, counted by the database, and the keyset cursor walks deep into
// the list. How fast is a benchmark's question (timings do not belong in tests: a loaded machine
// made a 300 ms bound fail here).
import { eq } from 'drizzle-orm';
import { ADMINISTRATOR_ABILITIES, users } from '../src/db/schema';
import { DEMO_ADMIN } from '../src/seed';
import type { Answer } from './adminFixtures';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { insertBulkGifts } from '../bench/bulkGifts';

jest.setTimeout(300_000);

const GIFTS = `query($org: ID!, $after: String) {
  adminGifts(organizationPrefixedId: $org, after: $after, first: 50) {
    items { prefixedId amount } nextCursor totalResults totalAmount
    fundTotals { fundName amount } monthTotals { month amount count }
  } }`;

let testApp: TestApp;
let admin: TestBrowser;
let org: string;

beforeAll(async () => {
  testApp = await startTestApp();
  await insertBulkGifts(testApp.app.db, 100_000);
  await testApp.app.db
    .update(users)
    .set({ abilities: [...ADMINISTRATOR_ABILITIES] })
    .where(eq(users.email, DEMO_ADMIN.email));
  admin = new TestBrowser(testApp, 'demo.localhost');
  await admin.login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const me = (
    await admin.graphql('query { me { tenant { primaryOrganization { prefixedId } } } }')
  ).json() as Answer;
  org = me.data.me.tenant.primaryOrganization.prefixedId;
}, 300_000);

afterAll(async () => {
  await testApp?.close();
});

async function page(after: string | null) {
  const answer = (await admin.graphql(GIFTS, { org, after })).json() as Answer;
  expect(answer.errors).toBeUndefined();
  return answer.data.adminGifts;
}

it('answers a page with the totals of every gift, near the start and deep in the list', async () => {
  const first = await page(null);
  expect(first.totalResults).toBeGreaterThanOrEqual(100_000);
  expect(first.items).toHaveLength(50);
  expect(first.monthTotals.length).toBeGreaterThan(100);

  const seen = new Set<string>(first.items.map((item: { prefixedId: string }) => item.prefixedId));
  let cursor: string = first.nextCursor;
  for (let hop = 0; hop < 20; hop += 1) {
    const next = await page(cursor);
    for (const item of next.items as { prefixedId: string }[]) seen.add(item.prefixedId);
    cursor = next.nextCursor;
  }
  const deep = await page(cursor);
  expect(deep.items).toHaveLength(50);
  // Keyset pages neither repeat nor skip: 21 pages of 50 are 1,050 different gifts.
  expect(seen.size).toBe(21 * 50);
  expect(deep.totalResults).toBe(first.totalResults);
});
