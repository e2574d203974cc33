// The portal's dashboard: the donor's totals, recent activity in X-Locale and the church's letter
// templates (docs/CONTRACTS.md "GraphQL: the portal"), on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { contributions } from '../src/db/schema';
import { type TestBrowser, type TestApp } from './helper';
import {
  ACTIVITY,
  DASHBOARD,
  TEMPLATES,
  openPortalReportsWorld,
  type PortalReportsWorld,
} from './portalReportsWorld';

// Statements hash passwords and draw several PDFs; a loaded CI machine needs more than 5 s.
jest.setTimeout(30_000);

const world = openPortalReportsWorld();
const { gql } = world;
let testApp: TestApp;
let donor: TestBrowser;
let demoOrg: PortalReportsWorld['demoOrg'];
let demoDonorId: PortalReportsWorld['demoDonorId'];
beforeAll(() => {
  ({ testApp, donor, demoOrg, demoDonorId } = world);
});

describe('dashboard', () => {
  it('counts succeeded gifts, single gifts and active recurring gifts', async () => {
    const rows = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.donorUserId, demoDonorId.id));
    const answer = await gql(donor, DASHBOARD, { org: demoOrg.prefixedId });
    expect(answer.data.DonorDashboardReport).toEqual({
      totalGifts: rows
        .filter((row) => row.status === 'succeeded')
        .reduce((sum, row) => sum + row.chargedAmount, 0),
      activeRecurringGifts: 2,
      singleGifts: rows.filter((row) => row.status === 'succeeded' && row.recurringGivingId === null).length,
    });
  });

  it('shows at most 10 recent activities, newest first, described in X-Locale', async () => {
    const english = (await gql(donor, ACTIVITY, { org: demoOrg.prefixedId })).data.RecentActivity;
    expect(english.length).toBe(10);
    const times = english.map((item: { date: string }) => Date.parse(item.date));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(english.some((item: { type: string }) => item.type === 'contribution_succeeded')).toBe(true);
    expect(
      english.find((item: { type: string }) => item.type === 'contribution_succeeded').description,
    ).toMatch(/^Gift of \$[\d,.]+ to /);
    const spanish = (await gql(donor, ACTIVITY, { org: demoOrg.prefixedId }, 'es')).data.RecentActivity;
    expect(spanish[0].description).toMatch(/^(Donación|La donación)/);
  });

  it('shows the donor’s pause and resume of a recurring gift as the newest activities', async () => {
    world.now = Date.now() + 1_000; // the app's clock: after every seeded gift
    const plans = await gql(
      donor,
      'query($org: ID!) { donorRecurringGivings(organizationPrefixedId: $org) { items { prefixedId status } } }',
      { org: demoOrg.prefixedId },
    );
    const gift = plans.data.donorRecurringGivings.items.find(
      (item: { status: string }) => item.status === 'active',
    );
    const variables = { id: gift.prefixedId, org: demoOrg.prefixedId };
    await gql(
      donor,
      'mutation($id: ID!, $org: ID!) { pauseRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { status } }',
      variables,
    );
    await gql(
      donor,
      'mutation($id: ID!, $org: ID!) { resumeRecurringGiving(prefixedId: $id, organizationPrefixedId: $org) { status } }',
      variables,
    );
    const english = (await gql(donor, ACTIVITY, { org: demoOrg.prefixedId })).data.RecentActivity;
    expect(english.slice(0, 2).map((item: { type: string }) => item.type)).toEqual([
      'recurring_resumed',
      'recurring_paused',
    ]);
    expect(english[0].description).toMatch(/^Recurring gift of \$[\d,.]+ \(.+\) to .+ resumed$/);
    const spanish = (await gql(donor, ACTIVITY, { org: demoOrg.prefixedId }, 'es')).data.RecentActivity;
    expect(spanish[1].description).toMatch(/pausada$/);
  });

  it('lists the organization’s letter templates, primary first, with their JSON text', async () => {
    const templates = (await gql(donor, TEMPLATES, { org: demoOrg.prefixedId })).data.letterTemplates;
    expect(templates[0]).toMatchObject({ title: 'Annual Contribution Statement', isPrimary: true });
    expect(JSON.parse(templates[0].json_data)).toEqual({
      subject: expect.stringContaining('{{churchName}}'),
      body: expect.stringContaining('{{donorName}}'),
    });
  });
});
