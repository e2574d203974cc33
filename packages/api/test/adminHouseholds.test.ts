// Households against the real server (docs/PRODUCT.md §21): made in the console's Donors, a donor in
// one household a year, refusals by field in English and Spanish; a household's year-end statement is
// one letter to its addressee naming every member of the year and listing all their gifts, in place
// of the members' own (or beside them, by the church's setting); a member who died stays on the years
// they belonged and leaves the later ones; each donor's portal still lists only their own gifts. Who
// may call each operation is the authorization matrix's (householdMatrixRows.ts); hostile values are
// the hostile-input suite's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import { adminActivity, outboxMessages, people, users } from '../src/db/schema';
import { sendStatementBatches } from '../src/reports/statementBatchWorker';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { addGift, createDonor, pdfText } from './reportFixtures';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-households-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let letterId: string;
const donor: Record<'ana' | 'luis' | 'ben' | 'hope', { prefixedId: string; email: string }> = {} as never;
let householdId: string;

const YEAR = 2024;
const NEXT = 2025;
const HOUSEHOLD = `{ prefixedId name currentMemberNames statementSentYears members { donorPrefixedId name email fromYear toYear isAddressee } }`;
const LIST = `query($org: ID!) { adminHouseholds(organizationPrefixedId: $org) { sendMemberStatements households ${HOUSEHOLD} } }`;
const CREATE = `mutation($org: ID!, $input: HouseholdInput!) { createHousehold(organizationPrefixedId: $org, input: $input) ${HOUSEHOLD} }`;
const ADD = `mutation($org: ID!, $household: ID!, $donor: ID!, $year: Int!) {
  addHouseholdMember(organizationPrefixedId: $org, householdPrefixedId: $household, donorPrefixedId: $donor, fromYear: $year) ${HOUSEHOLD} }`;
const REMOVE = `mutation($org: ID!, $household: ID!, $donor: ID!, $year: Int!) {
  removeHouseholdMember(organizationPrefixedId: $org, householdPrefixedId: $household, donorPrefixedId: $donor, lastYear: $year) ${HOUSEHOLD} }`;
const ADDRESSEE = `mutation($org: ID!, $household: ID!, $donor: ID!) {
  setHouseholdAddressee(organizationPrefixedId: $org, householdPrefixedId: $household, donorPrefixedId: $donor) ${HOUSEHOLD} }`;
const SETTINGS = `mutation($org: ID!, $both: Boolean!) {
  setHouseholdStatementSettings(organizationPrefixedId: $org, sendMemberStatements: $both) { sendMemberStatements } }`;
const PREVIEW = `query($org: ID!, $household: ID!, $year: Int!, $letter: ID) {
  adminHouseholdStatementPreview(organizationPrefixedId: $org, householdPrefixedId: $household, year: $year,
    letterTemplatePrefixedId: $letter) { fileName contentType base64 } }`;
const RENAME = `mutation($org: ID!, $household: ID!, $name: String!) {
  renameHousehold(organizationPrefixedId: $org, householdPrefixedId: $household, name: $name) ${HOUSEHOLD} }`;
const ADDRESS = `mutation($org: ID!, $household: ID!, $input: HouseholdMailingAddressInput!) {
  setHouseholdMailingAddress(organizationPrefixedId: $org, householdPrefixedId: $household, input: $input) {
    prefixedId mailingAddress { address city state zip country } letterAddressLines } }`;
const DELETE = `mutation($org: ID!, $household: ID!) {
  deleteHousehold(organizationPrefixedId: $org, householdPrefixedId: $household) { households { prefixedId } } }`;
const OF_DONOR = `query($org: ID!, $donor: ID!, $year: Int!) {
  adminDonorHouseholdStatement(organizationPrefixedId: $org, donorPrefixedId: $donor, year: $year) {
    household { householdPrefixedId name addresseeName memberNames } } }`;
const SEND = `mutation($org: ID!, $household: ID!, $year: Int!, $letter: ID) {
  sendHouseholdStatement(organizationPrefixedId: $org, householdPrefixedId: $household, year: $year,
    letterTemplatePrefixedId: $letter) { sent message } }`;
