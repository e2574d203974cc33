// A campaign's raised over time for the console (docs/PRODUCT.md §14): by week while charted over 26
// weeks or fewer, by month beyond, every period listed, each summed by the database as raised counts
// a gift (before the fee its donor covered, less refunds, settled only). Another church's campaign is
// not found; a user without 'manage-giving', a guest and a bad CSRF token are the authorization
// matrix's rows (pledgeMatrixRows.ts), hostile ids the hostile-input suite's.
import { calendarDateInTimeZone, campaignTimelinePeriodStart } from '@halo/domain';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
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

const TIMELINE = `query($org: ID!, $campaign: ID!) {
  adminCampaignTimeline(organizationPrefixedId: $org, campaignPrefixedId: $campaign) { interval points { start raised } } }`;

let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let donorUserId: number;

beforeAll(async () => {
  testApp = await startTestApp({ config: { logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  const [row] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
  donorUserId = row!.id;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

async function timeline(as: TestBrowser, org: string, campaign: string, locale = 'en'): Promise<Answer> {
  const response = await as.graphql(TIMELINE, { org, campaign }, { 'x-locale': locale });
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

it('sums each week’s raised, every week listed, for a campaign charted over a few weeks', async () => {
  const today = calendarDateInTimeZone('America/Chicago', new Date());
  const start = shift(today, -20);
  const campaign = await insertCampaign(testApp, world.demoOrg.id, {
    name: 'Youth camp',
    slug: 'timeline-youth-camp',
    startDate: start,
  });
  const mine = { organizationId: world.demoOrg.id, donorUserId, campaignId: campaign.id };
  const gift = { coveredFee: 0, refundedAmount: 0, status: 'succeeded' as const, date: start };
  await insertCampaignGift(testApp, mine, { ...gift, amount: 10_330, coveredFee: 330 });
  await insertCampaignGift(testApp, mine, { ...gift, amount: 5_000, refundedAmount: 2_000 });
  await insertCampaignGift(testApp, mine, { ...gift, amount: 9_000, status: 'failed' });
  await insertCampaignGift(testApp, mine, { ...gift, amount: 4_000, date: today });
  // Another campaign's gift is not this one's.
  await insertCampaignGift(testApp, { ...mine, campaignId: null }, { ...gift, amount: 7_000 });

  const answer = await timeline(owner, world.demoOrg.prefixedId, campaign.prefixedId);
  expect(answer.errors).toBeUndefined();
  const { interval, points } = answer.data.adminCampaignTimeline;
  expect(interval).toBe('week');
  const first = campaignTimelinePeriodStart(start, 'week');
  const last = campaignTimelinePeriodStart(today, 'week');
  expect(points[0]).toEqual({ start: first, raised: 13_000 });
  expect(points.at(-1)).toEqual({ start: last, raised: 4_000 });
  expect(points.length).toBe((Date.parse(last) - Date.parse(first)) / (7 * 86_400_000) + 1);
  expect(points.slice(1, -1).every((point: { raised: number }) => point.raised === 0)).toBe(true);
});

it('sums by month for a campaign longer than half a year', async () => {
  const campaign = await insertCampaign(testApp, world.demoOrg.id, {
    name: 'Organ fund',
    slug: 'timeline-organ-fund',
    startDate: '2025-01-10',
    endDate: '2025-12-31',
  });
  const mine = { organizationId: world.demoOrg.id, donorUserId, campaignId: campaign.id };
  const gift = { coveredFee: 0, refundedAmount: 0, status: 'succeeded' as const };
  await insertCampaignGift(testApp, mine, { ...gift, amount: 2_500, date: '2025-01-31' });
  await insertCampaignGift(testApp, mine, { ...gift, amount: 1_500, date: '2025-03-01' });
  await insertCampaignGift(testApp, mine, { ...gift, amount: 1_000, date: '2025-03-31' });
  const answer = await timeline(owner, world.demoOrg.prefixedId, campaign.prefixedId);
  expect(answer.errors).toBeUndefined();
  const { interval, points } = answer.data.adminCampaignTimeline;
  expect(interval).toBe('month');
  expect(points).toHaveLength(12);
  expect(points.slice(0, 4)).toEqual([
    { start: '2025-01-01', raised: 2_500 },
    { start: '2025-02-01', raised: 0 },
    { start: '2025-03-01', raised: 2_500 },
    { start: '2025-04-01', raised: 0 },
  ]);
  expect(points.at(-1)).toEqual({ start: '2025-12-01', raised: 0 });
});

it('does not find another church’s campaign, in the request’s language', async () => {
  const campaign = await insertCampaign(testApp, world.demoOrg.id, { name: 'Kept', slug: 'timeline-kept' });
  const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
  const answer = await timeline(hope, world.hopeOrg.prefixedId, campaign.prefixedId, 'es');
  expect(answer.data).toBeNull();
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
});
