// Batches of cash and checks from the console against the real server (docs/PRODUCT.md §13): a
// batch is made, its entries typed (an existing donor's checks, a new donor record's cash), refused
// in English and Spanish by field, committed only once its entries add up to the expected total,
// and then its gifts are in the donors' histories and totals; a committed batch refuses changes,
// is signed off by a second counter only, and reopened with a warning when a statement of its year
// went out after it was committed. Every operation is refused to another church's administrator,
// a donor without 'record-gifts', a guest and a bad CSRF token, and such a refusal changes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import {
  adminActivity,
  contributions,
  donorGiftTotals,
  giftBatches,
  statementBatches,
  users,
} from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { DEMO_DONOR } from '../src/seed';
import {
  buildAdminWorld,
  DEMO_OWNER,
  HOPE_OWNER,
  signIn,
  type AdminWorld,
  type Answer,
} from './adminFixtures';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { createDonor } from './reportFixtures';
import { describeChanges, snapshotDatabase } from './wholeDatabaseSnapshot';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-gift-batches-'));
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;

const BATCH = `batch { prefixedId name date expectedTotal total entryCount status committedBy signedOffBy reopenWarnings }
  entries { prefixedId donor { prefixedId name email } fundName amount method checkNumber memo giftPrefixedId }`;
const CREATE = `mutation($org: ID!, $input: GiftBatchInput!) { createGiftBatch(organizationPrefixedId: $org, input: $input) { ${BATCH} } }`;
const ADD = `mutation($org: ID!, $batch: ID!, $input: GiftBatchEntryInput!) {
  addGiftBatchEntry(organizationPrefixedId: $org, batchPrefixedId: $batch, input: $input) { ${BATCH} } }`;
const UPDATE = `mutation($org: ID!, $entry: ID!, $input: GiftBatchEntryInput!) {
  updateGiftBatchEntry(organizationPrefixedId: $org, entryPrefixedId: $entry, input: $input) { ${BATCH} } }`;
const REMOVE = `mutation($org: ID!, $entry: ID!) { removeGiftBatchEntry(organizationPrefixedId: $org, entryPrefixedId: $entry) { ${BATCH} } }`;
const COMMIT = `mutation($org: ID!, $batch: ID!) { commitGiftBatch(organizationPrefixedId: $org, batchPrefixedId: $batch) { ${BATCH} } }`;
const REOPEN = `mutation($org: ID!, $batch: ID!) { reopenGiftBatch(organizationPrefixedId: $org, batchPrefixedId: $batch) { ${BATCH} } }`;
const SIGN_OFF = `mutation($org: ID!, $batch: ID!) { signOffGiftBatch(organizationPrefixedId: $org, batchPrefixedId: $batch) { ${BATCH} } }`;
const LIST = `query($org: ID!) { adminGiftBatches(organizationPrefixedId: $org) { prefixedId name total entryCount status } }`;
const ONE = `query($org: ID!, $batch: ID!) { adminGiftBatch(organizationPrefixedId: $org, batchPrefixedId: $batch) { ${BATCH} } }`;
const GIFTS = `query($org: ID!, $donor: ID!) { adminGifts(organizationPrefixedId: $org, filters: { donorPrefixedId: $donor, startDate: "2026-01-04", endDate: "2026-01-04" }) {
  items { prefixedId amount offlineMethod date fundAccountNames } } }`;

