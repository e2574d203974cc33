// Year-end statements from the console's Donors against the real server: every donor who gave in
// the year gets exactly one statement, written from the letter chosen, for that year; a donor who
// gave nothing that year (or whose only gift failed) is left out; two workers at once share the
// donors and email none twice; a donor held by a worker that died is written to once its lease
// ends; a second start of the same year and letter is refused while the first runs; progress is
// counted and the start is in the activity log. Who may call each operation is adminAccess.test.ts's
// and the authorization matrix's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  adminActivity,
  letterTemplates,
  outboxMessages,
  statementBatchDonors,
  statementBatches,
} from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { sendStatementBatches } from '../src/reports/statementBatchWorker';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { addGift, createDonor, pdfText } from './reportFixtures';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-year-end-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let letterId: string;
const givers: string[] = [];

const YEAR = 2015;
const BATCH = 'prefixedId year letterTitle sent total startedBy startedAt finishedAt';
const COUNT = `query($org: ID!, $year: Int!) { adminYearEndStatementDonors(organizationPrefixedId: $org, year: $year) }`;
const BATCHES = `query($org: ID!) { adminStatementBatches(organizationPrefixedId: $org) { ${BATCH} } }`;
const START = `mutation($org: ID!, $year: Int!, $letter: ID) {
  startYearEndStatements(organizationPrefixedId: $org, year: $year, letterTemplatePrefixedId: $letter) { ${BATCH} } }`;
const ADD_LETTER = `mutation($org: ID!, $input: LetterTemplateInput!) {
  addLetterTemplate(organizationPrefixedId: $org, input: $input) { prefixedId } }`;

