// A gift split between funds as the donor sees it in the portal (docs/CONTRACTS.md "GraphQL: the
// portal"): each fund's part in `donorContributions` and `RecentActivity`, in the church's order of
// funds, only for the donor's own gifts, and in the Funds column of the transactions CSV and PDF.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { funds, organizations, recurringGivingFunds, recurringGivings, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { addGift, addSplitGift, createDonor, download, parseCsv, pdfText } from './reportFixtures';

const CONTRIBUTIONS = /* GraphQL */ `
  query Contributions($org: ID!, $filters: DonorContributionFilters) {
    donorContributions(organizationPrefixedId: $org, filters: $filters) {
      totalResults
      items {
        prefixedId
        amount
        fundAccountNames
        fundParts {
          name
          amount
        }
      }
    }
  }
`;
const ACTIVITY = /* GraphQL */ `
  query Activity($org: ID!) {
    RecentActivity(organizationPrefixedId: $org) {
      type
      contributionPrefixedId
      fundAccountNames
      fundParts {
        name
        amount
      }
    }
  }
`;
const REPORT = /* GraphQL */ `
  query Report($org: ID!, $filters: DonorContributionFilters, $format: ReportFormat!) {
    donorContributionsReport(
      organizationPrefixedId: $org
      filters: $filters
      type: Download
      format: $format
    ) {
      url
    }
  }
`;

jest.setTimeout(30_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-split-portal-'));
let testApp: TestApp;
let donor: TestBrowser;
let demoOrg: { id: number; prefixedId: string };
let splitId: string;
let oneFundId: string;
const OTHER = {
  email: 'split-other@example.com',
  firstName: 'Casey',
  lastName: 'Other',
  password: 'other-1234',
};
const HOPE = { email: 'split-hope@example.com', firstName: 'Hope', lastName: 'Donor', password: 'hope-1234' };
// A day no seeded gift has, so exports can ask for these two gifts alone.
const DAY = '2021-03-07';

async function signIn(credentials: { email: string; password: string }, host = 'demo.localhost') {
  const browser = new TestBrowser(testApp, host);
  expect((await browser.login(credentials.email, credentials.password)).statusCode).toBe(200);
  return browser;
}

async function gql(browser: TestBrowser, query: string, variables: Record<string, unknown>, locale = 'en') {
  return (await browser.graphql(query, variables, { 'x-locale': locale })).json() as {
    data?: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    errors?: { extensions: Record<string, unknown> }[];
  };
}

const giftsOf = async (browser: TestBrowser, filters: Record<string, unknown>, org = demoOrg.prefixedId) =>
  (await gql(browser, CONTRIBUTIONS, { org, filters })).data?.donorContributions;

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  const db = testApp.app.db;
  const [org] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  demoOrg = org!;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, org!.id), eq(users.email, DEMO_DONOR.email)));
  const owner = { userId: user!.id, organizationId: org!.id };
  // Written Building Fund first: the parts still come in the church's order (Missions before it).
  const split = await addSplitGift(testApp, owner, {
    date: DAY,
    memo: 'Split gift',
    parts: [
      { fundName: 'Building Fund', amount: 2500 },
      { fundName: 'Missions', amount: 5000 },
    ],
  });
  splitId = split.prefixedId;
  oneFundId = (await addGift(testApp, owner, { amount: 4000, date: DAY, fundName: 'Missions' })).prefixedId;
  await createDonor(testApp, 'demo', OTHER);
  await createDonor(testApp, 'hope', HOPE);
  donor = await signIn(DEMO_DONOR);
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('each fund’s part of a split gift', () => {
  it('donorContributions answers the parts in the church’s order of funds, the names still alphabetical', async () => {
    const page = await giftsOf(donor, { startDate: DAY, endDate: DAY });
    const byId = new Map(page.items.map((item: { prefixedId: string }) => [item.prefixedId, item]));
    expect(byId.get(splitId)).toEqual({
      prefixedId: splitId,
      amount: 7500,
      fundAccountNames: ['Building Fund', 'Missions'],
      fundParts: [
        { name: 'Missions', amount: 5000 },
        { name: 'Building Fund', amount: 2500 },
      ],
    });
    // A one-fund gift has one part: the whole gift.
    expect(byId.get(oneFundId)).toMatchObject({
      fundAccountNames: ['Missions'],
      fundParts: [{ name: 'Missions', amount: 4000 }],
    });
  });

  it('follows the church when it puts its funds in another order', async () => {
    const db = testApp.app.db;
    const churchFunds = await db
      .select()
      .from(funds)
      .where(eq(funds.organizationId, demoOrg.id))
      .orderBy(asc(funds.id));
    const positionOf = new Map(churchFunds.map((fund) => [fund.id, fund.position]));
    const building = churchFunds.find((fund) => fund.name === 'Building Fund')!;
    try {
      await db.update(funds).set({ position: -1 }).where(eq(funds.id, building.id));
      const page = await giftsOf(donor, { contributionPrefixedId: splitId });
      expect(page.items[0].fundParts.map((part: { name: string }) => part.name)).toEqual([
        'Building Fund',
        'Missions',
      ]);
    } finally {
      await db
        .update(funds)
        .set({ position: positionOf.get(building.id)! })
        .where(eq(funds.id, building.id));
    }
  });

  it('RecentActivity carries the parts of a gift and of each charge of a recurring gift', async () => {
    const db = testApp.app.db;
    const [user] = await db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
    const [plan] = await db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.donorUserId, user!.id))
      .orderBy(asc(recurringGivings.id));
    const [building] = await db
      .select()
      .from(funds)
      .where(and(eq(funds.organizationId, demoOrg.id), eq(funds.name, 'Building Fund')));
    const [existing] = await db
      .select()
      .from(recurringGivingFunds)
      .where(eq(recurringGivingFunds.recurringGivingId, plan!.id));
    await db
      .update(recurringGivingFunds)
      .set({ giftAmount: plan!.giftAmount - 1000 })
      .where(eq(recurringGivingFunds.recurringGivingId, plan!.id));
    await db
      .insert(recurringGivingFunds)
      .values({ recurringGivingId: plan!.id, fundId: building!.id, giftAmount: 1000 });
    try {
      const activity = (await gql(donor, ACTIVITY, { org: demoOrg.prefixedId })).data.RecentActivity;
      const gift = activity.find(
        (item: { contributionPrefixedId: string }) => item.contributionPrefixedId === splitId,
      );
      expect(gift.fundParts).toEqual([
        { name: 'Missions', amount: 5000 },
        { name: 'Building Fund', amount: 2500 },
      ]);
      const created = activity.filter((item: { type: string }) => item.type === 'recurring_created');
      const withParts = created.find((item: { fundParts: unknown[] }) => item.fundParts.length === 2);
      const [first] = await db.select().from(funds).where(eq(funds.id, existing!.fundId));
      expect(withParts.fundParts).toEqual(
        [
          { name: first!.name, amount: plan!.giftAmount - 1000, id: first!.id },
          { name: 'Building Fund', amount: 1000, id: building!.id },
        ]
          .sort((a, b) => a.id - b.id)
          .map(({ name, amount }) => ({ name, amount })),
      );
    } finally {
      await db
        .delete(recurringGivingFunds)
        .where(
          and(
            eq(recurringGivingFunds.recurringGivingId, plan!.id),
            eq(recurringGivingFunds.fundId, building!.id),
          ),
        );
      await db
        .update(recurringGivingFunds)
        .set({ giftAmount: existing!.giftAmount })
        .where(eq(recurringGivingFunds.recurringGivingId, plan!.id));
    }
  });

  it('the CSV puts each part in the Funds column, 14 columns still; a one-fund gift keeps its name', async () => {
    for (const [locale, header] of [
      ['en', 'Funds'],
      ['es', 'Fondos'],
    ] as const) {
      const link = (
        await gql(
          donor,
          REPORT,
          { org: demoOrg.prefixedId, filters: { startDate: DAY, endDate: DAY }, format: 'CSV' },
          locale,
        )
      ).data.donorContributionsReport;
      const text = (await download(testApp, donor, link.url)).body.toString('utf8');
      const [columns, ...records] = parseCsv(text.slice(1));
      expect(columns).toHaveLength(14);
      expect(columns![8]).toBe(header);
      const cellOf = (id: string) => records.find((record) => record[1] === id)![8];
      expect(cellOf(splitId)).toBe('Missions 50.00; Building Fund 25.00');
      expect(cellOf(oneFundId)).toBe('Missions');
    }
  });

  it('the PDF list writes each part under a split gift, money as the donor’s language writes it', async () => {
    for (const locale of ['en', 'es']) {
      const link = (
        await gql(
          donor,
          REPORT,
          { org: demoOrg.prefixedId, filters: { startDate: DAY, endDate: DAY }, format: 'PDF' },
          locale,
        )
      ).data.donorContributionsReport;
      const text = pdfText((await download(testApp, donor, link.url)).body);
      expect(text).toContain('Missions $50.00 · Building Fund $25.00');
    }
  });
});

