// The console's deposits against the real server: the list (keyset pages), one deposit with its
// gifts, its split by fund (gross, fee, net per fund adding up to the deposit) and what it takes
// back, and its CSV whose Net column adds up to the deposit's net; each refused to another church's
// administrator, an administrator without 'view-gifts', a guest and (GraphQL) a bad CSRF token. A
// committed batch of cash and checks is a deposit too (source batch), removed when it is reopened.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { deposits, funds, giftBatches, organizations, users } from '../db/schema';
import {
  buildAdminWorld,
  DEMO_OWNER,
  HOPE_OWNER,
  signIn,
  type AdminWorld,
  type Answer,
} from '../../test/adminFixtures';
import { startTestApp, TestBrowser, type TestApp } from '../../test/helper';
import { addGift, addSplitGift, createDonor, parseCsv } from '../../test/reportFixtures';

jest.setTimeout(60_000);

let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let now = new Date('2027-02-01T18:00:00Z');
let depositId: string;

const LIST = `query($org: ID!, $after: String, $first: Int) { adminDeposits(organizationPrefixedId: $org, after: $after, first: $first) {
  items { prefixedId payoutDate arrivalDate status gross fees refunds disputes carriedIn net giftCount source payoutId } nextCursor } }`;
const ONE = `query($org: ID!, $deposit: ID!) { adminDeposit(organizationPrefixedId: $org, depositPrefixedId: $deposit) {
  deposit { prefixedId gross fees net giftCount }
  gifts { giftPrefixedId date donorName amount fee net }
  adjustments { kind amount }
  funds { fundName gross fee net } csvPath } }`;

const ONE_PAGED = `query($org: ID!, $deposit: ID!, $giftsFirst: Int) {
  adminDeposit(organizationPrefixedId: $org, depositPrefixedId: $deposit, giftsFirst: $giftsFirst) {
    deposit { giftCount } gifts { giftPrefixedId amount } giftsNextCursor } }`;
const GIFTS = `query($org: ID!, $deposit: ID!, $after: String!, $first: Int) {
  adminDepositGifts(organizationPrefixedId: $org, depositPrefixedId: $deposit, after: $after, first: $first) {
    items { giftPrefixedId amount fee net } nextCursor } }`;
const GIFTS_OF_DEPOSIT = `query($org: ID!, $deposit: ID!) {
  adminGifts(organizationPrefixedId: $org, filters: { depositPrefixedId: $deposit }) {
    items { prefixedId amount } totalResults totalAmount } }`;

async function call(browser: TestBrowser, document: string, variables: Record<string, unknown>) {
  const response = await browser.graphql(document, { org: world.demoOrg.prefixedId, ...variables });
  return { status: response.statusCode, answer: response.json() as Answer };
}

beforeAll(async () => {
  testApp = await startTestApp({ clock: () => now });
  world = await buildAdminWorld(testApp);
  const { db } = testApp.app;
  const [demo] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [donor] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, demo!.id), eq(users.email, 'donor@example.com')));
  const giver = { userId: donor!.id, organizationId: demo!.id };
  // The first payout takes the demo history; the gifts below make the deposit of the 5th.
  await testApp.app.sandboxPayouts.runOnce();
  const churchFunds = await db.select().from(funds).where(eq(funds.organizationId, demo!.id));
  expect(churchFunds.some((fund) => fund.name === 'Missions')).toBe(true);
  await addGift(testApp, giver, { amount: 3000, date: '2027-02-03' });
  await addSplitGift(testApp, giver, {
    date: '2027-02-03',
    parts: [
      { fundName: churchFunds.find((fund) => fund.isDefault)!.name, amount: 2500 },
      { fundName: 'Missions', amount: 2500 },
    ],
  });
  now = new Date('2027-02-05T18:00:00Z');
  await testApp.app.sandboxPayouts.runOnce();
  // Signed in on the day shown: a session is idle-timed by the same clock.
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

