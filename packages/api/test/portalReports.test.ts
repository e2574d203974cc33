// The portal's gifts, dashboard, documents and statements over real HTTP (docs/CONTRACTS.md
// "GraphQL: the portal" and "Report files"), on PGlite and PostgreSQL.
import { calendarDateInTimeZone } from '@halo/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { DEMO_DONOR } from '../src/seed';
import { contributions, organizations, users } from '../src/db/schema';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { addGift, attachmentOf, createDonor, download, parseCsv, pdfText, rawMailTo } from './reportFixtures';

const CONTRIBUTIONS = /* GraphQL */ `
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
const REPORT = /* GraphQL */ `
  query Report($org: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
    donorContributionsReport(organizationPrefixedId: $org, filters: $filters, type: $type, format: $format) {
      url
      fileName
      contentType
    }
  }
`;
const DASHBOARD = /* GraphQL */ `
  query Dashboard($org: ID!) {
    DonorDashboardReport(organizationPrefixedId: $org) {
      totalGifts
      activeRecurringGifts
      singleGifts
    }
  }
`;
const ACTIVITY = /* GraphQL */ `
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
const TEMPLATES = /* GraphQL */ `
  query Templates($org: ID!) {
    letterTemplates(organizationPrefixedId: $org) {
      prefixedId
      title
      json_data
      isPrimary
    }
  }
`;
const SEND_STATEMENTS = /* GraphQL */ `
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

// Statements hash passwords and draw several PDFs; a loaded CI machine needs more than 5 s.
jest.setTimeout(30_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-reports-'));
let now = Date.now();
let testApp: TestApp;
let donor: TestBrowser;
let demoOrg: { id: number; prefixedId: string };
let demoDonorId: { id: number; prefixedId: string };
let allIds: string[];
const today = () => calendarDateInTimeZone('America/Chicago', new Date(now));

const OTHER = {
  email: 'other@example.com',
  firstName: 'Casey',
  lastName: 'Other',
  password: 'other-donor-1234',
};
const ADMIN = {
  email: 'treasurer@example.com',
  firstName: 'Terry',
  lastName: 'Treasurer',
  password: 'treasurer-1234',
  abilities: ['send-statements'],
};
const HOPE = { email: 'hope@example.com', firstName: 'Hope', lastName: 'Donor', password: 'hope-donor-1234' };

async function signIn(credentials: { email: string; password: string }, host = 'demo.localhost') {
  const browser = new TestBrowser(testApp, host);
  const answer = await browser.login(credentials.email, credentials.password);
  expect(answer.statusCode).toBe(200);
  return browser;
}

async function gql(browser: TestBrowser, query: string, variables: Record<string, unknown>, locale = 'en') {
  const answer = await browser.graphql(query, variables, { 'x-locale': locale });
  return answer.json() as { data?: any; errors?: { message: string; extensions: Record<string, unknown> }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const list = async (filters: Record<string, unknown>, locale = 'en') =>
  gql(donor, CONTRIBUTIONS, { org: demoOrg.prefixedId, filters }, locale);

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' }, clock: () => new Date(now) });
  const db = testApp.app.db;
  const [org] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  demoOrg = org!;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, org!.id), eq(users.email, DEMO_DONOR.email)));
  demoDonorId = user!;
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
    { amount: 777, date: today(), memo: 'Other donor gift' },
  );
  await createDonor(testApp, 'demo', ADMIN);
  const hope = await createDonor(testApp, 'hope', HOPE);
  await addGift(
    testApp,
    { userId: hope.user.id, organizationId: hope.organization.id },
    { amount: 999, date: today(), memo: 'Hope gift' },
  );
  donor = await signIn(DEMO_DONOR);
  const all = await list({ perPage: null });
  allIds = all.data.donorContributions.items.map((item: { prefixedId: string }) => item.prefixedId);
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('donorContributions', () => {
  it('lists the donor’s own gifts newest first, 20 a page by default, with totals over every match', async () => {
    const rows = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.donorUserId, demoDonorId.id));
    const answer = await list({});
    const page = answer.data.donorContributions;
    expect(page.totalResults).toBe(rows.length);
    expect(page.totalAmount).toBe(
      rows.filter((row) => row.status === 'succeeded').reduce((sum, row) => sum + row.amount, 0),
    );
    expect(page.items).toHaveLength(20);
    const dates = page.items.map((item: { date: string }) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.items[0].fundAccountNames.length).toBeGreaterThan(0);
    expect(
      page.items.every((item: { prefixedId: string }) =>
        rows.some((row) => row.prefixedId === item.prefixedId),
      ),
    ).toBe(true);
  });

  it('pages through every gift, and perPage null is All', async () => {
    expect(allIds.length).toBeGreaterThan(60);
    const second = await list({ page: 2, perPage: 20 });
    expect(
      second.data.donorContributions.items.map((item: { prefixedId: string }) => item.prefixedId),
    ).toEqual(allIds.slice(20, 40));
    const last = Math.ceil(allIds.length / 50);
    const tail = await list({ page: last, perPage: 50 });
    expect(tail.data.donorContributions.items).toHaveLength(allIds.length - (last - 1) * 50);
    const beyond = await list({ page: last + 1, perPage: 50 });
    expect(beyond.data.donorContributions.items).toEqual([]);
  });

  it('filters one-time and recurring gifts', async () => {
    const oneTime = (await list({ type: 'one_time', perPage: null })).data.donorContributions;
    const recurring = (await list({ type: 'recurring', perPage: null })).data.donorContributions;
    expect(oneTime.totalResults + recurring.totalResults).toBe(allIds.length);
    expect(oneTime.items.every((item: { recurringGiving: unknown }) => item.recurringGiving === null)).toBe(
      true,
    );
    expect(
      recurring.items.every((item: { recurringGiving: { prefixedId: string } }) =>
        item.recurringGiving.prefixedId.startsWith('rcg_'),
      ),
    ).toBe(true);
  });

  it('searches memo, fund names, amount as typed and transaction id; LIKE wildcards are literal', async () => {
    const memo = (await list({ search: 'grandma', perPage: null })).data.donorContributions;
    expect(memo.totalResults).toBeGreaterThan(0);
    expect(memo.items.every((item: { memo: string }) => /grandma/i.test(item.memo))).toBe(true);

    const fund = (await list({ search: 'building', perPage: null })).data.donorContributions;
    expect(fund.totalResults).toBeGreaterThan(0);
    expect(
      fund.items.every((item: { fundAccountNames: string[] }) =>
        item.fundAccountNames.includes('Building Fund'),
      ),
    ).toBe(true);

    for (const typed of ['12.34', '$12.34']) {
      const amount = (await list({ search: typed, perPage: null })).data.donorContributions;
      expect(amount.items.map((item: { amount: number }) => item.amount)).toEqual(Array(6).fill(1234));
    }

    const id = allIds[3]!;
    const byId = (await list({ search: id.slice(4, 16) })).data.donorContributions;
    expect(byId.items.map((item: { prefixedId: string }) => item.prefixedId)).toEqual([id]);

    expect((await list({ search: '%' })).data.donorContributions.totalResults).toBe(0);
  });

  it('limits to an inclusive date range on the organization’s calendar', async () => {
    const range = (await list({ startDate: '2020-01-15', endDate: '2020-01-15', perPage: null })).data
      .donorContributions;
    expect(range.totalResults).toBe(6);
    const open = (await list({ endDate: '2020-01-14' })).data.donorContributions;
    expect(open.totalResults).toBe(0);
    const recent = (await list({ startDate: today(), perPage: null })).data.donorContributions;
    expect(recent.items.every((item: { date: string }) => item.date === today())).toBe(true);
  });

  it('refuses bad filters with the domain’s messages in X-Locale', async () => {
    const invalid = await list({ startDate: '2024-02-30' });
    expect(invalid.data).toBeNull();
    expect(invalid.errors?.[0]?.extensions).toEqual({
      category: 'validation',
      validation: { startDate: ['Invalid date'] },
    });
    const spanish = await list({ startDate: 'yesterday' }, 'es');
    expect(spanish.errors?.[0]?.extensions).toEqual({
      category: 'validation',
      validation: { startDate: ['Fecha no válida'] },
    });
    const future = await list({ endDate: '2999-01-01' });
    expect(future.errors?.[0]?.extensions.validation).toEqual({ endDate: ['Invalid date range'] });
    const reversed = await list({ startDate: '2024-03-02', endDate: '2024-03-01' });
    expect(reversed.errors?.[0]?.extensions.validation).toEqual({
      startDate: ['Please select a start date before your end date.'],
    });
    const pageSize = await list({ perPage: 7, page: 0 });
    expect(Object.keys(pageSize.errors?.[0]?.extensions.validation as object).sort()).toEqual([
      'page',
      'perPage',
    ]);
  });
});

describe('dashboard', () => {
  it('counts succeeded gifts, single gifts and active recurring gifts', async () => {
    const rows = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.donorUserId, demoDonorId.id));
    const answer = await gql(donor, DASHBOARD, { org: demoOrg.prefixedId });
    expect(answer.data.DonorDashboardReport).toEqual({
      totalGifts: rows.filter((row) => row.status === 'succeeded').reduce((sum, row) => sum + row.amount, 0),
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
    now = Date.now() + 1_000; // the app's clock: after every seeded gift
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

async function report(browser: TestBrowser, variables: Record<string, unknown>, locale = 'en') {
  const answer = await gql(browser, REPORT, { org: demoOrg.prefixedId, ...variables }, locale);
  expect(answer.errors).toBeUndefined();
  return answer.data.donorContributionsReport as { url: string; fileName: string; contentType: string };
}

describe('CSV export', () => {
  it('streams every matching gift as RFC 4180 UTF-8 with a BOM, parsing back to the listed rows', async () => {
    const link = await report(donor, { type: 'Download', format: 'CSV', filters: { perPage: 20 } });
    expect(link).toEqual({
      url: expect.stringMatching(/^http:\/\/demo\.localhost(:\d+)?\/api\/reports\/[\w-]+\.[\w-]+$/),
      fileName: `contributions-${today()}.csv`,
      contentType: 'text/csv; charset=utf-8',
    });
    const file = await download(testApp, donor, link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${link.fileName}"`);
    expect([...file.body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parseCsv(file.body.toString('utf8').slice(1));
    expect(header).toEqual([
      'Date',
      'Transaction',
      'Type',
      'Amount',
      'Fee',
      'Net amount',
      'Currency',
      'Status',
      'Funds',
      'Memo',
      'Card',
      'Refunded at',
      'Refunded amount',
      'Refund reason',
    ]);
    // Paging does not apply to exports: every gift, in the list's order.
    const listed = (await list({ perPage: null })).data.donorContributions.items;
    expect(records.map((record) => record[1])).toEqual(allIds);
    records.forEach((record, index) => {
      const item = listed[index];
      expect(record[0]).toBe(item.date);
      expect(record[3]).toBe((item.amount / 100).toFixed(2));
      expect(record[7]).toBe(item.status[0].toUpperCase() + item.status.slice(1));
      expect(record[8]).toBe(item.fundAccountNames.join('; '));
    });
  });

  it('guards user text against formula injection and quotes what needs quoting', async () => {
    const link = await report(
      donor,
      { type: 'Download', format: 'CSV', filters: { startDate: '2020-01-15', endDate: '2020-01-15' } },
      'es',
    );
    const text = (await download(testApp, donor, link.url)).body.toString('utf8');
    const [header, ...records] = parseCsv(text.slice(1));
    expect(header?.[0]).toBe('Fecha');
    expect(records.map((record) => record[9]).sort()).toEqual(
      [
        '\'=HYPERLINK("http://evil.example","click")',
        "'+1+2",
        "'-3",
        "'@SUM(A1)",
        "'\tTabbed",
        'Say "hi", friends\r\nline two',
      ].sort(),
    );
    expect(records.every((record) => record[8] === 'Missions' && record[3] === '12.34')).toBe(true);
  });
});

