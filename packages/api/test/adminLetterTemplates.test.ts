// The console's letter templates against the real server: listed, added, edited, made primary and
// deleted by an administrator with 'send-statements'; the letter's rules refuse bad text beside its
// field in the request's language with nothing written; the church keeps exactly one primary letter
// (the database refuses a second); the preview is the statement PDF of the unsaved text; a statement
// sent with a chosen letter is written from it; every change is in the activity log. Who may call
// each operation is adminAccess.test.ts's and the authorization matrix's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { adminActivity, letterTemplates } from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { attachmentOf, pdfText, rawMailTo } from './reportFixtures';
import { DEMO_DONOR } from '../src/seed';
import { describeChanges, snapshotDatabase } from './wholeDatabaseSnapshot';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-admin-letters-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;

const LETTER = 'prefixedId title subject body isPrimary json_data';
const LIST = `query($org: ID!) { adminLetterTemplates(organizationPrefixedId: $org) { ${LETTER} } }`;
const ADD = `mutation($org: ID!, $input: LetterTemplateInput!) {
  addLetterTemplate(organizationPrefixedId: $org, input: $input) { ${LETTER} } }`;
const UPDATE = `mutation($org: ID!, $letter: ID!, $input: LetterTemplateInput!) {
  updateLetterTemplate(organizationPrefixedId: $org, letterTemplatePrefixedId: $letter, input: $input) { ${LETTER} } }`;
const PRIMARY = `mutation($org: ID!, $letter: ID!) {
  makeLetterTemplatePrimary(organizationPrefixedId: $org, letterTemplatePrefixedId: $letter) { ${LETTER} } }`;
const DELETE = `mutation($org: ID!, $letter: ID!) {
  deleteLetterTemplate(organizationPrefixedId: $org, letterTemplatePrefixedId: $letter) { ${LETTER} } }`;