async function call(
  browser: TestBrowser,
  document: string,
  variables: Record<string, unknown>,
  locale = 'en',
) {
  const response = await browser.graphql(
    document,
    { org: world.demoOrg.prefixedId, ...variables },
    { 'x-locale': locale },
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

const check = (amount: number, checkNumber: string) => ({
  donorPrefixedId: world.donorPrefixedId,
  fundPrefixedId: world.generalFundId,
  amount,
  method: 'check',
  checkNumber,
});

beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, logLevel: 'error' } });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a batch from New batch to Commit batch', () => {
  let batchId: string;

  it('is made with its name, date and expected total, refused by field when not', async () => {
    const refused = await call(
      owner,
      CREATE,
      { input: { name: ' ', date: '2999-01-01', expectedTotal: 0 } },
      'es',
    );
    expect(refused.errors?.[0]?.extensions.validation).toEqual({
      name: ['Este campo es obligatorio'],
      date: ['Escribe una fecha que no sea posterior a hoy'],
      expectedTotal: ['Escribe el total esperado, como 1,250.00'],
    });
    const made = await call(owner, CREATE, {
      input: { name: 'Sunday 9am', date: '2026-01-04', expectedTotal: 17_500 },
    });
    expect(made.data.createGiftBatch.batch).toMatchObject({
      name: 'Sunday 9am',
      date: '2026-01-04',
      expectedTotal: 17_500,
      total: 0,
      entryCount: 0,
      status: 'open',
    });
    batchId = made.data.createGiftBatch.batch.prefixedId;
  });

  it('takes two checks and a new donor record’s cash, its total added by the database', async () => {
    await call(owner, ADD, { batch: batchId, input: check(5_000, '1001') });
    await call(owner, ADD, { batch: batchId, input: check(7_500, '1002') });
    const answer = await call(owner, ADD, {
      batch: batchId,
      input: {
        newDonor: { email: 'Plate.Giver@Example.com', firstName: 'Paula', lastName: 'Plate' },
        fundPrefixedId: world.missionsFundId,
        amount: 5_000,
        method: 'cash',
        memo: 'Loose cash',
      },
    });
    const { batch, entries } = answer.data.addGiftBatchEntry;
    expect(batch).toMatchObject({ total: 17_500, entryCount: 3 });
    expect(
      entries.map((entry: { method: string; checkNumber: string | null; amount: number }) => [
        entry.method,
        entry.checkNumber,
        entry.amount,
      ]),
    ).toEqual([
      ['check', '1001', 5_000],
      ['check', '1002', 7_500],
      ['cash', null, 5_000],
    ]);
    expect(entries[2].donor).toMatchObject({ name: 'Paula Plate', email: 'plate.giver@example.com' });
    // The same email again finds that donor record rather than making a second one.
    const again = await call(owner, ADD, {
      batch: batchId,
      input: {
        newDonor: { email: 'plate.giver@example.com', firstName: 'Paula' },
        fundPrefixedId: world.generalFundId,
        amount: 100,
        method: 'cash',
      },
    });
    const added = again.data.addGiftBatchEntry.entries[3];
    expect(added.donor.prefixedId).toBe(entries[2].donor.prefixedId);
    const removed = await call(owner, REMOVE, { entry: added.prefixedId });
    expect(removed.data.removeGiftBatchEntry.batch).toMatchObject({ total: 17_500, entryCount: 3 });
  });

  it('refuses an entry by field, in the reader’s language', async () => {
    const cashWithNumber = await call(owner, ADD, {
      batch: batchId,
      input: { ...check(1_000, '77'), method: 'cash' },
    });
    expect(cashWithNumber.errors?.[0]?.extensions.validation).toEqual({
      checkNumber: ['Only a check has a check number'],
    });
    const spanish = await call(
      owner,
      ADD,
      { batch: batchId, input: { ...check(12.5, '1 2'), newDonor: { email: 'nope' } } },
      'es',
    );
    expect(spanish.errors?.[0]?.extensions.validation).toEqual({
      email: ['Debe ser un correo electrónico válido'],
      firstName: ['Escribe un nombre o un apellido para el nuevo donante'],
      amount: ['Escribe un importe como 25.00'],
      checkNumber: ['Un número de cheque tiene como máximo 20 letras o dígitos'],
    });
  });

  it('changes an entry, and commits only when the entries add up to the expected total', async () => {
    const { entries } = (await call(owner, ONE, { batch: batchId })).data.adminGiftBatch;
    const changed = await call(owner, UPDATE, { entry: entries[0].prefixedId, input: check(4_000, '1001') });
    expect(changed.data.updateGiftBatchEntry.batch.total).toBe(16_500);
    const unbalanced = await call(owner, COMMIT, { batch: batchId });
    expect(unbalanced.errors?.[0]?.extensions.validation).toEqual({
      batchPrefixedId: ['The entries total $165.00, the expected total is $175.00: they must match'],
    });
    await call(owner, UPDATE, { entry: entries[0].prefixedId, input: check(5_000, '1001') });
    const committed = await call(owner, COMMIT, { batch: batchId });
    const { batch, entries: gifts } = committed.data.commitGiftBatch;
    expect(batch).toMatchObject({ status: 'committed', total: 17_500, committedBy: DEMO_OWNER.email });
    expect(gifts.every((entry: { giftPrefixedId: string | null }) => entry.giftPrefixedId)).toBe(true);
    const [row] = await testApp.app.db.select().from(giftBatches).where(eq(giftBatches.prefixedId, batchId));
    expect(row!.committedTotal).toBe(17_500);
  });

  it('puts the gifts in the donors’ histories and totals, on the batch’s date', async () => {
    const history = (await call(owner, GIFTS, { donor: world.donorPrefixedId })).data.adminGifts.items;
    const batchGifts = history.filter(
      (gift: { date: string; offlineMethod: string }) =>
        gift.date === '2026-01-04' && gift.offlineMethod === 'check',
    );
    expect(batchGifts.map((gift: { amount: number }) => gift.amount).sort()).toEqual([5_000, 7_500]);
    const [plate] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'plate.giver@example.com'));
    const [totals] = await testApp.app.db
      .select()
      .from(donorGiftTotals)
      .where(eq(donorGiftTotals.donorUserId, plate!.id));
    expect(totals).toMatchObject({ succeededCount: 1, succeededAmount: 5_000 });
    const [line] = await testApp.app.db
      .select()
      .from(adminActivity)
      .where(
        and(eq(adminActivity.organizationId, world.demoOrg.id), eq(adminActivity.action, 'giftBatch.commit')),
      )
      .orderBy(desc(adminActivity.id));
    expect(line!.details).toMatchObject({ batch: batchId, gifts: 3, total: 17_500 });
    const list = (await call(owner, LIST, {})).data.adminGiftBatches;
    expect(list[0]).toMatchObject({ prefixedId: batchId, total: 17_500, entryCount: 3, status: 'committed' });
  });

  it('refuses a change once committed, and a sign-off by whoever committed it', async () => {
    const added = await call(owner, ADD, { batch: batchId, input: check(100, '9') });
    expect(added.errors?.[0]?.extensions.validation).toEqual({
      batchPrefixedId: ['This batch is committed: reopen it to change it'],
    });
    const own = await call(owner, SIGN_OFF, { batch: batchId });
    expect(own.errors?.[0]?.extensions.validation.batchPrefixedId).toEqual([
      'A second counter must be someone other than who committed the batch',
    ]);
    await createDonor(testApp, 'demo', {
      email: 'counter@example.com',
      firstName: 'Second',
      lastName: 'Counter',
      password: 'second-counter-1234',
      abilities: ['record-gifts'],
    });
    const counter = await signIn(
      testApp,
      { email: 'counter@example.com', password: 'second-counter-1234' },
      'demo.localhost',
    );
    const signed = await call(counter, SIGN_OFF, { batch: batchId });
    expect(signed.data.signOffGiftBatch.batch.signedOffBy).toBe('counter@example.com');
  });

  it('is reopened with its gifts taken out, warned first when a statement of its year went out since', async () => {
    await testApp.app.db.insert(statementBatches).values({
      prefixedId: newPrefixedId('stb'),
      organizationId: world.demoOrg.id,
      year: 2026,
      endDate: '2026-12-31',
      letterTitle: 'Year-end letter',
      startedByLabel: DEMO_OWNER.email,
      totalCount: 0,
      finishedAt: new Date(),
    });
    const before = (await call(owner, ONE, { batch: batchId })).data.adminGiftBatch;
    expect(before.batch.reopenWarnings).toEqual(['onSentStatement']);
    const giftIds = before.entries.map((entry: { giftPrefixedId: string }) => entry.giftPrefixedId);
    const reopened = await call(owner, REOPEN, { batch: batchId });
    expect(reopened.data.reopenGiftBatch.batch).toMatchObject({
      status: 'open',
      signedOffBy: null,
      total: 17_500,
      reopenWarnings: [],
    });
    const left = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.prefixedId, giftIds[0]));
    expect(left).toEqual([]);
    // The new donor's only gift left her totals with it.
    const [plate] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'plate.giver@example.com'));
    const [totals] = await testApp.app.db
      .select()
      .from(donorGiftTotals)
      .where(eq(donorGiftTotals.donorUserId, plate!.id));
    expect(totals?.succeededCount ?? 0).toBe(0);
    const recommitted = await call(owner, COMMIT, { batch: batchId });
    expect(recommitted.data.commitGiftBatch.batch.status).toBe('committed');
  });
});