describe('PDF documents', () => {
  it('Download: church header, donor, period, itemised gifts and totals per fund and overall', async () => {
    const link = await report(donor, {
      type: 'Download',
      format: 'PDF',
      filters: { startDate: '2020-01-01', endDate: '2020-12-31' },
    });
    const file = await download(testApp, donor, link.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file.body);
    for (const expected of [
      'Grace Community Church',
      '1200 Grace Avenue',
      'Jordan Rivera',
      DEMO_DONOR.email,
      'January 1, 2020 – December 31, 2020',
      'Totals by fund',
      'Missions',
      '$74.04',
    ]) {
      expect(text).toContain(expected);
    }
    const ids = (
      await list({ startDate: '2020-01-01', endDate: '2020-12-31' })
    ).data.donorContributions.items.map((item: { prefixedId: string }) => item.prefixedId);
    for (const id of ids) expect(text).toContain(id);
    expect(text.match(/\$12\.34/g)?.length).toBe(6);
  });

  it('a long list spans pages and every gift is in it', async () => {
    const link = await report(donor, { type: 'Download', format: 'PDF' }, 'es');
    const text = pdfText((await download(testApp, donor, link.url)).body);
    expect(text).toContain('Totales por fondo');
    for (const id of allIds) expect(text).toContain(id);
    expect(text.split('\f').length).toBeGreaterThan(2);
  });

  it('Receipt: one gift of the donor’s; someone else’s gift is not found', async () => {
    const id = allIds[0]!;
    const link = await report(donor, {
      type: 'Receipt',
      format: 'PDF',
      filters: { contributionPrefixedId: id },
    });
    const text = pdfText((await download(testApp, donor, link.url)).body);
    expect(text).toContain('Contribution receipt');
    expect(text).toContain(id);
    const [otherGift] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.memo, 'Other donor gift'));
    const refused = await gql(donor, REPORT, {
      org: demoOrg.prefixedId,
      type: 'Receipt',
      format: 'PDF',
      filters: { contributionPrefixedId: otherGift!.prefixedId },
    });
    expect(refused.errors?.[0]?.extensions).toEqual({ category: 'not_found', code: 'NOT_FOUND' });
    const missing = await gql(donor, REPORT, { org: demoOrg.prefixedId, type: 'Receipt', format: 'PDF' });
    expect(missing.errors?.[0]?.extensions.category).toBe('validation');
  });

  it('Statement: the primary letter template filled in, then the gifts', async () => {
    const link = await report(donor, {
      type: 'Statement',
      format: 'PDF',
      filters: { startDate: '2020-01-01', endDate: '2020-12-31' },
    });
    const text = pdfText((await download(testApp, donor, link.url)).body);
    expect(text).toContain('Dear Jordan Rivera,');
    // Noto Sans is wider than Helvetica was: the line may break before the amount.
    expect(text).toMatch(/contributions of\s+\$74\.04\s+for January 1, 2020 – December 31, 2020/);
    expect(text).not.toMatch(/\{\{/);
  });
});

