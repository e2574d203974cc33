// Who reaches the portal's gifts, dashboard, reports and statements: no session, another donor of
// the church, a donor of another church, and forged or expired report links, on PGlite and PostgreSQL.
import { DEMO_DONOR } from '../src/seed';
import { TestBrowser, type TestApp } from './helper';
import { download, rawMailTo } from './reportFixtures';
import {
  ACTIVITY,
  CONTRIBUTIONS,
  DASHBOARD,
  HOPE,
  OTHER,
  REPORT,
  SEND_STATEMENTS,
  TEMPLATES,
  openPortalReportsWorld,
  type PortalReportsWorld,
} from './portalReportsWorld';

// Statements hash passwords and draw several PDFs; a loaded CI machine needs more than 5 s.
jest.setTimeout(30_000);

const world = openPortalReportsWorld();
const { dataDir, gql, report, signIn } = world;
let testApp: TestApp;
let donor: TestBrowser;
let demoOrg: PortalReportsWorld['demoOrg'];
let demoDonorId: PortalReportsWorld['demoDonorId'];
let allIds: string[];
beforeAll(() => {
  ({ testApp, donor, demoOrg, demoDonorId, allIds } = world);
});

describe('access', () => {
  const operations = () => [
    { query: CONTRIBUTIONS, variables: { org: demoOrg.prefixedId } },
    { query: REPORT, variables: { org: demoOrg.prefixedId, type: 'Download', format: 'CSV' } },
    { query: DASHBOARD, variables: { org: demoOrg.prefixedId } },
    { query: ACTIVITY, variables: { org: demoOrg.prefixedId } },
    { query: TEMPLATES, variables: { org: demoOrg.prefixedId } },
    { query: SEND_STATEMENTS, variables: { ids: [demoDonorId.prefixedId], mode: 'email' } },
  ];

  it('every operation is 401 without a session', async () => {
    const guest = new TestBrowser(testApp);
    await guest.fetchCsrfCookie();
    for (const { query, variables } of operations()) {
      const answer = await guest.graphql(query, variables);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().errors[0].extensions).toEqual({ category: 401 });
    }
  });

  it('another donor of the same church sees only their own gifts and cannot reach the donor’s', async () => {
    const other = await signIn(OTHER);
    const own = (await gql(other, CONTRIBUTIONS, { org: demoOrg.prefixedId, filters: { perPage: null } }))
      .data.donorContributions;
    expect(own.items.map((item: { memo: string }) => item.memo)).toEqual(['Other donor gift']);
    expect((await gql(other, DASHBOARD, { org: demoOrg.prefixedId })).data.DonorDashboardReport).toEqual({
      totalGifts: 777,
      activeRecurringGifts: 0,
      singleGifts: 1,
    });
    const activity = (await gql(other, ACTIVITY, { org: demoOrg.prefixedId })).data.RecentActivity;
    expect(
      activity.map((item: { contributionPrefixedId: string }) => item.contributionPrefixedId),
    ).toHaveLength(1);
    const receipt = await gql(other, REPORT, {
      org: demoOrg.prefixedId,
      type: 'Receipt',
      format: 'PDF',
      filters: { contributionPrefixedId: allIds[0] },
    });
    expect(receipt.errors?.[0]?.extensions).toEqual({ category: 'not_found', code: 'NOT_FOUND' });
    const before = rawMailTo(dataDir, DEMO_DONOR.email).length;
    const statement = await gql(other, SEND_STATEMENTS, { ids: [demoDonorId.prefixedId], mode: 'email' });
    expect(statement.errors?.[0]?.extensions).toEqual({ category: 'authorization', code: 'FORBIDDEN' });
    expect(rawMailTo(dataDir, DEMO_DONOR.email).length).toBe(before);
    // The donor's download link is useless in another donor's session.
    const link = await report(donor, { type: 'Download', format: 'CSV' });
    expect((await download(testApp, other, link.url)).statusCode).toBe(404);
  });

  it('a donor of another church gets not found for this church’s organization id', async () => {
    const hope = await signIn(HOPE, 'hope.localhost');
    for (const { query, variables } of operations().slice(0, 5)) {
      const answer = await gql(hope, query, variables);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions).toEqual({ category: 'not_found', code: 'NOT_FOUND' });
    }
    const statement = await gql(hope, SEND_STATEMENTS, { ids: [demoDonorId.prefixedId], mode: 'email' });
    expect(statement.errors?.[0]?.extensions).toEqual({ category: 'authorization', code: 'FORBIDDEN' });
    // Their session is no sign-in at the demo church, so a demo link is refused there too.
    const link = await report(donor, { type: 'Download', format: 'CSV' });
    expect((await download(testApp, hope, link.url, 'hope.localhost')).statusCode).toBe(404);
  });

  it('report links: tampered 403, expired 403, no session 401', async () => {
    const link = await report(donor, { type: 'Download', format: 'CSV' });
    const url = new URL(link.url);
    // One character of the sealed claims changed.
    const [iv, sealed] = url.pathname.split('/').at(-1)!.split('.') as [string, string];
    const forged = `${iv}.${sealed.startsWith('A') ? 'B' : 'A'}${sealed.slice(1)}`;
    expect((await download(testApp, donor, `http://x/api/reports/${forged}`)).statusCode).toBe(403);
    expect((await download(testApp, donor, 'http://x/api/reports/not-a-token')).statusCode).toBe(403);
    expect((await download(testApp, null, link.url)).statusCode).toBe(401);
    world.now += 11 * 60_000;
    try {
      const expired = await download(testApp, donor, link.url);
      expect(expired.statusCode).toBe(403);
      expect(JSON.parse(expired.body.toString()).message).toBe('This download link has expired.');
    } finally {
      world.now -= 11 * 60_000;
    }
  });
});
