// Deposits from Stripe's payouts (docs/PRODUCT.md §19) against the real server and the Stripe double:
// payout.paid makes one deposit whose lines are the church's own gifts, refunds and disputes with
// Stripe's figures and whose "Other activity" is the rest, its net Stripe's payout to the cent; the
// same event twice, or two events of one payout on two instances at once, make one deposit; a forged
// signature is refused; another church's payout never lands in this church; payout.failed marks the
// deposit failed and queues deposit.failed once.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as fc from 'fast-check';
import type { StripeEvent } from '@halo/testkit/stripe/stripeEvents';
import { resolveAppKey } from '../src/core/appKey';
import { addWebhookEndpoint } from '../src/core/webhooks/webhookEndpoints';
import {
  contributionDisputes,
  contributionRefunds,
  contributions,
  depositDisputes,
  depositGifts,
  depositRefunds,
  deposits,
  organizations,
  users,
  webhookDeliveries,
} from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { recordStripePayout, type PayoutTransaction } from '../src/deposits/stripePayouts';
import { DEMO_DONOR } from '../src/seed';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { deliverStripeEvent, startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import { startSecondInstance } from './secondInstance';
import type { TestApp, TestBrowser } from './helper';

jest.setTimeout(60_000);

const CONNECTED = 'acct_1GracePayouts';
const HOPE_ACCOUNT = 'acct_1HopePayouts';
const SECRET = 'whsec_test_payouts';
/** 2026-11-21 03:00 UTC: still the 20th in Chicago, the demo church's time zone. */
const CREATED = Date.UTC(2026, 10, 21, 3, 0) / 1000;
const ARRIVAL = Date.UTC(2026, 10, 24) / 1000;
const DEPOSIT = `query($org: ID!, $deposit: ID!) {
  adminDeposit(organizationPrefixedId: $org, depositPrefixedId: $deposit) {
    deposit { source payoutId payoutDate arrivalDate status gross fees refunds disputes carriedIn otherActivity net giftCount }
    gifts { giftPrefixedId amount fee net }
    adjustments { kind giftPrefixedId amount }
    funds { gross fee net }
    csvPath } }`;

let stripe: AppOnStripeDouble;
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
const gifts: Record<'a' | 'b', { id: number; prefixedId: string }> = {} as never;

async function insertGift(charge: string, amount: number, fee: number, organizationId: number) {
  const [donor] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
  const prefixedId = newPrefixedId('con');
  const [row] = await testApp.app.db
    .insert(contributions)
    .values({
      prefixedId,
      organizationId,
      donorUserId: donor!.id,
      chargedAmount: amount,
      fee,
      netAmount: amount - fee,
      currency: 'USD',
      status: 'succeeded',
      processorMode: 'stripe',
      processorChargeId: charge,
      date: '2026-11-17',
    })
    .returning({ id: contributions.id });
  return { id: row!.id, prefixedId };
}

beforeAll(async () => {
  stripe = await startAppOnStripeDouble({
    webhookSecrets: [SECRET],
    connected: CONNECTED,
    chargesEnabled: true,
  });
  testApp = stripe.testApp;
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  const { db } = testApp.app;
  await db
    .update(organizations)
    .set({ processorMode: 'stripe', stripeAccountId: HOPE_ACCOUNT, stripeChargesEnabled: true })
    .where(eq(organizations.id, world.hopeOrg.id));
  gifts.a = await insertGift('ch_payout_a', 3_000, 117, world.demoOrg.id);
  gifts.b = await insertGift('ch_payout_b', 5_000, 175, world.demoOrg.id);
  await db.insert(contributionRefunds).values({
    prefixedId: newPrefixedId('ref'),
    organizationId: world.demoOrg.id,
    contributionId: gifts.b.id,
    requestKey: 'payout-refund',
    amount: 1_000,
    processorRefundId: 're_payout_b',
    actorLabel: 'owner@example.com',
  });
  await db.insert(contributionDisputes).values({
    organizationId: world.demoOrg.id,
    contributionId: gifts.a.id,
    processorDisputeId: 'dp_payout_a',
    status: 'needs_response',
    amount: 3_000,
    currency: 'USD',
    reason: 'fraudulent',
    fee: 1_500,
    eventCreated: new Date(),
  });
  const appKey = await resolveAppKey(testApp.app.config);
  await db.transaction((tx) =>
    addWebhookEndpoint(
      tx,
      world.demoOrg.id,
      { url: 'http://127.0.0.1:9/books', events: 'deposit.paid,deposit.failed' },
      { appKey, policy: { local: true } },
    ),
  );
}, 120_000);
afterAll(async () => {
  await stripe?.close();
});

const deliver = (event: StripeEvent, app: TestApp = testApp) =>
  deliverStripeEvent(app, event, { secret: SECRET });

async function depositsOf(organizationId: number) {
  return testApp.app.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.organizationId, organizationId), eq(deposits.source, 'stripe')))
    .orderBy(deposits.id);
}