describe('sendContributionStatementReport', () => {
  it('emails the donor their own statement with the PDF attached', async () => {
    const answer = await gql(donor, SEND_STATEMENTS, {
      ids: [demoDonorId.prefixedId],
      mode: 'email',
      filters: { startDate: '2020-01-01', endDate: '2020-12-31' },
    });
    expect(answer.data.sendContributionStatementReport).toEqual({
      sent: 1,
      message: 'Contribution statement sent to 1 donor(s).',
      download: null,
    });
    const [eml] = rawMailTo(dataDir, DEMO_DONOR.email).slice(-1);
    expect(eml).toMatch(
      /Subject: Your January 1, 2020 – December 31, 2020 contribution statement from Grace Community Church|Subject: =\?UTF-8\?/i,
    );
    const pdf = attachmentOf(eml!, 'application/pdf');
    expect(pdf?.fileName).toBe(`contribution-statement-${today()}.pdf`);
    expect(pdfText(pdf!.content)).toContain('Dear Jordan Rivera,');
  });

  it('a donor may not send statements to anyone else: FORBIDDEN and nothing sent', async () => {
    const [other] = await testApp.app.db.select().from(users).where(eq(users.email, OTHER.email));
    const before = rawMailTo(dataDir, OTHER.email).length;
    const answer = await gql(donor, SEND_STATEMENTS, {
      ids: [demoDonorId.prefixedId, other!.prefixedId],
      mode: 'email',
    });
    expect(answer.errors?.[0]?.extensions).toEqual({ category: 'authorization', code: 'FORBIDDEN' });
    expect(rawMailTo(dataDir, OTHER.email).length).toBe(before);
    expect(rawMailTo(dataDir, DEMO_DONOR.email).length).toBe(1);
  });

  it('a user with send-statements chooses donors: email to each, or one PDF to download', async () => {
    const treasurer = await signIn(ADMIN);
    const [other] = await testApp.app.db.select().from(users).where(eq(users.email, OTHER.email));
    const ids = [demoDonorId.prefixedId, other!.prefixedId];
    const emailed = await gql(treasurer, SEND_STATEMENTS, { ids, mode: 'email' }, 'es');
    expect(emailed.data.sendContributionStatementReport).toMatchObject({
      sent: 2,
      message: 'Estado de contribuciones enviado a 2 donante(s).',
    });
    expect(
      pdfText(attachmentOf(rawMailTo(dataDir, OTHER.email).at(-1)!, 'application/pdf')!.content),
    ).toContain('Dear Casey Other,');

    const downloaded = await gql(treasurer, SEND_STATEMENTS, { ids, mode: 'download' });
    const link = downloaded.data.sendContributionStatementReport.download;
    const text = pdfText((await download(testApp, treasurer, link.url)).body);
    expect(text).toContain('Dear Jordan Rivera,');
    expect(text).toContain('Dear Casey Other,');
    // The link is the treasurer's: the donor's session cannot use it.
    expect((await download(testApp, donor, link.url)).statusCode).toBe(404);

    const [hopeUser] = await testApp.app.db.select().from(users).where(eq(users.email, HOPE.email));
    const otherChurch = await gql(treasurer, SEND_STATEMENTS, { ids: [hopeUser!.prefixedId], mode: 'email' });
    expect(otherChurch.errors?.[0]?.extensions).toEqual({ category: 'not_found', code: 'NOT_FOUND' });
    expect(rawMailTo(dataDir, HOPE.email)).toEqual([]);
  });
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
    const [payload, signature] = url.pathname.split('/').at(-1)!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.donorPrefixedIds = ['usr_someone_else'];
    const forged = `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await download(testApp, donor, `http://x/api/reports/${forged}`)).statusCode).toBe(403);
    expect((await download(testApp, donor, 'http://x/api/reports/not-a-token')).statusCode).toBe(403);
    expect((await download(testApp, null, link.url)).statusCode).toBe(401);
    now += 11 * 60_000;
    try {
      const expired = await download(testApp, donor, link.url);
      expect(expired.statusCode).toBe(403);
      expect(JSON.parse(expired.body.toString()).message).toBe('This download link has expired.');
    } finally {
      now -= 11 * 60_000;
    }
  });
});
