// Pledges to campaigns against the real server (docs/PRODUCT.md §14 "Pledges"): a signed-in donor
// pledges to an open campaign of the church and sees given against pledged, counted as raised counts
// (before a covered fee, less refunds, settled only, within the campaign's dates); a new amount
// replaces the pledge and the old one stays as history; the console sees each campaign's pledged
// total and number of pledges and records a pledge for a donor from a paper card, in the activity
// log. Refusals name their field in the request's language. Other churches, guests and bad CSRF
// tokens are the authorization matrix's rows (portalMatrixRows.ts, pledgeMatrixRows.ts).
import { calendarDateInTimeZone, pledgeMonthlyGift } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { adminActivity, pledges, users } from '../src/db/schema';
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
import { insertCampaign, insertCampaignGift } from './pledgeFixtures';

jest.setTimeout(60_000);

let testApp: TestApp;
let world: AdminWorld;
let donor: TestBrowser;
let owner: TestBrowser;
let donorUserId: number;

const PLEDGES = `query($org: ID!) { donorPledges(organizationPrefixedId: $org) {
  pledges { prefixedId amount given percent fulfilled campaign { prefixedId name givingState } }
  openCampaigns { prefixedId name givingState } } }`;
const PLEDGE = `mutation($org: ID!, $campaign: ID!, $amount: Cents!) {
  pledgeToCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaign, amount: $amount) {
    prefixedId amount given percent fulfilled campaign { prefixedId } } }`;
const PLEDGE_MONTHLY = `mutation($org: ID!, $campaign: ID!, $amount: Cents!) {
  pledgeToCampaign(organizationPrefixedId: $org, campaignPrefixedId: $campaign, amount: $amount) {
    monthlyGift campaign { slug } } }`;
const RECORD = `mutation($org: ID!, $campaign: ID!, $donor: ID!, $amount: Cents!) {
  recordPledge(organizationPrefixedId: $org, campaignPrefixedId: $campaign, donorPrefixedId: $donor, amount: $amount) {
    prefixedId donorPrefixedId donorName amount given source } }`;
const CAMPAIGN_PLEDGES = `query($org: ID!, $campaign: ID!) {
  adminCampaignPledges(organizationPrefixedId: $org, campaignPrefixedId: $campaign) { donorPrefixedId amount given source } }`;
const CAMPAIGNS = `query($org: ID!) { adminCampaigns(organizationPrefixedId: $org) { prefixedId pledgeTotal pledgeCount } }`;