const DONORS = `query($org: ID!, $search: String) { adminDonors(organizationPrefixedId: $org, search: $search) { prefixedId householdName } }`;
const COUNT = `query($org: ID!, $year: Int!) { adminYearEndStatementDonors(organizationPrefixedId: $org, year: $year) }`;
const START = `mutation($org: ID!, $year: Int!, $letter: ID) {
  startYearEndStatements(organizationPrefixedId: $org, year: $year, letterTemplatePrefixedId: $letter) { total } }`;

async function call(document: string, variables: Record<string, unknown> = {}, locale = 'en') {
  const response = await owner.graphql(
    document,
    { org: world.demoOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

async function statementsTo(email: string, year: number) {
  const rows = await testApp.app.db
    .select({ message: outboxMessages.message })
    .from(outboxMessages)
    .where(sql`${outboxMessages.message}->>'to' = ${email}`);
  return rows
    .map((row) => row.message)
    .filter((message) => message.subject.startsWith('Thanks for ') && message.subject.includes(String(year)))
    .map((message) => ({
      ...message,
      pdf: pdfText(Buffer.from(message.attachments![0]!.contentBase64, 'base64')),
    }));
}

function latestHouseholdActivity() {
  return testApp.app.db
    .select()
    .from(adminActivity)
    .where(and(eq(adminActivity.organizationId, world.demoOrg.id), like(adminActivity.action, 'household.%')))
    .orderBy(desc(adminActivity.id))
    .limit(1);
}

async function runBatch(year: number) {
  const started = await call(START, { year, letter: letterId });
  expect(started.errors).toBeUndefined();
  await sendStatementBatches(testApp.app, { chunkSize: 2, leaseMs: 60_000 });
  return started.data.startYearEndStatements.total as number;
}

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  const people = [
    ['ana', 'Ana', 'Ruiz', 'demo'],
    ['luis', 'Luis', 'Ruiz', 'demo'],
    ['ben', 'Ben', 'Alone', 'demo'],
    ['hope', 'Hal', 'Elsewhere', 'hope'],
  ] as const;
  for (const [key, firstName, lastName, church] of people) {
    const { user, organization } = await createDonor(testApp, church, {
      email: `household-${key}@example.com`,
      firstName,
      lastName,
      password: 'household-donor-1234',
    });
    donor[key] = { prefixedId: user.prefixedId, email: user.email };
    const owned = { userId: user.id, organizationId: organization.id };
    if (key === 'ana') {
      await addGift(testApp, owned, { amount: 10_000, date: `${YEAR}-03-01` });
      await addGift(testApp, owned, { amount: 4_000, date: `${YEAR}-05-01`, status: 'refunded' });
      await addGift(testApp, owned, { amount: 3_000, date: `${NEXT}-03-01` });
    }
    if (key === 'luis') {
      await addGift(testApp, owned, { amount: 5_000, date: `${YEAR}-04-01` });
      await addGift(testApp, owned, { amount: 7_700, date: `${NEXT}-01-10` });
    }
    if (key === 'ben') await addGift(testApp, owned, { amount: 2_500, date: `${YEAR}-06-01` });
  }
  const added = await call(
    `mutation($org: ID!, $input: LetterTemplateInput!) { addLetterTemplate(organizationPrefixedId: $org, input: $input) { prefixedId } }`,
    {
      input: {
        title: 'Household letter',
        subject: 'Thanks for {{period}}, {{donorName}}',
        body: 'Dear {{donorName}}, you gave {{total}}.',
      },
    },
  );
  letterId = added.data.addLetterTemplate.prefixedId;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('households', () => {
  it('refuses a household by field, in English and Spanish', async () => {
    const input = {
      name: 'The Ruiz family',
      memberPrefixedIds: [donor.ana.prefixedId],
      addresseePrefixedId: donor.ana.prefixedId,
      fromYear: YEAR,
    };
    const alone = await call(CREATE, { input });
    expect(alone.errors![0]!.extensions.validation).toEqual({ members: ['Choose at least two donors.'] });
    const elsewhere = await call(
      CREATE,
      { input: { ...input, memberPrefixedIds: [donor.ana.prefixedId, donor.hope.prefixedId] } },
      'es',
    );
    expect(elsewhere.errors![0]!.extensions.validation).toEqual({
      members: ['Elige donantes de esta iglesia.'],
    });
    const unnamed = await call(CREATE, {
      input: {
        ...input,
        name: ' ',
        memberPrefixedIds: [donor.ana.prefixedId, donor.luis.prefixedId],
        fromYear: 1990,
      },
    });
    expect(unnamed.errors![0]!.extensions.validation).toEqual({
      name: ['Write the household’s name, e.g. The Ruiz family.'],
    });
    const addressee = await call(CREATE, {
      input: {
        ...input,
        memberPrefixedIds: [donor.ana.prefixedId, donor.luis.prefixedId],
        addresseePrefixedId: donor.ben.prefixedId,
      },
    });
    expect(addressee.errors![0]!.extensions.validation).toEqual({
      addressee: ['Address the statements to one of the household’s members.'],
    });
  });

  it('makes a household of two donors, shown on each donor and in the activity log', async () => {
    const answer = await call(CREATE, {
      input: {
        name: 'The Ruiz family',
        memberPrefixedIds: [donor.ana.prefixedId, donor.luis.prefixedId],
        addresseePrefixedId: donor.luis.prefixedId,
        fromYear: YEAR,
      },
    });
    expect(answer.errors).toBeUndefined();
    const household = answer.data.createHousehold;
    householdId = household.prefixedId;
    expect(household).toMatchObject({
      name: 'The Ruiz family',
      currentMemberNames: ['Luis Ruiz', 'Ana Ruiz'],
      members: [
        { donorPrefixedId: donor.luis.prefixedId, fromYear: YEAR, toYear: null, isAddressee: true },
        { donorPrefixedId: donor.ana.prefixedId, fromYear: YEAR, toYear: null, isAddressee: false },
      ],
    });
    const donors = await call(DONORS, { search: 'Ruiz' });
    expect(donors.data.adminDonors).toEqual(
      expect.arrayContaining([
        { prefixedId: donor.ana.prefixedId, householdName: 'The Ruiz family' },
        { prefixedId: donor.luis.prefixedId, householdName: 'The Ruiz family' },
      ]),
    );
    const alone = await call(DONORS, { search: 'Alone' });
    expect(alone.data.adminDonors).toEqual([{ prefixedId: donor.ben.prefixedId, householdName: null }]);
    const [activity] = await testApp.app.db
      .select()
      .from(adminActivity)
      .where(
        and(eq(adminActivity.organizationId, world.demoOrg.id), like(adminActivity.action, 'household.%')),
      )
      .orderBy(desc(adminActivity.id))
      .limit(1);
    expect(activity).toMatchObject({ action: 'household.create', actorLabel: DEMO_OWNER.email });
  });

  it('keeps a donor in one household a year', async () => {
    const second = await call(CREATE, {
      input: {
        name: 'Another',
        memberPrefixedIds: [donor.ana.prefixedId, donor.ben.prefixedId],
        addresseePrefixedId: donor.ben.prefixedId,
        fromYear: NEXT,
      },
    });
    expect(second.errors![0]!.extensions.validation).toEqual({
      donor: ['Ana Ruiz belongs to another household in one of those years.'],
    });
    const again = await call(ADD, { household: householdId, donor: donor.ana.prefixedId, year: NEXT }, 'es');
    expect(again.errors![0]!.extensions.validation).toEqual({
      donor: ['Ana Ruiz ya pertenece a este hogar en alguno de esos años.'],
    });
    const list = await call(LIST);
    expect(list.data.adminHouseholds.households).toHaveLength(1);
  });

  it('previews the household’s statement naming both members over both members’ gifts', async () => {
    const answer = await call(PREVIEW, { household: householdId, year: YEAR, letter: letterId });
    expect(answer.errors).toBeUndefined();
    const text = pdfText(Buffer.from(answer.data.adminHouseholdStatementPreview.base64, 'base64'));
    expect(text).toContain('Dear Luis Ruiz and Ana Ruiz, you gave $150.00.');
    expect(text).toContain('100.00');
    expect(text).toContain('50.00');
    expect(text).not.toContain('77.00');
  });

  it('sends one household letter in place of its members’ own, every gift once', async () => {
    expect((await call(COUNT, { year: YEAR })).data.adminYearEndStatementDonors).toBe(2);
    expect(await runBatch(YEAR)).toBe(2);
    const toLuis = await statementsTo(donor.luis.email, YEAR);
    expect(toLuis).toHaveLength(1);
    expect(toLuis[0]!.subject).toContain('Luis Ruiz and Ana Ruiz');
    expect(toLuis[0]!.text).toContain('you gave $150.00');
    expect(await statementsTo(donor.ana.email, YEAR)).toEqual([]);
    const toBen = await statementsTo(donor.ben.email, YEAR);
    expect(toBen).toHaveLength(1);
    expect(toBen[0]!.text).toContain('you gave $25.00');
    expect(toBen[0]!.pdf).not.toContain('100.00');
  });

  it('keeps each donor’s portal to their own gifts', async () => {
    const ana = await signIn(
      testApp,
      { email: donor.ana.email, password: 'household-donor-1234' },
      'demo.localhost',
    );
    const response = await ana.graphql(
      `query($org: ID!) { donorContributions(organizationPrefixedId: $org) { totalResults items { amount } } }`,
      { org: world.demoOrg.prefixedId },
    );
    const page = (response.json() as Answer).data.donorContributions;
    expect(page.totalResults).toBe(3);
    expect(page.items.map((item: { amount: number }) => item.amount).sort()).toEqual(
      [10_000, 3_000, 4_000].sort(),
    );
  });

  it('leaves a member who died off later years, keeps them on earlier ones', async () => {
    const removed = await call(REMOVE, { household: householdId, donor: donor.luis.prefixedId, year: YEAR });
    expect(removed.errors).toBeUndefined();
    expect(removed.data.removeHouseholdMember).toMatchObject({
      currentMemberNames: ['Ana Ruiz'],
      members: [
        { donorPrefixedId: donor.luis.prefixedId, toYear: YEAR },
        { toYear: null, isAddressee: true },
      ],
    });
    const addressee = await call(ADDRESSEE, { household: householdId, donor: donor.luis.prefixedId });
    expect(addressee.errors![0]!.extensions.validation).toEqual({
      donor: ['Luis Ruiz does not belong to this household now.'],
    });
    const earlier = await call(PREVIEW, { household: householdId, year: YEAR, letter: letterId });
    expect(pdfText(Buffer.from(earlier.data.adminHouseholdStatementPreview.base64, 'base64'))).toContain(
      'Luis Ruiz and Ana Ruiz',
    );
    const later = await call(PREVIEW, { household: householdId, year: NEXT, letter: letterId });
    expect(later.errors![0]!.extensions.validation.year[0]).toContain('fewer than two members in 2025');

    // One member left in the next year: each gets their own statement, Luis's gifts on his alone.
    // (The demo church's own donors gave in that year too: their statements are theirs.)
    await runBatch(NEXT);
    const toAna = await statementsTo(donor.ana.email, NEXT);
    expect(toAna).toHaveLength(1);
    expect(toAna[0]!.text).toContain('you gave $30.00');
    const toLuis = await statementsTo(donor.luis.email, NEXT);
    expect(toLuis).toHaveLength(1);
    expect(toLuis[0]!.text).toContain('you gave $77.00');
  });

  it('adds a member from a year and sends both kinds when the church asks', async () => {
    const added = await call(ADD, { household: householdId, donor: donor.ben.prefixedId, year: YEAR });
    expect(added.errors).toBeUndefined();
    expect(added.data.addHouseholdMember.currentMemberNames).toEqual(['Ana Ruiz', 'Ben Alone']);
    const set = await call(SETTINGS, { both: true });
    expect(set.data.setHouseholdStatementSettings.sendMemberStatements).toBe(true);
    // The household (Ana, Luis, Ben) and each giver's own: Ana, Luis, Ben.
    expect((await call(COUNT, { year: YEAR })).data.adminYearEndStatementDonors).toBe(4);
    const preview = await call(PREVIEW, { household: householdId, year: YEAR, letter: letterId }, 'es');
    expect(pdfText(Buffer.from(preview.data.adminHouseholdStatementPreview.base64, 'base64'))).toContain(
      'Luis Ruiz, Ana Ruiz y Ben Alone',
    );
    await call(SETTINGS, { both: false });
    expect((await call(COUNT, { year: YEAR })).data.adminYearEndStatementDonors).toBe(1);
  });

  it('does not find another church’s household', async () => {
    const hopeOwner = await signIn(
      testApp,
      { email: 'hope-owner@example.com', password: 'hope-owner-1234' },
      'hope.localhost',
    );
    const response = await hopeOwner.graphql(
      `mutation($org: ID!, $household: ID!, $donor: ID!) {
        setHouseholdAddressee(organizationPrefixedId: $org, householdPrefixedId: $household, donorPrefixedId: $donor) { name } }`,
      { org: world.hopeOrg.prefixedId, household: householdId, donor: donor.hope.prefixedId },
    );
    const answer = response.json() as Answer;
    expect(answer.errors![0]!.extensions.code).toBe('NOT_FOUND');
  });

  it('offers and sends a member’s household letter from the one-donor send, as the yearly run writes it', async () => {
    // In 2024 Luis (his last year, and still the chosen addressee that year), Ana and Ben.
    const offered = await call(OF_DONOR, { donor: donor.ben.prefixedId, year: YEAR });
    expect(offered.errors).toBeUndefined();
    expect(offered.data.adminDonorHouseholdStatement.household).toEqual({
      householdPrefixedId: householdId,
      name: 'The Ruiz family',
      addresseeName: 'Luis Ruiz',
      memberNames: ['Luis Ruiz', 'Ana Ruiz', 'Ben Alone'],
    });
    const next = await call(OF_DONOR, { donor: donor.ana.prefixedId, year: NEXT });
    expect(next.data.adminDonorHouseholdStatement.household).toMatchObject({
      memberNames: ['Ana Ruiz', 'Ben Alone'],
    });
    // Before the household was made: her own statement, no household's.
    expect((await call(OF_DONOR, { donor: donor.ana.prefixedId, year: YEAR - 1 })).data).toEqual({
      adminDonorHouseholdStatement: { household: null },
    });
    const badYear = await call(OF_DONOR, { donor: donor.ana.prefixedId, year: 3000 });
    expect(Object.keys(badYear.errors![0]!.extensions.validation)).toEqual(['year']);
    const before = await statementsTo(donor.luis.email, YEAR);
    const sent = await call(SEND, { household: householdId, year: YEAR, letter: letterId }, 'es');
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendHouseholdStatement).toEqual({
      sent: 1,
      message: 'Se envió por correo el estado de cuenta del hogar a Luis Ruiz.',
    });
    const after = await statementsTo(donor.luis.email, YEAR);
    expect(after).toHaveLength(before.length + 1);
    const letter = after.find((message) => !before.some((earlier) => earlier.text === message.text))!;
    // Ana's, Luis's and Ben's gifts of 2024 (her refunded one left out): $100 + $50 + $25.
    expect(letter.text).toContain('you gave $175.00');
    expect(letter.subject).toContain('Luis Ruiz, Ana Ruiz, and Ben Alone');
    const lonely = await call(SEND, { household: householdId, year: YEAR - 1, letter: letterId });
    expect(lonely.errors![0]!.extensions.validation.year[0]).toContain('fewer than two members in 2023');
    const hopeOwner = await signIn(
      testApp,
      { email: 'hope-owner@example.com', password: 'hope-owner-1234' },
      'hope.localhost',
    );
    const elsewhere = (
      await hopeOwner.graphql(SEND, { org: world.hopeOrg.prefixedId, household: householdId, year: YEAR })
    ).json() as Answer;
    expect(elsewhere.errors![0]!.extensions.code).toBe('NOT_FOUND');
  });

  it('renames a household, refusing an empty or long name on the name field', async () => {
    const empty = await call(RENAME, { household: householdId, name: '  ' }, 'es');
    expect(empty.errors![0]!.extensions.validation).toEqual({
      name: ['Escribe el nombre del hogar, p. ej. Familia Ruiz.'],
    });
    const long = await call(RENAME, { household: householdId, name: 'x'.repeat(101) });
    expect(long.errors![0]!.extensions.validation).toEqual({
      name: ['The name may have at most 100 characters.'],
    });
    const renamed = await call(RENAME, { household: householdId, name: '  The Ruiz-Alone family ' });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data.renameHousehold).toMatchObject({
      name: 'The Ruiz-Alone family',
      statementSentYears: [YEAR],
    });
    const [activity] = await latestHouseholdActivity();
    expect(activity).toMatchObject({
      action: 'household.rename',
      details: { household: householdId, from: 'The Ruiz family', name: 'The Ruiz-Alone family' },
    });
  });

  it('mails its letter to the household’s own address, else to the addressee’s, refusing by field', async () => {
    // Luis, the addressee in 2024, has his own address on his contact.
    const [luis] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.prefixedId, donor.luis.prefixedId));
    const [luisPerson] = await testApp.app.db.select().from(people).where(eq(people.userId, luis!.id));
    await testApp.app.db
      .update(people)
      .set({
        contact: {
          ...luisPerson!.contact,
          address: '9 Elm Road',
          city: 'Dayton',
          state: 'OH',
          zip: '45402',
          country: null,
        },
      })
      .where(eq(people.id, luisPerson!.id));
    const previewText = async () => {
      const answer = await call(PREVIEW, { household: householdId, year: YEAR, letter: letterId });
      expect(answer.errors).toBeUndefined();
      return pdfText(Buffer.from(answer.data.adminHouseholdStatementPreview.base64, 'base64'));
    };
    expect(await previewText()).toContain('Mailing address: 9 Elm Road, Dayton, OH 45402');

    const orphan = await call(ADDRESS, { household: householdId, input: { city: 'Springfield' } }, 'es');
    expect(orphan.errors![0]!.extensions.validation).toEqual({
      address: ['Escribe la dirección, p. ej. Calle Roble 12, o deja todos los campos vacíos.'],
    });
    const long = await call(ADDRESS, {
      household: householdId,
      input: { address: '12 Oak Street', zip: '9'.repeat(21) },
    });
    expect(long.errors![0]!.extensions.validation).toEqual({
      zip: ['The postal code may have at most 20 characters.'],
    });

    const set = await call(ADDRESS, {
      household: householdId,
      input: { address: ' 12 Oak Street ', city: 'Springfield', state: 'IL', zip: '62701', country: '' },
    });
    expect(set.errors).toBeUndefined();
    expect(set.data.setHouseholdMailingAddress).toEqual({
      prefixedId: householdId,
      mailingAddress: {
        address: '12 Oak Street',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: null,
      },
      letterAddressLines: ['12 Oak Street', 'Springfield, IL 62701'],
    });
    const [activity] = await latestHouseholdActivity();
    expect(activity).toMatchObject({
      action: 'household.setMailingAddress',
      details: { household: householdId, cleared: false },
    });
    const withOwn = await previewText();
    expect(withOwn).toContain('Mailing address: 12 Oak Street, Springfield, IL 62701');
    expect(withOwn).not.toContain('9 Elm Road');

    const cleared = await call(ADDRESS, { household: householdId, input: { address: ' ', city: null } });
    // The console shows this year's letter: Luis left after 2024, and this year's addressee has no
    // address on file; 2024's letter goes to Luis's again.
    expect(cleared.data.setHouseholdMailingAddress).toMatchObject({
      mailingAddress: null,
      letterAddressLines: [],
    });
    expect(await previewText()).toContain('Mailing address: 9 Elm Road, Dayton, OH 45402');
  });

  it('refuses to delete a household while a batch has yet to send its letter', async () => {
    await call(SETTINGS, { both: false });
    const started = await call(START, { year: YEAR, letter: letterId });
    expect(started.errors).toBeUndefined();
    const refused = await call(DELETE, { household: householdId }, 'es');
    expect(refused.errors![0]!.extensions.validation).toEqual({
      householdPrefixedId: [
        'Un envío de fin de año aún está enviando el estado de cuenta de este hogar. Elimina el hogar cuando haya terminado.',
      ],
    });
    await sendStatementBatches(testApp.app, { chunkSize: 2, leaseMs: 60_000 });
  });

  it('deletes a household: every gift stays with its donor, who gets their own statement again', async () => {
    const before = await call(LIST);
    expect(before.data.adminHouseholds.households[0].statementSentYears).toEqual([YEAR]);
    const deleted = await call(DELETE, { household: householdId });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data.deleteHousehold.households).toEqual([]);
    const [activity] = await latestHouseholdActivity();
    expect(activity).toMatchObject({ action: 'household.delete', details: { household: householdId } });
    const donors = await call(DONORS, { search: 'Ruiz' });
    expect(donors.data.adminDonors).toEqual(
      expect.arrayContaining([{ prefixedId: donor.ana.prefixedId, householdName: null }]),
    );
    // Ana, Luis and Ben each gave in the year: three statements of their own, no household's.
    expect((await call(COUNT, { year: YEAR })).data.adminYearEndStatementDonors).toBe(3);
    const again = await call(DELETE, { household: householdId });
    expect(again.errors![0]!.extensions.code).toBe('NOT_FOUND');
  });
});
