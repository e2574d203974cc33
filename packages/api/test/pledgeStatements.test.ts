// Pledge progress on contribution statements (docs/PRODUCT.md §14 "Pledges"): a donor's statement,
// its email text and its PDF, lists each of the donor's pledges active in the statement's period
// (the campaign's dates meet the period, the pledge made by its last day, the replaced amount not
// at all) with pledged and given to date, summed by the database, in the donor's language. Who may
// send a statement is portalStatements.test.ts's and the authorization matrix's.
import { calendarDateInTimeZone } from '@halo/domain';
import { and, eq, sql } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { outboxMessages, pledges, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { buildAdminWorld, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { insertCampaign, insertCampaignGift } from './pledgeFixtures';
import { pdfText } from './reportFixtures';

jest.setTimeout(60_000);

const PLEDGE = `mutation($org: ID!, $campaign: ID!, $amount: Cents!) {
  pledgeToCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaign, amount: $amount) { prefixedId } }`;
const SEND = `mutation($ids: [ID!]!, $filters: DonorContributionFilters) {
  sendContributionStatementReport(donorPrefixedIds: $ids, filters: $filters, mode: email) { sent } }`;

let testApp: TestApp;
let world: AdminWorld;
let donor: TestBrowser;
let donorUser: { id: number; prefixedId: string };
const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-pledge-statements-'));

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
  const [row] = await testApp.app.db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, world.demoOrg.id), eq(users.email, DEMO_DONOR.email)));
  donorUser = row!;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

async function call(document: string, variables: Record<string, unknown>): Promise<Answer> {
  const response = await donor.graphql(document, { org: world.demoOrg.prefixedId, ...variables });
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

/** The donor sends their own statement of `year` (to today); its email text and PDF text. */
async function statementOf(year: number, endDate?: string) {
  const before = await testApp.app.db.select({ id: outboxMessages.id }).from(outboxMessages);
  const answer = await call(SEND, {
    ids: [donorUser.prefixedId],
    filters: { startDate: `${year}-01-01`, endDate },
  });
  expect(answer.errors).toBeUndefined();
  expect(answer.data.sendContributionStatementReport.sent).toBe(1);
  const seen = new Set(before.map((row) => row.id));
  const rows = await testApp.app.db.select().from(outboxMessages);
  const [message] = rows.filter((row) => !seen.has(row.id)).map((row) => row.message);
  expect(message?.to).toBe(DEMO_DONOR.email);
  const pdf = pdfText(Buffer.from(message!.attachments![0]!.contentBase64, 'base64'));
  return { text: message!.text, pdf: pdf.replace(/\s+/g, ' ') };
}

it('lists each pledge active in the statement’s year with pledged and given to date, in English and Spanish', async () => {
  const today = calendarDateInTimeZone('America/Chicago', new Date());
  const year = Number(today.slice(0, 4));
  const org = world.demoOrg.id;
  const roof = await insertCampaign(testApp, org, {
    name: 'New roof',
    slug: 'statement-new-roof',
    startDate: `${year}-01-01`,
    endDate: `${year + 2}-12-31`,
  });
  const organ = await insertCampaign(testApp, org, { name: 'Organ repair', slug: 'statement-organ' });
  const chapel = await insertCampaign(testApp, org, {
    name: 'Old chapel',
    slug: 'statement-old-chapel',
    startDate: `${year - 2}-01-01`,
    endDate: `${year - 1}-06-30`,
  });
  for (const [campaign, amount] of [
    [roof, 50_000],
    [roof, 100_000],
    [organ, 20_000],
    [chapel, 30_000],
  ] as const) {
    const pledged = await call(PLEDGE, { campaign: campaign.prefixedId, amount });
    // A pledge to a campaign that has ended is refused: the old one is written as it stood then.
    if (campaign === chapel) {
      expect(JSON.stringify(pledged.errors)).toContain('This campaign has ended');
      await testApp.app.db.execute(
        sql`insert into ${pledges} (prefixed_id, organization_id, donor_user_id, campaign_id, amount, source)
            values ('plg_statementchapel', ${org}, ${donorUser.id}, ${chapel.id}, 30000, 'donor')`,
      );
    } else expect(pledged.errors).toBeUndefined();
  }
  const mine = { organizationId: org, donorUserId: donorUser.id };
  const gift = { coveredFee: 0, refundedAmount: 0, status: 'succeeded' as const, date: today };
  // Given counts each gift before the fee the donor covered, less what was refunded of it.
  await insertCampaignGift(
    testApp,
    { ...mine, campaignId: roof.id },
    { ...gift, amount: 20_330, coveredFee: 330 },
  );
  await insertCampaignGift(
    testApp,
    { ...mine, campaignId: roof.id },
    { ...gift, amount: 10_000, refundedAmount: 5_000 },
  );
  await insertCampaignGift(testApp, { ...mine, campaignId: organ.id }, { ...gift, amount: 25_000 });

  const english = await statementOf(year);
  const lines = [
    'Pledges',
    '- New roof: $250.00 given of $1,000.00 pledged (25%)',
    '- Organ repair: $250.00 given of $200.00 pledged (fulfilled)',
  ].join('\n');
  expect(english.text.endsWith(`\n\n${lines}`)).toBe(true);
  expect(english.text).not.toContain('Old chapel');
  expect(english.text).not.toContain('$500.00 pledged');
  expect(english.pdf).toContain('Pledges New roof: $250.00 given of $1,000.00 pledged (25%)');
  expect(english.pdf).toContain('Organ repair: $250.00 given of $200.00 pledged (fulfilled)');
  expect(english.pdf).not.toContain('Old chapel');

  // Last year's statement: the chapel's pledge (its campaign ran then) and the organ's (no dates),
  // but not the roof's, whose campaign began this year.
  await testApp.app.db.execute(
    sql`update ${pledges} set created_at = ${`${year - 1}-03-01T12:00:00Z`} where prefixed_id = 'plg_statementchapel'`,
  );
  await testApp.app.db.execute(
    sql`update ${pledges} set created_at = ${`${year - 1}-03-01T12:00:00Z`} where campaign_id = ${organ.id}`,
  );
  const lastYear = await statementOf(year - 1, `${year - 1}-12-31`);
  expect(lastYear.text).toContain('- Organ repair: $250.00 given of $200.00 pledged (fulfilled)');
  expect(lastYear.text).toContain('- Old chapel: $0.00 given of $300.00 pledged (0%)');
  expect(lastYear.text).not.toContain('New roof');

  await testApp.app.db.update(users).set({ locale: 'es' }).where(eq(users.id, donorUser.id));
  const spanish = await statementOf(year);
  expect(spanish.text).toContain(
    ['Promesas', '- New roof: $250.00 dados de $1,000.00 prometidos (25 %)'].join('\n'),
  );
  expect(spanish.pdf).toContain('Organ repair: $250.00 dados de $200.00 prometidos (cumplida)');
  await testApp.app.db.update(users).set({ locale: 'en' }).where(eq(users.id, donorUser.id));
});

it('adds nothing to a statement whose donor has no pledge in its period', async () => {
  const { text, pdf } = await statementOf(2021, '2021-12-31');
  expect(text).not.toContain('Pledges');
  expect(pdf).not.toContain('Pledges');
});