const PREVIEW = `query($org: ID!, $input: LetterTemplateInput!) {
  adminLetterTemplatePreview(organizationPrefixedId: $org, input: $input) { fileName contentType base64 } }`;

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function call(document: string, variables: Record<string, unknown> = {}, locale = 'en') {
  const response = await owner.graphql(
    document,
    { org: world.demoOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

async function refusedWithNothingWritten(
  document: string,
  variables: Record<string, unknown>,
  locale = 'en',
) {
  const before = await snapshotDatabase(testApp.app);
  const answer = await call(document, variables, locale);
  expect(describeChanges(before, await snapshotDatabase(testApp.app))).toEqual([]);
  expect(answer.data ?? null).toBeNull();
  return answer.errors![0]!;
}

async function lastActivity() {
  const [row] = await testApp.app.db
    .select()
    .from(adminActivity)
    .where(eq(adminActivity.organizationId, world.demoOrg.id))
    .orderBy(desc(adminActivity.id))
    .limit(1);
  return row!;
}

const primaryCount = async () =>
  (
    await testApp.app.db
      .select()
      .from(letterTemplates)
      .where(and(eq(letterTemplates.organizationId, world.demoOrg.id), eq(letterTemplates.isPrimary, true)))
  ).length;

describe('letter templates', () => {
  it("lists the church's letters, the primary one first, with the subject and body read out", async () => {
    const answer = await call(LIST);
    const letters = answer.data.adminLetterTemplates;
    expect(letters[0]).toMatchObject({ prefixedId: world.primaryLetterId, isPrimary: true });
    expect(letters[0].body).toContain('{{donorName}}');
    expect(JSON.parse(letters[0].json_data)).toEqual({ subject: letters[0].subject, body: letters[0].body });
    expect(letters.filter((letter: { isPrimary: boolean }) => letter.isPrimary)).toHaveLength(1);
    expect(letters.map((letter: { prefixedId: string }) => letter.prefixedId)).toContain(world.spareLetterId);
  });

  it('refuses a missing title, overlong text and unknown placeholders beside their fields, in Spanish too', async () => {
    const error = await refusedWithNothingWritten(ADD, {
      input: {
        title: '  ',
        subject: 'From {{church}}',
        body: 'Dear {{firstName}} and {{ donor }}, {{total}}',
      },
    });
    expect(error.extensions).toMatchObject({ category: 'validation' });
    expect(error.extensions.validation).toEqual({
      title: ['Write the title.'],
      subject: [
        'A statement cannot fill in {{church}}: use only {{donorName}}, {{period}}, {{total}} and {{churchName}}.',
      ],
      body: [
        'A statement cannot fill in {{firstName}}, {{donor}}: use only {{donorName}}, {{period}}, {{total}} and {{churchName}}.',
      ],
    });
    const spanish = await refusedWithNothingWritten(
      ADD,
      { input: { title: 'x'.repeat(121), subject: '', body: '' } },
      'es',
    );
    expect(spanish.extensions.validation).toEqual({
      title: ['El título puede tener como máximo 120 caracteres.'],
      body: ['Escribe el texto de la carta.'],
    });
  });

  it('adds a letter (not primary while the church has one) and logs it', async () => {
    const answer = await call(ADD, {
      input: {
        title: ' Thank-you letter ',
        subject: 'Thanks from {{churchName}}',
        body: 'Dear {{donorName}},\r\nThanks.',
      },
    });
    expect(answer.data.addLetterTemplate).toMatchObject({
      title: 'Thank-you letter',
      subject: 'Thanks from {{churchName}}',
      body: 'Dear {{donorName}},\nThanks.',
      isPrimary: false,
    });
    expect(await lastActivity()).toMatchObject({
      action: 'letterTemplate.add',
      actorLabel: DEMO_OWNER.email,
      details: { letterTemplate: answer.data.addLetterTemplate.prefixedId, title: 'Thank-you letter' },
    });
  });

  it('edits a letter; a refused edit keeps what was saved', async () => {
    const saved = await call(UPDATE, {
      letter: world.spareLetterId,
      input: { title: 'Spare letter, edited', subject: '', body: 'Dear {{donorName}}, edited.' },
    });
    expect(saved.data.updateLetterTemplate).toMatchObject({
      title: 'Spare letter, edited',
      body: 'Dear {{donorName}}, edited.',
    });
    expect((await lastActivity()).details).toMatchObject({
      letterTemplate: world.spareLetterId,
      was: 'Spare letter',
      bodyChanged: true,
      subjectChanged: false,
    });
    await refusedWithNothingWritten(UPDATE, {
      letter: world.spareLetterId,
      input: { title: 'Lost?', subject: '', body: 'Dear {{name}}' },
    });
    const [row] = await testApp.app.db
      .select()
      .from(letterTemplates)
      .where(eq(letterTemplates.prefixedId, world.spareLetterId));
    expect(row!.title).toBe('Spare letter, edited');
  });

  it("finds neither another church's letter nor an unknown one", async () => {
    const hopeLetter = newPrefixedId('ltr');
    await testApp.app.db.insert(letterTemplates).values({
      prefixedId: hopeLetter,
      organizationId: world.hopeOrg.id,
      title: 'Hope letter',
      isPrimary: true,
      jsonData: { subject: '', body: 'Dear {{donorName}},' },
    });
    for (const letter of [hopeLetter, 'ltr_unknown']) {
      for (const document of [PRIMARY, DELETE]) {
        const error = await refusedWithNothingWritten(document, { letter });
        expect(error.extensions).toMatchObject({ category: 'not_found', code: 'NOT_FOUND' });
      }
    }
  });

  it('moves the primary mark, keeping exactly one; the database refuses a second primary', async () => {
    const answer = await call(PRIMARY, { letter: world.spareLetterId });
    expect(answer.data.makeLetterTemplatePrimary[0]).toMatchObject({
      prefixedId: world.spareLetterId,
      isPrimary: true,
    });
    expect(await primaryCount()).toBe(1);
    expect((await lastActivity()).details).toMatchObject({
      letterTemplate: world.spareLetterId,
      was: world.primaryLetterId,
    });
    await expect(
      testApp.app.db.insert(letterTemplates).values({
        prefixedId: newPrefixedId('ltr'),
        organizationId: world.demoOrg.id,
        title: 'Second primary',
        isPrimary: true,
        jsonData: { subject: '', body: 'x' },
      }),
    ).rejects.toThrow();
    expect(await primaryCount()).toBe(1);
  });

  it('the database refuses to leave the church with letters but none primary', async () => {
    const refusal = async (write: Promise<unknown>) => {
      const error = await write.then(
        () => null,
        (failure: Error & { cause?: Error }) => failure,
      );
      return `${error?.message} ${error?.cause?.message}`;
    };
    const spare = eq(letterTemplates.prefixedId, world.spareLetterId);
    expect(
      await refusal(testApp.app.db.update(letterTemplates).set({ isPrimary: false }).where(spare)),
    ).toContain('letter_templates_keep_a_primary');
    expect(await refusal(testApp.app.db.delete(letterTemplates).where(spare))).toContain(
      'letter_templates_keep_a_primary',
    );
    expect(await primaryCount()).toBe(1);
  });

  it('refuses to delete the primary letter with a clear message, and deletes another', async () => {
    const error = await refusedWithNothingWritten(DELETE, { letter: world.spareLetterId }, 'es');
    expect(error.extensions).toMatchObject({ category: 'validation', code: 'LETTER_TEMPLATE_PRIMARY' });
    expect(error.message).toBe(
      'Esta es la carta principal, la que usan las constancias cuando no se elige otra: haz principal otra carta primero.',
    );
    const answer = await call(DELETE, { letter: world.primaryLetterId });
    expect(
      answer.data.deleteLetterTemplate.map((letter: { prefixedId: string }) => letter.prefixedId),
    ).not.toContain(world.primaryLetterId);
    expect(await lastActivity()).toMatchObject({
      action: 'letterTemplate.delete',
      details: { letterTemplate: world.primaryLetterId },
    });
    // Put back for the statement test below.
    const again = await call(ADD, {
      input: { title: 'Annual Contribution Statement', subject: '', body: 'Dear {{donorName}},' },
    });
    world.primaryLetterId = again.data.addLetterTemplate.prefixedId;
  });

  it('previews the unsaved text as the statement PDF, and refuses what a save would refuse', async () => {
    const before = await snapshotDatabase(testApp.app);
    const answer = await call(PREVIEW, {
      input: {
        title: 'Draft',
        subject: '',
        body: 'Preview for {{donorName}} from {{churchName}}: {{total}} in {{period}}.',
      },
    });
    expect(describeChanges(before, await snapshotDatabase(testApp.app))).toEqual([]);
    const preview = answer.data.adminLetterTemplatePreview;
    expect(preview.contentType).toBe('application/pdf');
    expect(preview.fileName).toMatch(/^contribution-statement-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = pdfText(Buffer.from(preview.base64, 'base64')).replace(/\s+/g, ' ');
    expect(text).toMatch(
      /Preview for .+ from Grace Community Church: \$[\d,.]+ in January 1, \d{4} – December 31, \d{4}\./,
    );
    expect(text).not.toContain('{{');
    const error = await refusedWithNothingWritten(PREVIEW, {
      input: { title: 'Draft', subject: '', body: '{{oops}}' },
    });
    expect(error.extensions.validation.body[0]).toContain('{{oops}}');
  });

  it('sends a statement written from the letter chosen, and from the primary one when none is', async () => {
    const chosen = await call(ADD, {
      input: {
        title: 'Chosen',
        subject: 'Chosen subject for {{donorName}}',
        body: 'Chosen letter for {{donorName}}.',
      },
    });
    const SEND = `mutation($ids: [ID!]!, $letter: ID) { sendContributionStatementReport(donorPrefixedIds: $ids,
      letterTemplatePrefixedId: $letter, mode: email, filters: { startDate: "2020-01-01", endDate: "2020-12-31" }) { sent } }`;
    const sent = await call(SEND, {
      ids: [world.donorPrefixedId],
      letter: chosen.data.addLetterTemplate.prefixedId,
    });
    expect(sent.data.sendContributionStatementReport.sent).toBe(1);
    const eml = rawMailTo(dataDir, DEMO_DONOR.email).at(-1)!;
    expect(pdfText(attachmentOf(eml, 'application/pdf')!.content)).toContain('Chosen letter for');

    await call(SEND, { ids: [world.donorPrefixedId], letter: null });
    const primary = rawMailTo(dataDir, DEMO_DONOR.email).at(-1)!;
    const text = pdfText(attachmentOf(primary, 'application/pdf')!.content);
    expect(text).not.toContain('Chosen letter for');
    expect(text).toContain('Dear ');
  });
});