async function queued(type: string): Promise<number> {
  const rows = await testApp.app.db
    .select({ eventId: webhookDeliveries.eventId })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.organizationId, world.demoOrg.id), eq(webhookDeliveries.type, type)));
  return new Set(rows.map((row) => row.eventId)).size;
}

let paidDepositId: string;
let paidPayoutId: string;

it('makes one deposit of a paid payout, tied out to the cent with Stripe’s figures', async () => {
  const { double } = stripe;
  double.addBalanceTransaction(CONNECTED, { type: 'charge', amount: 3_000, fee: 117, source: 'ch_payout_a' });
  double.addBalanceTransaction(CONNECTED, { type: 'charge', amount: 5_000, fee: 175, source: 'ch_payout_b' });
  double.addBalanceTransaction(CONNECTED, { type: 'refund', amount: -1_000, fee: 0, source: 're_payout_b' });
  double.addBalanceTransaction(CONNECTED, {
    type: 'adjustment',
    reportingCategory: 'dispute',
    amount: -3_000,
    fee: 1_500,
    source: 'dp_payout_a',
  });
  // A charge that is none of our gifts (another platform's), and enough small transfers out that
  // the list takes two pages of 100.
  double.addBalanceTransaction(CONNECTED, { type: 'charge', amount: 2_000, fee: 88, source: 'ch_not_ours' });
  for (let i = 0; i < 104; i += 1) {
    double.addBalanceTransaction(CONNECTED, { type: 'transfer', amount: -1, fee: 0, source: `tr_${i}` });
  }
  const payout = double.payOut(CONNECTED, { created: CREATED, arrivalDate: ARRIVAL });
  // Stripe's figure: 2,883 + 4,825 − 1,000 − 4,500 + 1,912 − 104.
  expect(payout.amount).toBe(4_016);
  const event = double.payoutPaid(payout.id as string);
  const before = double.requests.length;
  const answer = await deliver(event);
  expect(answer.statusCode).toBe(200);

  const lists = double.requests
    .slice(before)
    .filter((request) => request.method === 'GET' && request.path === '/v1/balance_transactions');
  expect(lists).toHaveLength(2);
  for (const list of lists) {
    expect(list.stripeAccount).toBe(CONNECTED);
    expect(list.params).toMatchObject({ payout: payout.id, limit: '100' });
  }

  const [deposit, ...more] = await depositsOf(world.demoOrg.id);
  expect(more).toEqual([]);
  expect(deposit).toMatchObject({
    source: 'stripe',
    payoutId: payout.id,
    payoutDate: '2026-11-20',
    arrivalDate: '2026-11-24',
    status: 'paid',
    gross: 8_000,
    fees: 117 + 175 + 1_500,
    refunds: 1_000,
    disputes: 3_000,
    carriedIn: 0,
    otherActivity: 1_912 - 104,
    net: 4_016,
  });
  paidDepositId = deposit!.prefixedId;
  paidPayoutId = payout.id as string;
  expect(await queued('deposit.paid')).toBe(1);

  const detail = (
    (await (
      await owner.graphql(DEPOSIT, { org: world.demoOrg.prefixedId, deposit: paidDepositId })
    ).json()) as Answer
  ).data.adminDeposit;
  expect(detail.deposit).toMatchObject({ giftCount: 2, otherActivity: 1_808, net: 4_016 });
  expect(detail.gifts).toEqual([
    { giftPrefixedId: gifts.a.prefixedId, amount: 3_000, fee: 117, net: 2_883 },
    { giftPrefixedId: gifts.b.prefixedId, amount: 5_000, fee: 175, net: 4_825 },
  ]);
  expect(detail.adjustments).toEqual(
    expect.arrayContaining([
      { kind: 'refund', giftPrefixedId: gifts.b.prefixedId, amount: 1_000 },
      { kind: 'dispute', giftPrefixedId: gifts.a.prefixedId, amount: 3_000 },
      { kind: 'disputeFee', giftPrefixedId: gifts.a.prefixedId, amount: 1_500 },
    ]),
  );
  expect(detail.funds.reduce((total: number, fund: { gross: number }) => total + fund.gross, 0)).toBe(8_000);

  // The CSV's Net column adds up to Stripe's payout, "Other activity" a line of its own.
  const csv = await owner.request({ method: 'GET', url: `${detail.csvPath}?locale=es` });
  expect(csv.statusCode).toBe(200);
  const rows = csv.body.trim().split('\r\n').slice(1);
  expect(rows.some((row) => row.startsWith('Otros movimientos,2026-11-20,,,18.08,0.00,18.08'))).toBe(true);
  const nets = rows.slice(0, -1).map((row) => Number(row.split(',').at(-1)));
  expect(Math.round(nets.reduce((total, net) => total + net, 0) * 100)).toBe(4_016);

  // Its journal for the books balances, the other activity credited to the fees account.
  const accounts = await owner.graphql(
    `mutation($org: ID!, $input: AccountingAccountsInput!) {
      updateAccountingAccounts(organizationPrefixedId: $org, input: $input) { bankAccount } }`,
    {
      org: world.demoOrg.prefixedId,
      input: {
        bankAccount: '090',
        feesAccount: '404',
        funds: [{ fundPrefixedId: world.generalFundId, incomeAccount: '200' }],
      },
    },
  );
  expect(((await accounts.json()) as Answer).errors).toBeUndefined();
  const journal = await owner.request({
    method: 'POST',
    url: '/api/admin/accounting-export',
    payload: { format: 'xero', depositPrefixedId: paidDepositId },
  });
  expect(journal.statusCode).toBe(200);
  const journalRows = journal.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1);
  expect(
    journalRows.some((row) => row.includes('Other activity on the Stripe account,404,Tax Exempt,-18.08')),
  ).toBe(true);
  const amounts = journalRows.map((row) => Number(row.split(',').at(-1)));
  expect(Math.round(amounts.reduce((total, amount) => total + amount, 0) * 100)).toBe(0);
});

