// The portal's reports as a donor sees them (docs/CONTRACTS.md "GraphQL: the portal" and "Report
// files"): the demo church with the demo donor's many gifts (and six whose memos a spreadsheet would
// run as formulas), another donor of the church, a treasurer who may send statements and a donor of
// the second church, each with a gift of their own; the app's clock is the world's `now`. The
// operations the portal sends are here too, so each test file asks them the same way.
import { calendarDateInTimeZone, type CalendarDate } from '@halo/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { DEMO_DONOR } from '../src/seed';
import { organizations, users } from '../src/db/schema';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { addGift, createDonor } from './reportFixtures';

export const CONTRIBUTIONS = /* GraphQL */ `
  query Contributions($org: ID!, $filters: DonorContributionFilters) {
    donorContributions(organizationPrefixedId: $org, filters: $filters) {
      totalResults
      totalAmount
      items {
        prefixedId
        date
        amount
        fee
        netAmount
        isFeeCovered
        currency
        memo
        status
        refundedAt
        refundReason
        failureCode
        fundAccountNames
        cardBrand
        cardLastFour
        recurringGiving {
          prefixedId
        }
      }
    }
  }
`;
export const REPORT = /* GraphQL */ `
  query Report($org: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
    donorContributionsReport(organizationPrefixedId: $org, filters: $filters, type: $type, format: $format) {
      url
      fileName
      contentType
    }
  }
`;
export const DASHBOARD = /* GraphQL */ `
  query Dashboard($org: ID!) {
    DonorDashboardReport(organizationPrefixedId: $org) {
      totalGifts
      activeRecurringGifts
      singleGifts
    }
  }
`;
export const ACTIVITY = /* GraphQL */ `
  query Activity($org: ID!) {
    RecentActivity(organizationPrefixedId: $org) {
      type
      description
      date
      amount
      contributionPrefixedId
      status
      fundAccountNames
    }
  }
`;
export const TEMPLATES = /* GraphQL */ `
  query Templates($org: ID!) {
    letterTemplates(organizationPrefixedId: $org) {
      prefixedId
      title
      json_data
      isPrimary
    }
  }
`;
export const SEND_STATEMENTS = /* GraphQL */ `
  mutation Send($ids: [ID!]!, $filters: DonorContributionFilters, $template: ID, $mode: StatementMode!) {
    sendContributionStatementReport(
      donorPrefixedIds: $ids
      filters: $filters
      letterTemplatePrefixedId: $template
      mode: $mode
    ) {
      sent
      message
      download {
        url
        fileName
        contentType
      }
    }
  }
`;

export const OTHER = {
  email: 'other@example.com',
  firstName: 'Casey',
  lastName: 'Other',
  password: 'other-donor-1234',
};
export const ADMIN = {
  email: 'treasurer@example.com',
  firstName: 'Terry',
  lastName: 'Treasurer',
  password: 'treasurer-1234',
  abilities: ['send-statements'],
};
export const HOPE = {
  email: 'hope@example.com',
  firstName: 'Hope',
  lastName: 'Donor',
  password: 'hope-donor-1234',
};

type GraphqlAnswer = { data?: any; errors?: { message: string; extensions: Record<string, unknown> }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface PortalReportsWorld {
  /** Where the app writes its mail (`rawMailTo`). */
  dataDir: string;
  /** The app's clock, in milliseconds; a test may move it and put it back. */
  now: number;
  /** Set once the file's `beforeAll` has run. */
  testApp: TestApp;
  /** The demo donor, signed in at the demo church. */
  donor: TestBrowser;
  demoOrg: { id: number; prefixedId: string };
  demoDonorId: { id: number; prefixedId: string };
  /** Every gift of the demo donor's, in the list's order. */
  allIds: string[];
  /** Today on the demo church's calendar, by the world's clock. */
  today(): CalendarDate;
  signIn(credentials: { email: string; password: string }, host?: string): Promise<TestBrowser>;
  gql(
    browser: TestBrowser,
    query: string,
    variables: Record<string, unknown>,
    locale?: string,
  ): Promise<GraphqlAnswer>;
  /** The demo donor's gifts with these filters. */
  list(filters: Record<string, unknown>, locale?: string): Promise<GraphqlAnswer>;
  /** A report link for the demo church, asserted to come without errors. */
  report(
    browser: TestBrowser,
    variables: Record<string, unknown>,
    locale?: string,
  ): Promise<{ url: string; fileName: string; contentType: string }>;
}

/** Builds the world before the file's tests and closes it after them. */
export function openPortalReportsWorld(): PortalReportsWorld {
  const world = {
    dataDir: mkdtempSync(path.join(tmpdir(), 'halo-reports-')),
    now: Date.now(),
    today: () => calendarDateInTimeZone('America/Chicago', new Date(world.now)),
    async signIn(credentials: { email: string; password: string }, host = 'demo.localhost') {
      const browser = new TestBrowser(world.testApp, host);
      const answer = await browser.login(credentials.email, credentials.password);
      expect(answer.statusCode).toBe(200);
      return browser;
    },
    async gql(browser: TestBrowser, query: string, variables: Record<string, unknown>, locale = 'en') {
      const answer = await browser.graphql(query, variables, { 'x-locale': locale });
      return answer.json() as GraphqlAnswer;
    },
    list: (filters: Record<string, unknown>, locale = 'en') =>
      world.gql(world.donor, CONTRIBUTIONS, { org: world.demoOrg.prefixedId, filters }, locale),
    async report(browser: TestBrowser, variables: Record<string, unknown>, locale = 'en') {
      const answer = await world.gql(
        browser,
        REPORT,
        { org: world.demoOrg.prefixedId, ...variables },
        locale,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data.donorContributionsReport as { url: string; fileName: string; contentType: string };
    },
  } as PortalReportsWorld;

  beforeAll(async () => {
    world.testApp = await startTestApp({
      config: { dataDir: world.dataDir, logLevel: 'error' },
      clock: () => new Date(world.now),
    });
    const { testApp } = world;
    const db = testApp.app.db;
    const [org] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
    world.demoOrg = org!;
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, org!.id), eq(users.email, DEMO_DONOR.email)));
    world.demoDonorId = user!;
    // User text a spreadsheet would run as a formula, and text that needs RFC 4180 quoting.
    for (const memo of [
      '=HYPERLINK("http://evil.example","click")',
      '+1+2',
      '-3',
      '@SUM(A1)',
      '\tTabbed',
      'Say "hi", friends\r\nline two',
    ]) {
      await addGift(
        testApp,
        { userId: user!.id, organizationId: org!.id },
        { amount: 1234, date: '2020-01-15', memo, fundName: 'Missions' },
      );
    }
    const other = await createDonor(testApp, 'demo', OTHER);
    await addGift(
      testApp,
      { userId: other.user.id, organizationId: other.organization.id },
      { amount: 777, date: world.today(), memo: 'Other donor gift' },
    );
    await createDonor(testApp, 'demo', ADMIN);
    const hope = await createDonor(testApp, 'hope', HOPE);
    await addGift(
      testApp,
      { userId: hope.user.id, organizationId: hope.organization.id },
      { amount: 999, date: world.today(), memo: 'Hope gift' },
    );
    world.donor = await world.signIn(DEMO_DONOR);
    const all = await world.list({ perPage: null });
    world.allIds = all.data.donorContributions.items.map((item: { prefixedId: string }) => item.prefixedId);
  }, 60_000);

  afterAll(async () => {
    await world.testApp?.close();
    rmSync(world.dataDir, { recursive: true, force: true });
  });
  return world;
}