describe('only the donor’s own parts', () => {
  it('another donor of the church, a donor of another church and a guest get none of them', async () => {
    const other = await signIn(OTHER);
    expect(await giftsOf(other, { contributionPrefixedId: splitId })).toEqual({ totalResults: 0, items: [] });
    const activity = (await gql(other, ACTIVITY, { org: demoOrg.prefixedId })).data.RecentActivity;
    expect(JSON.stringify(activity)).not.toContain(splitId);

    const hope = await signIn(HOPE, 'hope.localhost');
    const [hopeOrg] = await testApp.app.db
      .select()
      .from(organizations)
      .where(eq(organizations.subdomain, 'hope'));
    expect(await giftsOf(hope, { contributionPrefixedId: splitId }, hopeOrg!.prefixedId)).toEqual({
      totalResults: 0,
      items: [],
    });
    // Naming the donor's church from another church's host is refused.
    const crossed = await gql(hope, CONTRIBUTIONS, {
      org: demoOrg.prefixedId,
      filters: { contributionPrefixedId: splitId },
    });
    expect(crossed.data?.donorContributions ?? null).toBeNull();
    expect(crossed.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });

    const guest = new TestBrowser(testApp);
    await guest.fetchCsrfCookie();
    const answer = await guest.graphql(CONTRIBUTIONS, {
      org: demoOrg.prefixedId,
      filters: { contributionPrefixedId: splitId },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).not.toContain('Building Fund');
  });
});
