// A household's year-end statement says which member gave each gift (docs/PRODUCT.md §21): its PDF's
// gift table has a "Given by" column ("Donada por") and its email's text lists each gift with its
// giver, in the reader's language; a name longer than the column is cut at its edge. A donor's own
// statement keeps its table as it was. Read back with pdftotext, on PGlite and PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { outboxMessages } from '../src/db/schema';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { addGift, createDonor, download, pdfText } from './reportFixtures';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-household-givers-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let letterId: string;
let householdId: string;

const YEAR = 2024;
const PLAIN_EMAIL = 'household-member-without-a-name@example.com';
type Member = 'luis' | 'ana' | 'wang' | 'plain';
const member = {} as Record<Member | 'ben', { prefixedId: string; email: string }>;
/** Each gift's transaction id, by what it is. */
const gift = {} as Record<
  'anaMarch' | 'anaRefunded' | 'luisApril' | 'wangJune' | 'plainFebruary' | 'benJuly',
  string
>;

const PREVIEW = `query($org: ID!, $household: ID!, $year: Int!, $letter: ID) {
  adminHouseholdStatementPreview(organizationPrefixedId: $org, householdPrefixedId: $household, year: $year,
    letterTemplatePrefixedId: $letter) { base64 } }`;
const SEND = `mutation($org: ID!, $household: ID!, $year: Int!, $letter: ID) {
  sendHouseholdStatement(organizationPrefixedId: $org, householdPrefixedId: $household, year: $year,
    letterTemplatePrefixedId: $letter) { sent } }`;
const REPORT = `query($org: ID!, $filters: DonorContributionFilters, $type: DocumentKind!, $format: ReportFormat!) {
  donorContributionsReport(organizationPrefixedId: $org, filters: $filters, type: $type, format: $format) { url } }`;