describe('each way in', () => {
  let openBatch: string;
  let entry: string;

  beforeAll(async () => {
    const made = await call(owner, CREATE, {
      input: { name: 'Ways in', date: '2026-01-11', expectedTotal: 500 },
    });
    openBatch = made.data.createGiftBatch.batch.prefixedId;
    const added = await call(owner, ADD, { batch: openBatch, input: check(500, '55') });
    entry = added.data.addGiftBatchEntry.entries[0].prefixedId;
  });

  const operations: [string, string, () => Record<string, unknown>][] = [
    ['adminGiftBatches', LIST, () => ({})],
    ['adminGiftBatch', ONE, () => ({ batch: openBatch })],
    ['createGiftBatch', CREATE, () => ({ input: { name: 'Taken', date: '2026-01-04', expectedTotal: 100 } })],
    ['addGiftBatchEntry', ADD, () => ({ batch: openBatch, input: check(100, '1') })],
    ['updateGiftBatchEntry', UPDATE, () => ({ entry, input: check(100, '1') })],
    ['removeGiftBatchEntry', REMOVE, () => ({ entry })],
    ['commitGiftBatch', COMMIT, () => ({ batch: openBatch })],
    ['reopenGiftBatch', REOPEN, () => ({ batch: openBatch })],
    ['signOffGiftBatch', SIGN_OFF, () => ({ batch: openBatch })],
  ];

  async function unchangedBy(attempt: () => Promise<void>) {
    const before = await snapshotDatabase(testApp.app);
    await attempt();
    expect(describeChanges(before, await snapshotDatabase(testApp.app))).toEqual([]);
  }

  it.each(operations)(
    '%s is refused to everyone but the church’s record-gifts administrators',
    async (field, document, variables) => {
      const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
      const donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
      const guest = new TestBrowser(testApp, 'demo.localhost');
      await guest.fetchCsrfCookie();
      const send = (browser: TestBrowser, org: string, headers: Record<string, string> = {}) =>
        browser.graphql(document, { org, ...variables() }, headers);
      await unchangedBy(async () => {
        // Another church's administrator naming this church, and naming this church's batch from hers.
        const named = (await send(hope, world.demoOrg.prefixedId)).json() as Answer;
        expect(named.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
        if (field !== 'adminGiftBatches' && field !== 'createGiftBatch') {
          const fromOwn = (await send(hope, world.hopeOrg.prefixedId)).json() as Answer;
          expect(fromOwn.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
        }
        // A donor of the church, who holds no ability.
        const asDonor = (await send(donor, world.demoOrg.prefixedId)).json() as Answer;
        expect(asDonor.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
        // A guest.
        expect((await send(guest, world.demoOrg.prefixedId)).statusCode).toBe(401);
        // The owner's session with another session's CSRF token.
        const badCsrf = await owner.request({
          method: 'POST',
          url: '/graphql',
          payload: { query: document, variables: { org: world.demoOrg.prefixedId, ...variables() } },
          sendCsrfToken: false,
          headers: { 'x-xsrf-token': donor.cookies.get('XSRF-TOKEN')! },
        });
        expect(badCsrf.statusCode).toBe(419);
      });
    },
  );

  it('refuses an administrator holding every ability but record-gifts', async () => {
    const [row] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_OWNER.email));
    await testApp.app.db
      .update(users)
      .set({ abilities: row!.abilities.filter((ability) => ability !== 'record-gifts') })
      .where(eq(users.id, row!.id));
    try {
      await unchangedBy(async () => {
        for (const [, document, variables] of operations) {
          const answer = await call(owner, document, variables());
          expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
        }
      });
    } finally {
      await testApp.app.db.update(users).set({ abilities: row!.abilities }).where(eq(users.id, row!.id));
    }
  });
});