async function call(document: string, variables: Record<string, unknown> = {}, locale = 'en') {
  const response = await owner.graphql(
    document,
    { org: world.demoOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

/** The statements queued for `email` (the outbox keeps every message, sent or not). */
async function statementsTo(email: string) {
  const rows = await testApp.app.db
    .select({ message: outboxMessages.message })
    .from(outboxMessages)
    .where(sql`${outboxMessages.message}->>'to' = ${email}`);
  return rows.map((row) => row.message).filter((message) => message.subject.startsWith('Year-end thanks'));
}

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  for (const [index, firstName] of ['Ana', 'Ben', 'Cora'].entries()) {
    const { user, organization } = await createDonor(testApp, 'demo', {
      email: `year-end-${index}@example.com`,
      firstName,
      lastName: 'Giver',
      password: 'year-end-donor-1234',
    });
    const owned = { userId: user.id, organizationId: organization.id };
    await addGift(testApp, owned, { amount: 10_000 + index * 100, date: `${YEAR}-0${index + 3}-15` });
    // A gift of another year is not on this year's statement.
    await addGift(testApp, owned, { amount: 99_900, date: `${YEAR + 1}-02-01` });
    givers.push(user.email);
  }
  const failed = await createDonor(testApp, 'demo', {
    email: 'year-end-failed@example.com',
    firstName: 'Dan',
    lastName: 'Declined',
    password: 'year-end-donor-1234',
  });
  await addGift(
    testApp,
    { userId: failed.user.id, organizationId: failed.organization.id },
    { amount: 5_000, date: `${YEAR}-06-01`, status: 'failed' },
  );
  const later = await createDonor(testApp, 'demo', {
    email: 'year-end-later@example.com',
    firstName: 'Eve',
    lastName: 'Later',
    password: 'year-end-donor-1234',
  });
  await addGift(
    testApp,
    { userId: later.user.id, organizationId: later.organization.id },
    { amount: 5_000, date: `${YEAR + 1}-06-01` },
  );
  const added = await call(ADD_LETTER, {
    input: {
      title: 'Year-end letter',
      subject: 'Year-end thanks, {{donorName}}',
      body: 'Dear {{donorName}}, you gave {{total}} in {{period}}.',
    },
  });
  letterId = added.data.addLetterTemplate.prefixedId;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('year-end statements', () => {
  it('counts the donors who gave in the year, leaving out failed gifts and other years', async () => {
    const answer = await call(COUNT, { year: YEAR });
    expect(answer.data.adminYearEndStatementDonors).toBe(3);
  });

  it('emails every donor of the year exactly once from the letter chosen, two workers at once', async () => {
    const started = await call(START, { year: YEAR, letter: letterId });
    expect(started.data.startYearEndStatements).toMatchObject({
      year: YEAR,
      letterTitle: 'Year-end letter',
      sent: 0,
      total: 3,
      startedBy: DEMO_OWNER.email,
      finishedAt: null,
    });
    const [activity] = await testApp.app.db
      .select()
      .from(adminActivity)
      .where(eq(adminActivity.organizationId, world.demoOrg.id))
      .orderBy(desc(adminActivity.id))
      .limit(1);
    expect(activity).toMatchObject({
      action: 'statements.sendYearEnd',
      actorLabel: DEMO_OWNER.email,
      details: { year: YEAR, letter: 'Year-end letter', donors: 3 },
    });

    // Refused while it runs: the same year and letter would write to every donor twice.
    const again = await call(START, { year: YEAR, letter: letterId });
    expect(again.data ?? null).toBeNull();
    expect(again.errors![0]!.extensions.validation).toEqual({
      year: [`Statements for ${YEAR} on this letter are being sent already: wait until they are all sent.`],
    });

    const settings = { chunkSize: 1, leaseMs: 60_000 };
    const [first, second] = await Promise.all([
      sendStatementBatches(testApp.app, settings),
      sendStatementBatches(testApp.app, settings),
    ]);
    expect(first.sent + second.sent).toBe(3);

    for (const [index, email] of givers.entries()) {
      const messages = await statementsTo(email);
      expect(messages).toHaveLength(1);
      const message = messages[0]!;
      expect(message.subject).toBe(`Year-end thanks, ${['Ana', 'Ben', 'Cora'][index]} Giver`);
      expect(message.text).toContain(`you gave $${100 + index}.00 in`);
      const pdf = Buffer.from(message.attachments![0]!.contentBase64, 'base64');
      const text = pdfText(pdf);
      expect(text).toContain(String(YEAR));
      expect(text).not.toContain('999.00');
    }
    expect(await statementsTo('year-end-failed@example.com')).toEqual([]);
    expect(await statementsTo('year-end-later@example.com')).toEqual([]);

    const progress = await call(BATCHES);
    expect(progress.data.adminStatementBatches[0]).toMatchObject({ sent: 3, total: 3 });
    expect(progress.data.adminStatementBatches[0].finishedAt).not.toBeNull();
    // Nothing is left to send: another pass sends nothing.
    expect((await sendStatementBatches(testApp.app, settings)).sent).toBe(0);
  });

  it('writes to a donor held by a worker that died once its lease ends, and only then finishes', async () => {
    const started = await call(START, { year: YEAR, letter: letterId });
    const batchPrefixedId: string = started.data.startYearEndStatements.prefixedId;
    const [batch] = await testApp.app.db
      .select()
      .from(statementBatches)
      .where(eq(statementBatches.prefixedId, batchPrefixedId));
    const [held] = await testApp.app.db
      .select()
      .from(statementBatchDonors)
      .where(eq(statementBatchDonors.batchId, batch!.id))
      .limit(1);
    const heldDonor = and(
      eq(statementBatchDonors.batchId, batch!.id),
      eq(statementBatchDonors.userId, held!.userId),
    );
    await testApp.app.db
      .update(statementBatchDonors)
      .set({ claimedUntil: sql`now() + interval '1 hour'` })
      .where(heldDonor);
    expect((await sendStatementBatches(testApp.app)).sent).toBe(2);
    let progress = await call(BATCHES);
    expect(progress.data.adminStatementBatches[0]).toMatchObject({ sent: 2, total: 3, finishedAt: null });

    await testApp.app.db
      .update(statementBatchDonors)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(heldDonor);
    expect((await testApp.app.statementWorker.runOnce()).sent).toBe(1);
    progress = await call(BATCHES);
    expect(progress.data.adminStatementBatches[0]).toMatchObject({ sent: 3, total: 3 });
    for (const email of givers) expect(await statementsTo(email)).toHaveLength(2);
  });

  it('refuses a year not begun, a year no one gave in, and another church’s letter', async () => {
    const future = await call(START, { year: 2999 }, 'es');
    expect(future.errors![0]!.extensions.validation).toEqual({
      year: ['Elige un año entre 2000 y este año.'],
    });
    const empty = await call(START, { year: 2003 });
    expect(empty.errors![0]!.extensions.validation).toEqual({
      year: ['No donor gave in 2003: there is no statement to send.'],
    });
    // The other church's letter (its first one is its primary one).
    const [existing] = await testApp.app.db
      .select({ prefixedId: letterTemplates.prefixedId })
      .from(letterTemplates)
      .where(eq(letterTemplates.organizationId, world.hopeOrg.id))
      .limit(1);
    const hopeLetter = existing?.prefixedId ?? newPrefixedId('ltr');
    if (!existing) {
      await testApp.app.db.insert(letterTemplates).values({
        prefixedId: hopeLetter,
        organizationId: world.hopeOrg.id,
        title: 'Hope letter',
        jsonData: { subject: '', body: 'Dear {{donorName}},' },
        isPrimary: true,
      });
    }
    const other = await call(START, { year: YEAR, letter: hopeLetter });
    expect(other.errors![0]!.extensions.code).toBe('NOT_FOUND');
    const count = await call(COUNT, { year: 2999 });
    expect(count.errors![0]!.extensions.validation).toEqual({
      year: ['Choose a year from 2000 to this year.'],
    });
  });
});