it('lists deposits newest first, by keyset pages, with their figures', async () => {
  const first = await call(owner, LIST, { first: 1 });
  expect(first.answer.errors).toBeUndefined();
  const [latest] = first.answer.data.adminDeposits.items;
  expect(latest).toMatchObject({
    payoutDate: '2027-02-05',
    arrivalDate: '2027-02-08',
    status: 'paid',
    gross: 8000,
    fees: 292,
    refunds: 0,
    disputes: 0,
    carriedIn: 0,
    net: 7708,
    giftCount: 2,
    source: 'sandbox',
    payoutId: 'po_sandbox_2027-02-05',
  });
  depositId = latest.prefixedId;
  const next = await call(owner, LIST, { first: 1, after: first.answer.data.adminDeposits.nextCursor });
  expect(next.answer.data.adminDeposits.items[0].payoutDate).toBe('2027-02-01');
  const bad = await call(owner, LIST, { after: 'not-a-cursor' });
  expect(bad.answer.errors?.[0]?.extensions.validation).toHaveProperty('after');
});

it("shows one deposit's gifts and its split by fund, which adds up to the deposit", async () => {
  const { answer } = await call(owner, ONE, { deposit: depositId });
  expect(answer.errors).toBeUndefined();
  const detail = answer.data.adminDeposit;
  expect(detail.gifts.map((gift: { amount: number; fee: number }) => [gift.amount, gift.fee])).toEqual([
    [3000, 117],
    [5000, 175],
  ]);
  const byFund = detail.funds as { fundName: string; gross: number; fee: number; net: number }[];
  expect(byFund.reduce((sum, fund) => sum + fund.gross, 0)).toBe(8000);
  expect(byFund.reduce((sum, fund) => sum + fund.fee, 0)).toBe(292);
  expect(byFund.reduce((sum, fund) => sum + fund.net, 0)).toBe(7708);
  expect(byFund.find((fund) => fund.fundName === 'Missions')).toMatchObject({
    // $1.75 over two equal halves: the later fund (by id) takes the odd cent, as allocateFeeOverFunds does.
    gross: 2500,
    fee: 88,
    net: 2412,
  });
  expect(detail.adjustments).toEqual([]);
  expect(detail.csvPath).toBe(`/api/admin/deposits/${depositId}/csv`);
});

it("pages a deposit's gifts by keyset, oldest first, the first page with the deposit", async () => {
  const first = await call(owner, ONE_PAGED, { deposit: depositId, giftsFirst: 1 });
  expect(first.answer.errors).toBeUndefined();
  const detail = first.answer.data.adminDeposit;
  expect(detail.deposit.giftCount).toBe(2);
  expect(detail.gifts.map((gift: { amount: number }) => gift.amount)).toEqual([3000]);
  expect(detail.giftsNextCursor).toEqual(expect.any(String));
  const next = await call(owner, GIFTS, { deposit: depositId, after: detail.giftsNextCursor, first: 1 });
  expect(next.answer.errors).toBeUndefined();
  expect(next.answer.data.adminDepositGifts).toEqual({
    items: [{ giftPrefixedId: expect.any(String), amount: 5000, fee: 175, net: 4825 }],
    nextCursor: null,
  });
  const whole = await call(owner, ONE_PAGED, { deposit: depositId });
  expect(whole.answer.data.adminDeposit.giftsNextCursor).toBeNull();

  const badCursor = await call(owner, GIFTS, { deposit: depositId, after: 'not-a-cursor' });
  expect(badCursor.answer.errors?.[0]?.extensions.validation).toHaveProperty('after');
  const tooMany = await call(owner, ONE_PAGED, { deposit: depositId, giftsFirst: 251 });
  expect(tooMany.answer.errors?.[0]?.extensions.validation).toHaveProperty('giftsFirst');
  const none = await call(owner, GIFTS, { deposit: depositId, after: detail.giftsNextCursor, first: 0 });
  expect(none.answer.errors?.[0]?.extensions.validation).toHaveProperty('first');
  const unknown = await call(owner, GIFTS, { deposit: 'dep_unknown', after: detail.giftsNextCursor });
  expect(unknown.answer.errors?.[0]?.extensions.category).toBe('not_found');
});