it('makes nothing more of the same event delivered again, or twice at once', async () => {
  const [event] = [stripe.double.payoutPaid(paidPayoutId)];
  const answers = await Promise.all([deliver(event!), deliver(event!)]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  expect(await deliver(event!)).toMatchObject({ statusCode: 200 });
  expect(await depositsOf(world.demoOrg.id)).toHaveLength(1);
  expect(await queued('deposit.paid')).toBe(1);
});

describe('two instances', () => {
  let second: FastifyInstance;
  let secondApp: TestApp;
  beforeAll(async () => {
    second = await startSecondInstance(testApp);
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    secondApp = {
      app: second,
      port: typeof address === 'object' && address ? address.port : 0,
      close: () => second.close(),
    };
  });
  afterAll(async () => {
    await second?.close();
  });

  it('two events of one new payout, one on each instance at once, make one deposit', async () => {
    const { double } = stripe;
    double.addBalanceTransaction(CONNECTED, { type: 'charge', amount: 4_000, fee: 146, source: 'ch_twice' });
    const payout = double.payOut(CONNECTED, { created: CREATED + 86_400, arrivalDate: ARRIVAL + 86_400 });
    // Stripe sends one payout.paid; two event ids stand for a resend after a lost answer.
    const [first, again] = [double.payoutPaid(payout.id as string), double.payoutPaid(payout.id as string)];
    const answers = await Promise.all([deliver(first!), deliver(again!, secondApp)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const made = (await depositsOf(world.demoOrg.id)).filter((row) => row.payoutId === payout.id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ otherActivity: 3_854, net: 3_854, gross: 0, payoutDate: '2026-11-21' });
    expect(await queued('deposit.paid')).toBe(2);
  });

  it('the handler run twice at once (as after a crash and a retry) writes one deposit and its lines once', async () => {
    const { double } = stripe;
    double.addBalanceTransaction(CONNECTED, { type: 'charge', amount: 2_500, fee: 103, source: 'ch_race' });
    const payout = double.payOut(CONNECTED, { created: CREATED + 2 * 86_400 });
    const event = double.payoutPaid(payout.id as string) as unknown as Parameters<
      typeof recordStripePayout
    >[1];
    const read = async () => [
      { id: 'txn_race', type: 'charge', amount: 2_500, fee: 103, net: 2_397, source: 'ch_race' },
    ];
    const outcomes = await Promise.all([
      recordStripePayout(testApp.app.db, event, read),
      recordStripePayout(second.db, event, read),
    ]);
    expect(outcomes.sort()).toEqual(['made', 'unchanged']);
    const made = (await depositsOf(world.demoOrg.id)).filter((row) => row.payoutId === payout.id);
    expect(made).toHaveLength(1);
  });
});

it('takes a charge that is none of this church’s gifts as Other activity, and a refund it never made too', async () => {
  const { double } = stripe;
  double.addBalanceTransaction(CONNECTED, { type: 'charge', amount: 1_000, fee: 59, source: 'ch_unknown' });
  double.addBalanceTransaction(CONNECTED, { type: 'refund', amount: -500, fee: 0, source: 're_unknown' });
  const payout = double.payOut(CONNECTED, { created: CREATED + 3 * 86_400 });
  expect((await deliver(double.payoutPaid(payout.id as string))).statusCode).toBe(200);
  const [deposit] = (await depositsOf(world.demoOrg.id)).filter((row) => row.payoutId === payout.id);
  expect(deposit).toMatchObject({ gross: 0, fees: 0, refunds: 0, otherActivity: 441, net: 441 });
  const lines = await testApp.app.db
    .select({ count: sql<number>`count(*)::integer` })
    .from(depositGifts)
    .where(eq(depositGifts.depositId, deposit!.id));
  expect(lines[0]!.count).toBe(0);
});

it('makes a payout the church made by hand its amount on one line: Stripe lists no transactions for it', async () => {
  const { double } = stripe;
  double.addBalanceTransaction(CONNECTED, { type: 'charge', amount: 700, fee: 50, source: 'ch_manual' });
  const payout = double.payOut(CONNECTED);
  const event = double.payoutPaid(payout.id as string);
  const manual = { ...event, data: { object: { ...event.data.object, automatic: false } } };
  expect((await deliver(manual)).statusCode).toBe(200);
  const made = (await depositsOf(world.demoOrg.id)).filter((row) => row.payoutId === payout.id);
  expect(made).toEqual([expect.objectContaining({ manual: true, gross: 0, otherActivity: 650, net: 650 })]);
});

it('refuses a payout event whose signature is forged, and makes no deposit', async () => {
  const { double } = stripe;
  double.addBalanceTransaction(CONNECTED, { type: 'charge', amount: 9_900, fee: 317, source: 'ch_forged' });
  const payout = double.payOut(CONNECTED);
  const event = double.payoutPaid(payout.id as string);
  const forged = await deliverStripeEvent(testApp, event, { secret: 'whsec_not_stripes' });
  expect(forged.statusCode).toBe(400);
  const unsigned = await deliverStripeEvent(testApp, event, { secret: SECRET, signature: null });
  expect(unsigned.statusCode).toBe(400);
  expect((await depositsOf(world.demoOrg.id)).some((row) => row.payoutId === payout.id)).toBe(false);
  // Stripe's real delivery of it is taken.
  expect((await deliver(event)).statusCode).toBe(200);
  expect((await depositsOf(world.demoOrg.id)).some((row) => row.payoutId === payout.id)).toBe(true);
});

it('never puts another church’s payout in this church, even with this church’s charges in it', async () => {
  const { double } = stripe;
  // Hope's account lists a charge id of the demo church's gift: it stays Hope's other activity.
  double.addBalanceTransaction(HOPE_ACCOUNT, {
    type: 'charge',
    amount: 3_000,
    fee: 117,
    source: 'ch_payout_a',
  });
  const payout = double.payOut(HOPE_ACCOUNT, { created: CREATED });
  const demoBefore = (await depositsOf(world.demoOrg.id)).length;
  expect((await deliver(double.payoutPaid(payout.id as string))).statusCode).toBe(200);
  expect(await depositsOf(world.demoOrg.id)).toHaveLength(demoBefore);
  const [hope, ...more] = await depositsOf(world.hopeOrg.id);
  expect(more).toEqual([]);
  expect(hope).toMatchObject({ payoutId: payout.id, gross: 0, otherActivity: 2_883, net: 2_883 });
  // An account no church holds: acknowledged, nothing written.
  double.addBalanceTransaction('acct_1Nobody', { type: 'charge', amount: 1_000, fee: 59, source: 'ch_x' });
  const stranger = double.payOut('acct_1Nobody');
  expect((await deliver(double.payoutPaid(stranger.id as string))).statusCode).toBe(200);
  const strangers = await testApp.app.db
    .select({ id: deposits.id })
    .from(deposits)
    .where(eq(deposits.payoutId, stranger.id as string));
  expect(strangers).toEqual([]);
});

it('a paid payout the bank returns becomes failed once, with deposit.failed; a failed one is a failed deposit', async () => {
  const { double } = stripe;
  const failedEvent = double.payoutFailed(paidPayoutId);
  expect((await deliver(failedEvent)).statusCode).toBe(200);
  expect((await deliver(failedEvent)).statusCode).toBe(200);
  const [deposit] = (await depositsOf(world.demoOrg.id)).filter((row) => row.payoutId === paidPayoutId);
  // Its figures stay what Stripe tried to pay.
  expect(deposit).toMatchObject({ status: 'failed', net: 4_016, gross: 8_000 });
  expect(await queued('deposit.failed')).toBe(1);
  // A late payout.paid does not make it paid again.
  expect((await deliver(double.payoutPaid(paidPayoutId))).statusCode).toBe(200);
  expect((await depositsOf(world.demoOrg.id)).find((row) => row.payoutId === paidPayoutId)?.status).toBe(
    'failed',
  );

  // The returned money is on the balance again: the next payout's other activity.
  double.addBalanceTransaction(CONNECTED, { type: 'charge', amount: 1_500, fee: 74, source: 'ch_after' });
  const next = double.payOut(CONNECTED, { created: CREATED + 5 * 86_400 });
  const nextFailed = double.payoutFailed(next.id as string);
  expect((await deliver(nextFailed)).statusCode).toBe(200);
  const [failed] = (await depositsOf(world.demoOrg.id)).filter((row) => row.payoutId === next.id);
  expect(failed).toMatchObject({ status: 'failed', net: next.amount, otherActivity: next.amount });
  expect(next.amount).toBe(4_016 + 1_426);
  expect(await queued('deposit.failed')).toBe(2);
  const detail = (
    (await (
      await owner.graphql(DEPOSIT, { org: world.demoOrg.prefixedId, deposit: failed!.prefixedId })
    ).json()) as Answer
  ).data.adminDeposit;
  expect(detail.deposit).toMatchObject({ status: 'failed', source: 'stripe', payoutId: next.id });
});

it('when Stripe cannot list the transactions, answers 500 and writes nothing; Stripe’s retry makes it', async () => {
  const { double } = stripe;
  double.addBalanceTransaction(CONNECTED, { type: 'charge', amount: 6_000, fee: 204, source: 'ch_retry' });
  const payout = double.payOut(CONNECTED, { created: CREATED + 6 * 86_400 });
  const event = double.payoutPaid(payout.id as string);
  // The SDK tries three times (two retries); each answers 500.
  double.failNext(3);
  expect((await deliver(event)).statusCode).toBe(500);
  expect((await depositsOf(world.demoOrg.id)).some((row) => row.payoutId === payout.id)).toBe(false);
  expect((await deliver(event)).statusCode).toBe(200);
  const made = (await depositsOf(world.demoOrg.id)).filter((row) => row.payoutId === payout.id);
  expect(made).toHaveLength(1);
  expect(made[0]!.net).toBe(payout.amount);
});

it('keeps every deposit tied out, and each line in one deposit', async () => {
  const rows = await depositsOf(world.demoOrg.id);
  for (const row of rows) {
    expect(row.net).toBe(
      row.gross - row.fees - row.refunds - row.disputes + row.carriedIn + row.otherActivity,
    );
  }
  // Stripe deposits of the demo church: its two gifts, one refund and one dispute, each in one.
  const stripeLines = (table: typeof depositGifts | typeof depositRefunds | typeof depositDisputes) =>
    testApp.app.db
      .select({ count: sql<number>`count(*)::integer` })
      .from(table)
      .innerJoin(deposits, eq(deposits.id, table.depositId))
      .where(and(eq(deposits.source, 'stripe'), eq(deposits.organizationId, world.demoOrg.id)));
  const counts = await Promise.all([
    stripeLines(depositGifts),
    stripeLines(depositRefunds),
    stripeLines(depositDisputes),
  ]);
  expect(counts.map(([row]) => Number(row!.count))).toEqual([2, 1, 1]);
});

it('ties any mix of transactions out to the payout: ours as lines (each in one deposit), the rest as Other activity', async () => {
  const ours = await Promise.all(
    [1_000, 2_500, 4_000].map((amount, index) => insertGift(`ch_prop_${index}`, amount, 0, world.demoOrg.id)),
  );
  expect(ours).toHaveLength(3);
  const transaction = fc.oneof(
    fc.record({
      type: fc.constant('charge'),
      source: fc.constantFrom('ch_prop_0', 'ch_prop_1', 'ch_prop_2', 'ch_stranger'),
      amount: fc.integer({ min: 50, max: 500_000 }),
      fee: fc.integer({ min: 0, max: 20_000 }),
    }),
    fc.record({
      type: fc.constantFrom('refund', 'adjustment', 'transfer', 'payout_failure'),
      source: fc.constantFrom('re_payout_b', 'dp_payout_a', 're_elsewhere', 'tr_x'),
      reportingCategory: fc.constantFrom(null, 'dispute', 'dispute_reversal'),
      amount: fc.integer({ min: -500_000, max: 500_000 }),
      fee: fc.integer({ min: -1_500, max: 2_000 }),
    }),
    // A refund made in Stripe's dashboard of one of our gifts (or a stranger's charge), its refund
    // object expanded as the list answers it; a refund id may come again in a later payout's list.
    fc.record({
      type: fc.constant('refund'),
      source: fc.constantFrom('re_dash_0', 're_dash_1', 're_dash_2', 're_dash_3'),
      charge: fc.constantFrom('ch_prop_0', 'ch_prop_1', 'ch_prop_2', 'ch_stranger'),
      amount: fc.integer({ min: 1, max: 1_500 }),
      fee: fc.constant(0),
    }),
    // A dashboard refund that failed: Stripe puts its money back (`refund_failure`, its source the
    // refund), perhaps before any payout listed the refund itself, perhaps again in a later list.
    fc.record({
      type: fc.constant('refund_failure'),
      source: fc.constantFrom('re_dash_0', 're_dash_1', 're_dash_2', 're_dash_3'),
      amount: fc.integer({ min: 1, max: 1_500 }),
      fee: fc.constant(0),
    }),
  );
  // This seed draws a dispute's withdrawal and its reversal, and the failure of a refund recorded before.
  const runs = fc.sample(fc.array(transaction, { maxLength: 12 }), { numRuns: 20, seed: 62 });
  for (const [run, drawn] of runs.entries()) {
    const transactions: PayoutTransaction[] = drawn.map((one, index) => {
      const { charge, ...rest } = one as typeof one & { charge?: string };
      return {
        id: `txn_prop_${run}_${index}`,
        ...rest,
        ...(charge === undefined
          ? {}
          : { amount: -one.amount, refund: { charge, amount: one.amount, created: CREATED } }),
        net: (charge === undefined ? one.amount : -one.amount) - one.fee,
      };
    });
    const amount = transactions.reduce((total, one) => total + one.net, 0);
    const payoutId = `po_prop_${run}`;
    const event = {
      id: `evt_prop_${run}`,
      type: 'payout.paid',
      account: CONNECTED,
      created: CREATED,
      data: {
        object: {
          id: payoutId,
          object: 'payout',
          amount,
          automatic: true,
          created: CREATED,
          arrival_date: ARRIVAL,
        },
      },
    } as unknown as Parameters<typeof recordStripePayout>[1];
    const read = async () => [
      ...transactions,
      { id: `txn_prop_${run}_out`, type: 'payout', amount: -amount, fee: 0, net: -amount, source: payoutId },
    ];
    expect(await recordStripePayout(testApp.app.db, event, read)).toBe('made');
    const [deposit] = (await depositsOf(world.demoOrg.id)).filter((row) => row.payoutId === payoutId);
    expect(deposit!.net).toBe(amount);
    expect(deposit!.net).toBe(
      deposit!.gross - deposit!.fees - deposit!.refunds - deposit!.disputes + deposit!.otherActivity,
    );
  }
  // Each of the gifts Stripe charged is a line of one deposit, the first that listed its charge.
  const drawnCharges = new Set(
    runs.flat().flatMap((one) => (one.type === 'charge' && one.amount > 0 ? [one.source] : [])),
  );
  const lines = await testApp.app.db
    .select({ charge: contributions.processorChargeId, count: sql<number>`count(*)::integer` })
    .from(depositGifts)
    .innerJoin(contributions, eq(contributions.id, depositGifts.contributionId))
    .where(sql`${contributions.processorChargeId} LIKE 'ch_prop_%'`)
    .groupBy(contributions.processorChargeId);
  expect(lines.map((line) => [line.charge, Number(line.count)]).sort()).toEqual(
    [...drawnCharges]
      .filter((charge) => charge !== 'ch_stranger')
      .sort()
      .map((charge) => [charge, 1]),
  );
  // Each dashboard refund of our gifts is one refund row, on the gift of the first listing's charge of ours,
  // and a line of the one deposit that recorded it; each gift's refunded amount is what its standing
  // rows add up to (never above the gift; a refund that failed no longer counts), as the database
  // sums them.
  const refunds = await testApp.app.db.execute(sql`
    SELECT r.processor_refund_id AS "refundId", count(DISTINCT r.id)::integer AS "rows",
      count(dr.deposit_id) FILTER (WHERE dr.kind = 'refund')::integer AS "lines",
      count(dr.deposit_id) FILTER (WHERE dr.kind = 'failure')::integer AS "failures"
    FROM contribution_refunds r
    LEFT JOIN deposit_refunds dr ON dr.refund_id = r.id
    WHERE r.processor_refund_id LIKE 're_dash_%'
    GROUP BY r.processor_refund_id`);
  const refundRows = (
    refunds as unknown as { rows: { refundId: string; rows: number; lines: number; failures: number }[] }
  ).rows;
  // A listing whose charge is a stranger's records nothing: the first listing naming one of our gifts does.
  const ourRefunds = new Set<string>();
  for (const one of runs.flat()) {
    const charge = (one as { charge?: string }).charge;
    if (charge !== undefined && charge !== 'ch_stranger') ourRefunds.add(one.source);
  }
  expect(refundRows.map((row) => row.refundId).sort()).toEqual([...ourRefunds].sort());
  expect(refundRows.length).toBeGreaterThan(0);
  for (const row of refundRows) expect([Number(row.rows), Number(row.lines)]).toEqual([1, 1]);
  // A refund's failure is a line of one deposit at most, and the runs drew some.
  for (const row of refundRows) expect(Number(row.failures)).toBeLessThanOrEqual(1);
  expect(refundRows.some((row) => Number(row.failures) === 1)).toBe(true);
  const refunded = await testApp.app.db.execute(sql`
    SELECT c.charged_amount AS "chargedAmount", c.refunded_amount AS "refundedAmount",
      (SELECT coalesce(sum(r.amount), 0) FROM contribution_refunds r
       WHERE r.contribution_id = c.id AND r.failed_at IS NULL)::integer AS "rowsSum"
    FROM contributions c WHERE c.processor_charge_id LIKE 'ch_prop_%'`);
  for (const gift of (
    refunded as unknown as { rows: { chargedAmount: number; refundedAmount: number; rowsSum: number }[] }
  ).rows) {
    expect(Number(gift.refundedAmount)).toBe(Math.min(Number(gift.chargedAmount), Number(gift.rowsSum)));
  }
  // A dispute is withdrawn in one deposit at most, and its reversal is in one at most.
  const disputeLines = await testApp.app.db
    .select({ kind: depositDisputes.kind, count: sql<number>`count(*)::integer` })
    .from(depositDisputes)
    .innerJoin(contributionDisputes, eq(contributionDisputes.id, depositDisputes.disputeId))
    .where(eq(contributionDisputes.processorDisputeId, 'dp_payout_a'))
    .groupBy(depositDisputes.kind);
  expect(disputeLines.map((line) => [line.kind, Number(line.count)]).sort()).toEqual([
    ['reversal', 1],
    ['withdrawal', 1],
  ]);
});