async function call(document: string, variables: Record<string, unknown>, locale = 'en') {
  const response = await owner.graphql(
    document,
    { org: world.demoOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(200);
  const answer = response.json() as Answer;
  expect(answer.errors).toBeUndefined();
  return answer;
}

/** The line of the PDF's text (laid out as on the page) that holds this transaction. */
function lineOf(text: string, prefixedId: string): string {
  const lines = text.split('\n').filter((line) => line.includes(prefixedId));
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

async function preview(locale: 'en' | 'es'): Promise<string> {
  const answer = await call(PREVIEW, { household: householdId, year: YEAR, letter: letterId }, locale);
  return pdfText(Buffer.from(answer.data.adminHouseholdStatementPreview.base64, 'base64'));
}

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  const people = [
    ['luis', 'Luis', 'Ruiz', 'es', 'household-luis@example.com'],
    ['ana', 'Ana', 'Ruiz', 'en', 'household-ana@example.com'],
    ['wang', '王秀英', '', 'en', 'household-wang@example.com'],
    // No first name: named by the email, as the letter names them.
    ['plain', '', '', 'en', PLAIN_EMAIL],
    ['ben', 'Ben', 'Alone', 'en', 'household-ben@example.com'],
  ] as const;
  const owned: Partial<Record<Member | 'ben', { userId: number; organizationId: number }>> = {};
  for (const [key, firstName, lastName, locale, email] of people) {
    const { user, organization } = await createDonor(testApp, 'demo', {
      email,
      firstName,
      lastName,
      locale,
      password: 'household-giver-1234',
    });
    member[key] = { prefixedId: user.prefixedId, email };
    owned[key] = { userId: user.id, organizationId: organization.id };
  }
  const given = async (key: Member | 'ben', amount: number, date: string, status?: 'refunded') =>
    (await addGift(testApp, owned[key]!, { amount, date, status })).prefixedId;
  gift.plainFebruary = await given('plain', 1_000, `${YEAR}-02-01`);
  gift.anaMarch = await given('ana', 10_000, `${YEAR}-03-01`);
  gift.luisApril = await given('luis', 5_000, `${YEAR}-04-01`);
  gift.anaRefunded = await given('ana', 4_000, `${YEAR}-05-01`, 'refunded');
  gift.wangJune = await given('wang', 2_500, `${YEAR}-06-01`);
  gift.benJuly = await given('ben', 3_000, `${YEAR}-07-01`);
  const letter = await call(
    `mutation($org: ID!, $input: LetterTemplateInput!) { addLetterTemplate(organizationPrefixedId: $org, input: $input) { prefixedId } }`,
    {
      input: {
        title: 'Household givers',
        subject: 'Household {{period}}',
        body: 'Dear {{donorName}}, you gave {{total}}.',
      },
    },
  );
  letterId = letter.data.addLetterTemplate.prefixedId;
  const created = await call(
    `mutation($org: ID!, $input: HouseholdInput!) { createHousehold(organizationPrefixedId: $org, input: $input) { prefixedId } }`,
    {
      input: {
        name: 'The Ruiz family',
        memberPrefixedIds: (['luis', 'ana', 'wang', 'plain'] as const).map((key) => member[key].prefixedId),
        addresseePrefixedId: member.luis.prefixedId,
        fromYear: YEAR,
      },
    },
  );
  householdId = created.data.createHousehold.prefixedId;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a household statement names each gift’s giver', () => {
  it('puts the giver on each row of the PDF’s gift table, in English', async () => {
    const text = await preview('en');
    expect(text).toMatch(/Date\s+Given by\s+Transaction\s+Funds\s+Amount\s+Refunded\s+Status/);
    expect(lineOf(text, gift.anaMarch)).toMatch(
      /Mar 1, 2024\s+Ana Ruiz\s+con_\w+\s+General Fund\s+\$100\.00/,
    );
    expect(lineOf(text, gift.anaRefunded)).toMatch(
      /May 1, 2024\s+Ana Ruiz\s+con_\w+\s+General Fund\s+\$40\.00\s+Refunded/,
    );
    expect(lineOf(text, gift.luisApril)).toMatch(/Apr 1, 2024\s+Luis Ruiz\s+con_/);
    expect(lineOf(text, gift.wangJune)).toMatch(/Jun 1, 2024\s+王秀英\s+con_/);
    // The member without a name is named by their email, cut at the column's edge.
    const plain = lineOf(text, gift.plainFebruary);
    expect(plain).toMatch(/Feb 1, 2024\s+household-\S*…\s+con_/);
    expect(plain).not.toContain(PLAIN_EMAIL);
    // Only the members' gifts: Ben is not one.
    expect(text).not.toContain(gift.benJuly);
    expect(text).toContain('you gave $185.00.');
  });

  it('heads the column in the reader’s language', async () => {
    const text = await preview('es');
    expect(text).toMatch(/Fecha\s+Donada por\s+Transacción\s+Fondos\s+Monto\s+Reembolsado\s+Estado/);
    expect(lineOf(text, gift.anaRefunded)).toMatch(/Ana Ruiz.*Reembolsada/);
    expect(lineOf(text, gift.luisApril)).toContain('Luis Ruiz');
  });

  it('lists each gift with its giver in the email’s text, in the addressee’s language', async () => {
    const sent = await call(SEND, { household: householdId, year: YEAR, letter: letterId });
    expect(sent.data.sendHouseholdStatement.sent).toBe(1);
    const [row] = await testApp.app.db
      .select({ message: outboxMessages.message })
      .from(outboxMessages)
      .where(sql`${outboxMessages.message}->>'to' = ${member.luis.email}`);
    const message = row!.message;
    // Luis, the addressee, reads Spanish: the letter, then each gift newest first with its giver.
    const lines = message.text.split('\n');
    const heading = lines.indexOf('Cada donación y quién la hizo');
    expect(heading).toBeGreaterThan(0);
    expect(lines.slice(heading + 1, heading + 6)).toEqual([
      '- 1 de junio de 2024 · 王秀英 · $25.00 · General Fund',
      '- 1 de mayo de 2024 · Ana Ruiz · $40.00 · General Fund · Reembolsada',
      '- 1 de abril de 2024 · Luis Ruiz · $50.00 · General Fund',
      '- 1 de marzo de 2024 · Ana Ruiz · $100.00 · General Fund',
      `- 1 de febrero de 2024 · ${PLAIN_EMAIL} · $10.00 · General Fund`,
    ]);
    expect(message.text).not.toContain('$30.00');
    const attached = pdfText(Buffer.from(message.attachments![0]!.contentBase64, 'base64'));
    expect(attached).toContain('Donada por');
    expect(lineOf(attached, gift.wangJune)).toContain('王秀英');
  });

  it('keeps a donor’s own statement as it was, with no giver column', async () => {
    const ben = await signIn(
      testApp,
      { email: member.ben.email, password: 'household-giver-1234' },
      'demo.localhost',
    );
    const answer = (
      await ben.graphql(REPORT, {
        org: world.demoOrg.prefixedId,
        type: 'Statement',
        format: 'PDF',
        filters: { startDate: `${YEAR}-01-01`, endDate: `${YEAR}-12-31` },
      })
    ).json() as Answer;
    expect(answer.errors).toBeUndefined();
    const file = await download(testApp, ben, answer.data.donorContributionsReport.url, 'demo.localhost');
    expect(file.statusCode).toBe(200);
    const text = pdfText(file.body);
    expect(text).toMatch(/Date\s+Transaction\s+Funds\s+Amount\s+Refunded\s+Status/);
    expect(text).not.toContain('Given by');
    expect(lineOf(text, gift.benJuly)).toMatch(/Jul 1, 2024\s+con_\w+\s+General Fund\s+\$30\.00/);
  });
});