it('filters Gifts to one deposit, with its count and total', async () => {
  const { answer } = await call(owner, GIFTS_OF_DEPOSIT, { deposit: depositId });
  expect(answer.errors).toBeUndefined();
  const page = answer.data.adminGifts;
  expect(page.totalResults).toBe(2);
  expect(page.items.map((gift: { amount: number }) => gift.amount).sort()).toEqual([3000, 5000]);
  const unknown = await call(owner, GIFTS_OF_DEPOSIT, { deposit: 'dep_unknown' });
  expect(unknown.answer.errors?.[0]?.extensions.category).toBe('not_found');
});

it('downloads the deposit as CSV, in Spanish too, its Net column adding up to the net', async () => {
  const response = await owner.request({ method: 'GET', url: `/api/admin/deposits/${depositId}/csv` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
  expect(rows[0]).toEqual(['Type', 'Date', 'Gift', 'Donor', 'Amount', 'Fee', 'Net']);
  const lines = rows.slice(1, -1).filter((row) => row.length > 1);
  expect(lines.map((row) => row[6])).toEqual(['28.83', '48.25']);
  expect(rows.at(-1)).toEqual([
    'Deposit',
    '2027-02-05',
    'po_sandbox_2027-02-05',
    '',
    '80.00',
    '2.92',
    '77.08',
  ]);
  const spanish = await owner.request({
    method: 'GET',
    url: `/api/admin/deposits/${depositId}/csv`,
    headers: { 'x-locale': 'es' },
  });
  expect(parseCsv(spanish.body.replace(/^\uFEFF/, ''))[0]).toEqual([
    'Tipo',
    'Fecha',
    'Donativo',
    'Donante',
    'Importe',
    'Comisión',
    'Neto',
  ]);
});

describe('every way in is refused', () => {
  it("another church's administrator finds neither the list nor the deposit nor its CSV", async () => {
    const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    const list = await hope.graphql(LIST, { org: world.demoOrg.prefixedId });
    expect((list.json() as Answer).errors?.[0]?.extensions.category).toBe('not_found');
    const one = await hope.graphql(ONE, { org: world.hopeOrg.prefixedId, deposit: depositId });
    expect(one.json()).toMatchObject({ errors: [{ extensions: { category: 'not_found' } }] });
    const csv = await hope.request({ method: 'GET', url: `/api/admin/deposits/${depositId}/csv` });
    expect(csv.statusCode).toBe(404);
    const cursor = (await call(owner, ONE_PAGED, { deposit: depositId, giftsFirst: 1 })).answer.data
      .adminDeposit.giftsNextCursor;
    const gifts = await hope.graphql(GIFTS, {
      org: world.hopeOrg.prefixedId,
      deposit: depositId,
      after: cursor,
    });
    expect(gifts.json()).toMatchObject({ errors: [{ extensions: { category: 'not_found' } }] });
    const filtered = await hope.graphql(GIFTS_OF_DEPOSIT, {
      org: world.hopeOrg.prefixedId,
      deposit: depositId,
    });
    expect(filtered.json()).toMatchObject({ errors: [{ extensions: { category: 'not_found' } }] });
  });

  it("an administrator without 'view-gifts' is forbidden", async () => {
    await createDonor(testApp, 'demo', {
      email: 'team-only@example.com',
      firstName: 'Tess',
      lastName: 'Team',
      password: 'team-only-1234',
      abilities: ['manage-team'],
    });
    const teamOnly = await signIn(
      testApp,
      { email: 'team-only@example.com', password: 'team-only-1234' },
      'demo.localhost',
    );
    const list = await call(teamOnly, LIST, {});
    expect(list.answer.errors?.[0]?.extensions.category).toBe('authorization');
    const gifts = await call(teamOnly, GIFTS, { deposit: depositId, after: 'x' });
    expect(gifts.answer.errors?.[0]?.extensions.category).toBe('authorization');
    const csv = await teamOnly.request({ method: 'GET', url: `/api/admin/deposits/${depositId}/csv` });
    expect(csv.statusCode).toBe(403);
  });

  it('a guest is asked to sign in, and a bad CSRF token is refused', async () => {
    const guest = new TestBrowser(testApp, 'demo.localhost');
    await guest.fetchCsrfCookie();
    expect((await call(guest, LIST, {})).status).toBe(401);
    expect((await call(guest, GIFTS, { deposit: depositId, after: 'x' })).status).toBe(401);
    expect(
      (await guest.request({ method: 'GET', url: `/api/admin/deposits/${depositId}/csv` })).statusCode,
    ).toBe(401);
    const forged = await owner.request({
      method: 'POST',
      url: '/graphql',
      payload: { query: LIST, variables: { org: world.demoOrg.prefixedId } },
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(forged.statusCode).toBe(419);
  });
});

describe('a committed batch of cash and checks is a deposit the church made itself', () => {
  const BATCH = 'batch { prefixedId status } entries { giftPrefixedId }';
  const CREATE = `mutation($org: ID!, $input: GiftBatchInput!) { createGiftBatch(organizationPrefixedId: $org, input: $input) { ${BATCH} } }`;
  const ADD = `mutation($org: ID!, $batch: ID!, $input: GiftBatchEntryInput!) {
    addGiftBatchEntry(organizationPrefixedId: $org, batchPrefixedId: $batch, input: $input) { ${BATCH} } }`;
  const COMMIT = `mutation($org: ID!, $batch: ID!) { commitGiftBatch(organizationPrefixedId: $org, batchPrefixedId: $batch) { ${BATCH} } }`;
  const REOPEN = `mutation($org: ID!, $batch: ID!) { reopenGiftBatch(organizationPrefixedId: $org, batchPrefixedId: $batch) { ${BATCH} } }`;
  const LIST_ALL = `query($org: ID!) { adminDeposits(organizationPrefixedId: $org, first: 250) {
    items { prefixedId source payoutId batchName payoutDate arrivalDate status gross fees refunds disputes carriedIn net giftCount } } }`;
  let batchId: string;

  type Listed = { prefixedId: string; source: string; gross: number };
  const batchDeposits = async () =>
    ((await call(owner, LIST_ALL, {})).answer.data.adminDeposits.items as Listed[]).filter(
      (deposit) => deposit.source === 'batch',
    );

  it('writes the deposit on commit: the batch date, no fees, gross and net the gifts summed', async () => {
    const { db } = testApp.app;
    const [donor] = await db.select().from(users).where(eq(users.email, 'donor@example.com'));
    const [fund] = await db
      .select()
      .from(funds)
      .where(and(eq(funds.organizationId, donor!.organizationId!), eq(funds.isDefault, true)));
    const created = await call(owner, CREATE, {
      input: { name: 'Sunday plate', date: '2027-02-04', expectedTotal: 4500 },
    });
    expect(created.answer.errors).toBeUndefined();
    batchId = created.answer.data.createGiftBatch.batch.prefixedId;
    for (const entry of [
      { amount: 2000, method: 'cash' },
      { amount: 2500, method: 'check', checkNumber: '1001' },
    ]) {
      const added = await call(owner, ADD, {
        batch: batchId,
        input: { donorPrefixedId: donor!.prefixedId, fundPrefixedId: fund!.prefixedId, ...entry },
      });
      expect(added.answer.errors).toBeUndefined();
    }
    expect((await call(owner, COMMIT, { batch: batchId })).answer.errors).toBeUndefined();

    const [deposit] = await batchDeposits();
    expect(deposit).toMatchObject({
      source: 'batch',
      payoutId: batchId,
      batchName: 'Sunday plate',
      payoutDate: '2027-02-04',
      arrivalDate: '2027-02-04',
      status: 'paid',
      gross: 4500,
      fees: 0,
      refunds: 0,
      disputes: 0,
      carriedIn: 0,
      net: 4500,
      giftCount: 2,
    });
    const one = await call(owner, ONE, { deposit: deposit!.prefixedId });
    const detail = one.answer.data.adminDeposit;
    expect(detail.gifts.map((gift: { amount: number; fee: number }) => [gift.amount, gift.fee])).toEqual([
      [2000, 0],
      [2500, 0],
    ]);
    expect(detail.funds).toEqual([{ fundName: fund!.name, gross: 4500, fee: 0, net: 4500 }]);
    const gifts = await call(owner, GIFTS_OF_DEPOSIT, { deposit: deposit!.prefixedId });
    expect(gifts.answer.data.adminGifts).toMatchObject({ totalResults: 2, totalAmount: 4500 });
    const csv = await owner.request({ method: 'GET', url: `/api/admin/deposits/${deposit!.prefixedId}/csv` });
    expect(parseCsv(csv.body.replace(/^\uFEFF/, '')).at(-1)).toEqual([
      'Deposit',
      '2027-02-04',
      batchId,
      '',
      '45.00',
      '0.00',
      '45.00',
    ]);
    // The sandbox's payouts take online gifts only, and read their own deposits alone.
    now = new Date('2027-02-09T18:00:00Z');
    await testApp.app.sandboxPayouts.runOnce();
    // Signed in again on the day shown: a session is idle-timed by the same clock.
    owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    expect(
      (await call(owner, ONE, { deposit: deposit!.prefixedId })).answer.data.adminDeposit.deposit,
    ).toMatchObject({
      gross: 4500,
      giftCount: 2,
    });
  });

  it('removes the deposit when the batch is reopened, and writes a new one when it is committed again', async () => {
    const [before] = await batchDeposits();
    expect((await call(owner, REOPEN, { batch: batchId })).answer.errors).toBeUndefined();
    expect(await batchDeposits()).toEqual([]);
    expect((await call(owner, COMMIT, { batch: batchId })).answer.errors).toBeUndefined();
    const after = await batchDeposits();
    expect(after).toHaveLength(1);
    expect(after[0]!.prefixedId).not.toBe(before!.prefixedId);
    expect(after[0]!.gross).toBe(4500);
  });

  it("keeps the payouts' rules in the database: a batch deposit is one batch, without fees", async () => {
    const { db } = testApp.app;
    const [batch] = await db.select().from(giftBatches).where(eq(giftBatches.prefixedId, batchId));
    const base = {
      organizationId: batch!.organizationId,
      payoutDate: '2027-02-04',
      arrivalDate: '2027-02-04',
      status: 'paid' as const,
    };
    const refused = async (row: Partial<typeof deposits.$inferInsert>, payoutId: string) =>
      db
        .insert(deposits)
        .values({ ...base, prefixedId: `dep_${payoutId}`, source: 'batch', payoutId, ...row })
        .then(
          () => 'written',
          () => 'refused',
        );
    expect(await refused({}, 'no_batch')).toBe('refused');
    expect(await refused({ source: 'sandbox', giftBatchId: batch!.id }, 'payout_with_batch')).toBe('refused');
    expect(await refused({ giftBatchId: batch!.id }, 'second_deposit')).toBe('refused');
    expect(await refused({ source: 'cash' as 'batch' }, 'unknown_source')).toBe('refused');
  });

  it('migration 0037 makes the deposit of a batch committed before batches were deposits', async () => {
    const { db } = testApp.app;
    const [before] = await batchDeposits();
    await db.delete(deposits).where(eq(deposits.source, 'batch'));
    const migration = readFileSync(join(__dirname, '../../drizzle/0037_batch_deposits.sql'), 'utf8');
    // Run on today's columns: migration 0056 renamed the contribution's `amount` `charged_amount`.
    const backfill = migration
      .slice(migration.indexOf('-- Batches committed before'))
      .replaceAll('c."amount"', 'c."charged_amount"');
    for (const statement of backfill.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    const [after] = await batchDeposits();
    expect(after).toMatchObject({ ...before, prefixedId: expect.stringMatching(/^dep_[0-9a-f]{24}$/) });
    expect(
      (await call(owner, ONE, { deposit: after!.prefixedId })).answer.data.adminDeposit.gifts,
    ).toHaveLength(2);
  });
});