beforeAll(async () => {
  testApp = await startTestApp({ config: { logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  const [row] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
  donorUserId = row!.id;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

async function call(as: TestBrowser, document: string, variables: Record<string, unknown>, locale = 'en') {
  const response = await as.graphql(
    document,
    { org: world.demoOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

describe('the donor’s pledges', () => {
  it('pledges to an open campaign and counts the donor’s campaign gifts within its dates as raised counts them', async () => {
    const campaign = await insertCampaign(testApp, world.demoOrg.id, {
      name: 'New roof',
      slug: 'new-roof',
      startDate: '2026-01-01',
      endDate: '2099-12-31',
    });
    const first = await call(donor, PLEDGE, { campaign: campaign.prefixedId, amount: 100_000 });
    expect(first.errors).toBeUndefined();
    expect(first.data.pledgeToCampaign).toMatchObject({
      amount: 100_000,
      given: 0,
      percent: 0,
      fulfilled: false,
    });

    const mine = { organizationId: world.demoOrg.id, donorUserId, campaignId: campaign.id };
    const base = { coveredFee: 0, refundedAmount: 0, status: 'succeeded' as const, date: '2026-06-01' };
    await insertCampaignGift(testApp, mine, { ...base, amount: 10_330, coveredFee: 330 });
    await insertCampaignGift(testApp, mine, { ...base, amount: 20_000, refundedAmount: 5_000 });
    await insertCampaignGift(testApp, mine, {
      ...base,
      amount: 7_000,
      status: 'refunded',
      refundedAmount: 7_000,
    });
    await insertCampaignGift(testApp, mine, { ...base, amount: 9_000, status: 'failed' });
    await insertCampaignGift(testApp, mine, { ...base, amount: 8_000, date: '2025-12-31' });
    await insertCampaignGift(testApp, { ...mine, campaignId: null }, { ...base, amount: 4_000 });
    const [other] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_OWNER.email));
    await insertCampaignGift(testApp, { ...mine, donorUserId: other!.id }, { ...base, amount: 6_000 });

    const list = await call(donor, PLEDGES, {});
    expect(list.errors).toBeUndefined();
    expect(list.data.donorPledges.pledges).toEqual([
      {
        prefixedId: first.data.pledgeToCampaign.prefixedId,
        amount: 100_000,
        given: 25_000,
        percent: 25,
        fulfilled: false,
        campaign: { prefixedId: campaign.prefixedId, name: 'New roof', givingState: 'open' },
      },
    ]);
    expect(list.data.donorPledges.openCampaigns).toContainEqual({
      prefixedId: campaign.prefixedId,
      name: 'New roof',
      givingState: 'open',
    });
  });

  it('replaces the pledge with a new amount, keeping the old one as history, and the console sums the active ones', async () => {
    const campaign = await insertCampaign(testApp, world.demoOrg.id, {
      name: 'Mission trip',
      slug: 'mission-trip',
    });
    await call(donor, PLEDGE, { campaign: campaign.prefixedId, amount: 50_000 });
    const second = await call(donor, PLEDGE, { campaign: campaign.prefixedId, amount: 20_000 });
    expect(second.data.pledgeToCampaign).toMatchObject({ amount: 20_000, given: 0 });
    const rows = await testApp.app.db.select().from(pledges).where(eq(pledges.campaignId, campaign.id));
    expect(rows.map((row) => [row.amount, row.replacedAt === null])).toEqual([
      [50_000, false],
      [20_000, true],
    ]);
    const recorded = await call(owner, RECORD, {
      campaign: campaign.prefixedId,
      donor: world.ownerPrefixedId,
      amount: 30_000,
    });
    expect(recorded.errors).toBeUndefined();
    expect(recorded.data.recordPledge).toMatchObject({
      donorPrefixedId: world.ownerPrefixedId,
      donorName: 'Olivia Owner',
      amount: 30_000,
      given: 0,
      source: 'administrator',
    });
    const listed = (await call(owner, CAMPAIGNS, {})).data.adminCampaigns.find(
      (entry: { prefixedId: string }) => entry.prefixedId === campaign.prefixedId,
    );
    expect(listed).toEqual({ prefixedId: campaign.prefixedId, pledgeTotal: 50_000, pledgeCount: 2 });
    const byDonor = await call(owner, CAMPAIGN_PLEDGES, { campaign: campaign.prefixedId });
    expect(byDonor.data.adminCampaignPledges).toEqual([
      { donorPrefixedId: world.donorPrefixedId, amount: 20_000, given: 0, source: 'donor' },
      { donorPrefixedId: world.ownerPrefixedId, amount: 30_000, given: 0, source: 'administrator' },
    ]);
    const logged = await testApp.app.db
      .select()
      .from(adminActivity)
      .where(
        and(eq(adminActivity.organizationId, world.demoOrg.id), eq(adminActivity.action, 'pledge.record')),
      );
    expect(logged).toHaveLength(1);
  });

  it('refuses nothing pledged and an ended campaign by their field, in English and Spanish, writing nothing', async () => {
    const campaign = await insertCampaign(testApp, world.demoOrg.id, { name: 'Open', slug: 'open-one' });
    const ended = await insertCampaign(testApp, world.demoOrg.id, {
      name: 'Old',
      slug: 'old-one',
      status: 'closed',
    });
    const zero = await call(donor, PLEDGE, { campaign: campaign.prefixedId, amount: 0 }, 'es');
    expect(zero.errors![0]!.extensions.validation).toEqual({
      amount: ['El monto de la promesa debe ser mayor que $0.00.'],
    });
    const late = await call(donor, PLEDGE, { campaign: ended.prefixedId, amount: 1_000 });
    expect(late.errors![0]!.extensions.validation).toEqual({
      campaign: ['This campaign has ended: choose an open one.'],
    });
    const listed = await call(donor, PLEDGES, {});
    expect(listed.data.donorPledges.openCampaigns.map((entry: { name: string }) => entry.name)).not.toContain(
      'Old',
    );
    const written = await testApp.app.db.select().from(pledges).where(eq(pledges.campaignId, campaign.id));
    expect(written).toEqual([]);
  });

  it('answers the monthly gift that completes a pledge by its campaign’s end, and none before the campaign begins', async () => {
    const today = calendarDateInTimeZone('America/Chicago', new Date());
    const year = Number(today.slice(0, 4));
    const endDate = `${year + 1}-06-30`;
    const campaign = await insertCampaign(testApp, world.demoOrg.id, {
      name: 'Parking lot',
      slug: 'parking-lot',
      startDate: `${year - 1}-01-01`,
      endDate,
    });
    const later = await insertCampaign(testApp, world.demoOrg.id, {
      name: 'Bell tower',
      slug: 'bell-tower',
      startDate: `${year + 1}-01-01`,
    });
    const mine = { organizationId: world.demoOrg.id, donorUserId, campaignId: campaign.id };
    await insertCampaignGift(testApp, mine, {
      amount: 10_000,
      coveredFee: 0,
      refundedAmount: 0,
      status: 'succeeded',
      date: today,
    });
    const pledged = await call(donor, PLEDGE_MONTHLY, { campaign: campaign.prefixedId, amount: 70_000 });
    expect(pledged.errors).toBeUndefined();
    const expected = pledgeMonthlyGift({ pledged: 70_000, given: 10_000, endDate, today });
    expect(expected!.gifts).toBeGreaterThan(1);
    expect(pledged.data.pledgeToCampaign).toEqual({
      monthlyGift: expected!.amount,
      campaign: { slug: 'parking-lot' },
    });
    const notYet = await call(donor, PLEDGE_MONTHLY, { campaign: later.prefixedId, amount: 70_000 });
    expect(notYet.data.pledgeToCampaign).toEqual({ monthlyGift: null, campaign: { slug: 'bell-tower' } });
  });

  it('finds no campaign nor donor of another church', async () => {
    const [hope] = await testApp.app.db.select().from(users).where(eq(users.email, HOPE_OWNER.email));
    const hopeCampaign = await insertCampaign(testApp, world.hopeOrg.id, {
      name: 'Hope roof',
      slug: 'hope-roof',
    });
    const theirs = await call(donor, PLEDGE, { campaign: hopeCampaign.prefixedId, amount: 1_000 });
    expect(theirs.errors![0]!.extensions.category).toBe('not_found');
    const ours = await insertCampaign(testApp, world.demoOrg.id, { name: 'Ours', slug: 'ours' });
    const stranger = await call(owner, RECORD, {
      campaign: ours.prefixedId,
      donor: hope!.prefixedId,
      amount: 1_000,
    });
    expect(stranger.errors![0]!.extensions.category).toBe('not_found');
    const foreign = await call(owner, RECORD, {
      campaign: hopeCampaign.prefixedId,
      donor: world.donorPrefixedId,
      amount: 1_000,
    });
    expect(foreign.errors![0]!.extensions.category).toBe('not_found');
  });
});
