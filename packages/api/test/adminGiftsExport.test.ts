// The console's "Export CSV" of the church's gifts against the real server, in the hope church: the
// file holds exactly the gifts the filters select, never another church's, with money as decimals
// from cents and user text guarded against formulas; the link works only for the administrator who
// asked for it, while she still holds 'view-gifts'.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { contributions, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import {
  buildAdminWorld,
  DEMO_OWNER,
  HOPE_OWNER,
  signIn,
  type AdminWorld,
  type Answer,
} from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { addGift, createDonor, download, parseCsv } from './reportFixtures';

jest.setTimeout(60_000);

const EXPORT = `query($org: ID!, $filters: AdminGiftFilters) {
  adminGiftsExport(organizationPrefixedId: $org, filters: $filters) { url fileName contentType } }`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-admin-export-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;

const RUTH = {
  email: 'ruth@example.com',
  firstName: 'Ruth',
  lastName: 'Moabite',
  password: 'ruth-donor-1234',
};
const MALLORY = {
  email: 'mallory@example.com',
  firstName: '=HYPERLINK("http://evil.example")',
  lastName: 'Smith',
  password: 'mallory-donor-1234',
};

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
  const ruth = (await createDonor(testApp, 'hope', RUTH)).user;
  const mallory = (await createDonor(testApp, 'hope', MALLORY)).user;
  const org = world.hopeOrg.id;
  const first = await addGift(
    testApp,
    { userId: ruth.id, organizationId: org },
    { amount: 5000, date: '2026-01-10', memo: 'Building, "phase 2"' },
  );
  await testApp.app.db
    .update(contributions)
    .set({ cardBrand: 'visa', cardLastFour: '4242', refundedAmount: 1000 })
    .where(eq(contributions.id, first.id));
  await addGift(
    testApp,
    { userId: ruth.id, organizationId: org },
    { amount: 700, date: '2026-02-04', status: 'failed' },
  );
  await addGift(
    testApp,
    { userId: mallory.id, organizationId: org },
    { amount: 1234, date: '2026-03-01', memo: '+SUM(A1:A9)' },
  );
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function exportLink(browser: TestBrowser, filters: Record<string, unknown> = {}, locale = 'en') {
  const response = await browser.graphql(
    EXPORT,
    { org: world.hopeOrg.prefixedId, filters },
    { 'x-locale': locale },
  );
  const answer = response.json() as Answer;
  expect(answer.errors).toBeUndefined();
  return answer.data.adminGiftsExport as { url: string; fileName: string; contentType: string };
}

async function rows(filters: Record<string, unknown> = {}, locale = 'en') {
  const link = await exportLink(owner, filters, locale);
  const file = await download(testApp, owner, link.url, 'hope.localhost');
  expect(file.statusCode).toBe(200);
  return parseCsv(file.body.toString('utf8').replace(/^\uFEFF/, ''));
}

it('is every gift of the church the filters select, as a bookkeeper reads it', async () => {
  const link = await exportLink(owner);
  expect(link.contentType).toBe('text/csv; charset=utf-8');
  expect(link.fileName).toMatch(/^gifts-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(new URL(link.url).host).toMatch(/^hope\./);
  const file = await download(testApp, owner, link.url, 'hope.localhost');
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(file.headers['content-disposition']).toBe(`attachment; filename="${link.fileName}"`);
  const text = file.body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...records] = parseCsv(text.slice(1));
  expect(header).toEqual([
    'Date',
    'Gift',
    'Donor name',
    'Donor email',
    'Funds and amounts',
    'Amount',
    'Fee',
    'Net amount',
    'Currency',
    'Status',
    'Method',
    'Refunded amount',
    'Memo',
  ]);
  expect(records.map((record) => record[0])).toEqual(['2026-03-01', '2026-02-04', '2026-01-10']);
  const building = records[2]!;
  expect(building.slice(2)).toEqual([
    'Ruth Moabite',
    RUTH.email,
    'General Fund 50.00',
    '50.00',
    '1.75',
    '48.25',
    'USD',
    'Succeeded',
    'Visa card ending in 4242',
    '10.00',
    'Building, "phase 2"',
  ]);
  expect(records[1]!.slice(9, 11)).toEqual(['Failed', 'Online']);
});

it('guards cells that would start a formula', async () => {
  const [, mallory] = await rows({ donorSearch: 'mallory' });
  expect(mallory![2]).toBe(`'${MALLORY.firstName} Smith`);
  expect(mallory![12]).toBe("'+SUM(A1:A9)");
});

it('respects the date range, status, fund and donor filters, in Spanish too', async () => {
  expect((await rows({ startDate: '2026-02-01', endDate: '2026-02-28' })).slice(1).map((r) => r[5])).toEqual([
    '7.00',
  ]);
  expect((await rows({ status: 'succeeded' })).length).toBe(3);
  expect((await rows({ donorSearch: 'moabite' })).length).toBe(3);
  expect((await rows({ fundPrefixedId: world.hopeFundId })).length).toBe(4);
  const spanish = await rows({ status: 'failed' }, 'es');
  expect(spanish[0]![0]).toBe('Fecha');
  expect(spanish[1]!.slice(9, 11)).toEqual(['Fallida', 'En línea']);
});

it("never holds another church's gifts, nor takes another church's fund", async () => {
  const all = await rows();
  expect(all.some((record) => record[3] === DEMO_DONOR.email)).toBe(false);
  const response = await owner.graphql(EXPORT, {
    org: world.hopeOrg.prefixedId,
    filters: { fundPrefixedId: world.missionsFundId },
  });
  expect((response.json() as Answer).errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND' });
});

it('opens only for the administrator who asked, in her church, while she may view gifts', async () => {
  const link = await exportLink(owner);
  const donor = await signIn(testApp, RUTH, 'hope.localhost');
  expect((await download(testApp, donor, link.url, 'hope.localhost')).statusCode).toBe(404);
  const otherChurch = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  expect((await download(testApp, otherChurch, link.url, 'demo.localhost')).statusCode).toBe(404);
  expect((await download(testApp, null, link.url, 'hope.localhost')).statusCode).toBe(401);

  const [row] = await testApp.app.db.select().from(users).where(eq(users.email, HOPE_OWNER.email));
  await testApp.app.db
    .update(users)
    .set({ abilities: row!.abilities.filter((ability) => ability !== 'view-gifts') })
    .where(eq(users.id, row!.id));
  try {
    expect((await download(testApp, owner, link.url, 'hope.localhost')).statusCode).toBe(404);
    const refused = (await owner.graphql(EXPORT, { org: world.hopeOrg.prefixedId })).json() as Answer;
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN' });
  } finally {
    await testApp.app.db.update(users).set({ abilities: row!.abilities }).where(eq(users.id, row!.id));
  }
});
