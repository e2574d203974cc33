// Deposits from Stripe's payouts, what the church does in Stripe's own dashboard (docs/PRODUCT.md §19),
// against the real server and the Stripe double: a refund made there is recorded on its gift once,
// whichever of refund.created, charge.refunded and the payout comes first, on two instances at once
// too, and is a refund line of its deposit; a won dispute's money returned is the dispute's reversal
// in the deposit that holds it; a payout made by hand is a deposit of one line; a failed payout is in
// no accounting journal, and its gifts are booked where its money came back. Another church's
// account and a forged signature change nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { stripeEvent, type StripeEvent } from '@halo/testkit/stripe/stripeEvents';
import {
  contributionDisputes,
  contributionFunds,
  contributionRefunds,
  contributions,
  depositDisputes,
  deposits,
  donorGiftTotals,
  funds,
  organizations,
  users,
} from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { DEMO_DONOR } from '../src/seed';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { key, refund } from './adminRefundFixtures';
import { deliverStripeEvent, startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import { startSecondInstance } from './secondInstance';
import { proveSecondFactor } from './secondFactorFixtures';
import type { TestApp, TestBrowser } from './helper';

jest.setTimeout(60_000);

const CONNECTED = 'acct_1GraceDashboard';
const HOPE_ACCOUNT = 'acct_1HopeDashboard';
const SECRET = 'whsec_test_dashboard';
/** 2026-11-21 03:00 UTC: still the 20th in Chicago, the demo church's time zone. */
const CREATED = Date.UTC(2026, 10, 21, 3, 0) / 1000;
const DAY = 86_400;
const DEPOSIT = `query($org: ID!, $deposit: ID!) {
  adminDeposit(organizationPrefixedId: $org, depositPrefixedId: $deposit) {
    deposit { status gross fees refunds disputes otherActivity manualPayout net giftCount }
    adjustments { kind giftPrefixedId amount } csvPath } }`;

let stripe: AppOnStripeDouble;
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let secondApp: TestApp;
let second: FastifyInstance;

/** A Stripe card gift of the demo church to its General Fund, its charge `charge` on the double too. */
async function stripeGift(charge: string, amount: number, fee: number, account = CONNECTED) {
  const { db } = testApp.app;
  stripe.double.addCharge(account, { id: charge, amount, fee });
  const [donor] = await db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
  const [fund] = await db.select().from(funds).where(eq(funds.prefixedId, world.generalFundId));
  const [row] = await db
    .insert(contributions)
    .values({
      prefixedId: newPrefixedId('con'),
      organizationId: world.demoOrg.id,
      donorUserId: donor!.id,
      amount,
      fee,
      netAmount: amount - fee,
      currency: 'USD',
      status: 'succeeded',
      processorMode: 'stripe',
      processorChargeId: charge,
      cardBrand: 'visa',
      cardLastFour: '4242',
      date: '2026-11-17',
    })
    .returning();
  await db
    .insert(contributionFunds)
    .values({ contributionId: row!.id, fundId: fund!.id, amount, netAmount: amount - fee });
  return row!;
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
  await proveSecondFactor(testApp, owner, DEMO_OWNER.email, world.demoOrg.prefixedId);
  await testApp.app.db
    .update(organizations)
    .set({ processorMode: 'stripe', stripeAccountId: HOPE_ACCOUNT, stripeChargesEnabled: true })
    .where(eq(organizations.id, world.hopeOrg.id));
  second = await startSecondInstance(testApp);
  await second.listen({ port: 0, host: '127.0.0.1' });
  const address = second.server.address();
  secondApp = {
    app: second,
    port: typeof address === 'object' && address ? address.port : 0,
    close: () => second.close(),
  };
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
}, 120_000);
afterAll(async () => {
  await second?.close();
  await stripe?.close();
});

const deliver = (event: StripeEvent, app: TestApp = testApp) =>
  deliverStripeEvent(app, event, { secret: SECRET });

async function refundRows(contributionId: number) {
  return testApp.app.db
    .select()
    .from(contributionRefunds)
    .where(eq(contributionRefunds.contributionId, contributionId));
}

async function giftRow(contributionId: number) {
  const [row] = await testApp.app.db.select().from(contributions).where(eq(contributions.id, contributionId));
  return row!;
}

async function donorSucceededAmount(): Promise<number> {
  const [row] = await testApp.app.db
    .select({ amount: sql<number>`coalesce(sum(${donorGiftTotals.succeededAmount}), 0)::bigint` })
    .from(donorGiftTotals)
    .innerJoin(users, eq(users.id, donorGiftTotals.donorUserId))
    .where(and(eq(donorGiftTotals.organizationId, world.demoOrg.id), eq(users.email, DEMO_DONOR.email)));
  return Number(row!.amount);
}

async function depositOf(payoutId: string) {
  const [row] = await testApp.app.db.select().from(deposits).where(eq(deposits.payoutId, payoutId));
  return row;
}

async function detailOf(depositPrefixedId: string) {
  const answer = (await (
    await owner.graphql(DEPOSIT, { org: world.demoOrg.prefixedId, deposit: depositPrefixedId })
  ).json()) as Answer;
  expect(answer.errors).toBeUndefined();
  return answer.data.adminDeposit;
}

async function journal(payload: Record<string, unknown>) {
  return owner.request({
    method: 'POST',
    url: '/api/admin/accounting-export',
    payload: { format: 'xero', ...payload },
  });
}

function journalRows(body: string): string[][] {
  return body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(','));
}

let payoutDay = 0;
/** Stripe pays out everything on the account's balance, on the next day of the test. */
function payOut(account = CONNECTED) {
  payoutDay += 1;
  return stripe.double.payOut(account, { created: CREATED + payoutDay * DAY });
}

/** What earlier cases left on the balance goes out in a payout of no concern here (its event never sent). */
beforeEach(() => {
  stripe.double.payOut(CONNECTED);
  stripe.double.payOut(HOPE_ACCOUNT);
});

describe('a refund made in Stripe’s dashboard', () => {
  it('is recorded on its gift once, refund.created and charge.refunded both twice on two instances, and is a refund line of its deposit', async () => {
    const gift = await stripeGift('ch_dash_partial', 5_000, 175);
    const totalBefore = await donorSucceededAmount();
    const { refund, refundCreated, chargeRefunded } = stripe.double.refundInDashboard(
      CONNECTED,
      'ch_dash_partial',
      2_000,
    );
    const answers = await Promise.all([
      deliver(refundCreated),
      deliver({ ...refundCreated, id: `${refundCreated.id}_again` }, secondApp),
      deliver(chargeRefunded, secondApp),
      deliver({ ...chargeRefunded, id: `${chargeRefunded.id}_again` }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await refundRows(gift.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      amount: 2_000,
      processorRefundId: refund.id,
      requestKey: `stripe:${refund.id}`,
      actorLabel: 'Stripe dashboard',
      actorPrefixedId: null,
    });
    expect(await giftRow(gift.id)).toMatchObject({ refundedAmount: 2_000, status: 'succeeded' });
    expect(await donorSucceededAmount()).toBe(totalBefore - 2_000);

    // The payout that takes it back shows it as the gift's refund, not as other activity.
    const payout = payOut();
    expect((await deliver(stripe.double.payoutPaid(payout.id as string))).statusCode).toBe(200);
    const deposit = await depositOf(payout.id as string);
    expect(deposit).toMatchObject({
      gross: 5_000,
      fees: 175,
      refunds: 2_000,
      otherActivity: 0,
      net: 2_825,
    });
    expect(deposit!.net).toBe(payout.amount);
    const detail = await detailOf(deposit!.prefixedId);
    expect(detail.adjustments).toEqual([{ kind: 'refund', giftPrefixedId: gift.prefixedId, amount: 2_000 }]);
    expect(await refundRows(gift.id)).toHaveLength(1);
  });

  it('is recorded by the payout when it comes first, and then refund.created and charge.refunded add nothing', async () => {
    const gift = await stripeGift('ch_dash_whole', 4_000, 146);
    const totalBefore = await donorSucceededAmount();
    const { refund, refundCreated, chargeRefunded } = stripe.double.refundInDashboard(
      CONNECTED,
      'ch_dash_whole',
      4_000,
    );
    const payout = payOut();
    const paid = stripe.double.payoutPaid(payout.id as string);
    // The same payout.paid on both instances at once.
    const answers = await Promise.all([deliver(paid), deliver({ ...paid, id: `${paid.id}_b` }, secondApp)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await depositOf(payout.id as string)).toMatchObject({
      gross: 4_000,
      fees: 146,
      refunds: 4_000,
      otherActivity: 0,
      net: -146,
    });
    expect(await refundRows(gift.id)).toEqual([
      expect.objectContaining({
        amount: 4_000,
        processorRefundId: refund.id,
        actorLabel: 'Stripe dashboard',
      }),
    ]);
    expect(await giftRow(gift.id)).toMatchObject({ refundedAmount: 4_000, status: 'refunded' });
    expect(await donorSucceededAmount()).toBe(totalBefore - 4_000);

    expect((await deliver(refundCreated)).statusCode).toBe(200);
    expect((await deliver(chargeRefunded, secondApp)).statusCode).toBe(200);
    expect(await refundRows(gift.id)).toHaveLength(1);
    expect(await giftRow(gift.id)).toMatchObject({ refundedAmount: 4_000, status: 'refunded' });
    expect(await donorSucceededAmount()).toBe(totalBefore - 4_000);
  });

  it('a refund the console made is its own row only: Stripe’s refund.created for it adds nothing', async () => {
    const gift = await stripeGift('ch_console_refund', 6_000, 204);
    const made = await refund(owner, world, { gift: gift.prefixedId, amount: 1_500, key: key() });
    expect(made.errors).toBeUndefined();
    const [row] = await refundRows(gift.id);
    const created = stripeEvent(
      'refund.created',
      {
        id: row!.processorRefundId,
        object: 'refund',
        amount: 1_500,
        charge: 'ch_console_refund',
        created: CREATED,
        currency: 'usd',
        metadata: {},
        status: 'succeeded',
      },
      { account: CONNECTED },
    );
    expect((await deliver(created)).statusCode).toBe(200);
    const rows = await refundRows(gift.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actorLabel).toBe(DEMO_OWNER.email);
    expect(await giftRow(gift.id)).toMatchObject({ refundedAmount: 1_500 });
  });

  it('of another church’s account, or with a forged signature, touches none of this church’s gifts', async () => {
    const gift = await stripeGift('ch_dash_guarded', 3_000, 117);
    // Hope's account names the demo church's charge id: nothing of the demo church changes.
    stripe.double.addCharge(HOPE_ACCOUNT, { id: 'ch_dash_guarded', amount: 3_000 });
    const hope = stripe.double.refundInDashboard(HOPE_ACCOUNT, 'ch_dash_guarded', 1_000);
    expect((await deliver(hope.refundCreated)).statusCode).toBe(200);
    expect(await refundRows(gift.id)).toEqual([]);
    const hopePayout = payOut(HOPE_ACCOUNT);
    expect((await deliver(stripe.double.payoutPaid(hopePayout.id as string))).statusCode).toBe(200);
    expect(await refundRows(gift.id)).toEqual([]);
    expect(await depositOf(hopePayout.id as string)).toMatchObject({
      organizationId: world.hopeOrg.id,
      refunds: 0,
      otherActivity: hopePayout.amount,
    });

    const ours = stripe.double.refundInDashboard(CONNECTED, 'ch_dash_guarded', 1_000);
    const forged = await deliverStripeEvent(testApp, ours.refundCreated, { secret: 'whsec_not_stripes' });
    expect(forged.statusCode).toBe(400);
    expect(await refundRows(gift.id)).toEqual([]);
    expect(await giftRow(gift.id)).toMatchObject({ refundedAmount: 0, status: 'succeeded' });
  });
});

describe('a won dispute', () => {
  it('is the dispute’s reversal in the deposit its money comes back in, once', async () => {
    const gift = await stripeGift('ch_dispute_won', 3_000, 117);
    const [dispute] = await testApp.app.db
      .insert(contributionDisputes)
      .values({
        organizationId: world.demoOrg.id,
        contributionId: gift.id,
        processorDisputeId: 'dp_dash_won',
        status: 'won',
        amount: 3_000,
        currency: 'USD',
        reason: 'fraudulent',
        fee: 1_500,
        eventCreated: new Date(CREATED * 1000),
      })
      .returning();
    stripe.double.addBalanceTransaction(CONNECTED, {
      type: 'adjustment',
      reportingCategory: 'dispute',
      amount: -3_000,
      fee: 1_500,
      source: 'dp_dash_won',
    });
    const withdrawn = payOut();
    expect((await deliver(stripe.double.payoutPaid(withdrawn.id as string))).statusCode).toBe(200);
    expect(await depositOf(withdrawn.id as string)).toMatchObject({ disputes: 3_000, fees: 117 + 1_500 });

    // The bank sides with the church: Stripe returns the amount (the dispute fee stays Stripe's).
    stripe.double.addBalanceTransaction(CONNECTED, {
      type: 'adjustment',
      reportingCategory: 'dispute_reversal',
      amount: 3_000,
      fee: 0,
      source: 'dp_dash_won',
    });
    const returned = payOut();
    const paid = stripe.double.payoutPaid(returned.id as string);
    const answers = await Promise.all([deliver(paid), deliver({ ...paid, id: `${paid.id}_b` }, secondApp)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const deposit = await depositOf(returned.id as string);
    expect(deposit).toMatchObject({ gross: 0, fees: 0, disputes: -3_000, otherActivity: 0, net: 3_000 });
    expect((await detailOf(deposit!.prefixedId)).deposit.manualPayout).toBe(false);
    const lines = await testApp.app.db
      .select({
        kind: depositDisputes.kind,
        amount: depositDisputes.amount,
        depositId: depositDisputes.depositId,
      })
      .from(depositDisputes)
      .where(eq(depositDisputes.disputeId, dispute!.id))
      .orderBy(depositDisputes.depositId);
    expect(lines.map(({ kind, amount }) => [kind, amount])).toEqual([
      ['withdrawal', 3_000],
      ['reversal', -3_000],
    ]);
    const detail = await detailOf(deposit!.prefixedId);
    expect(detail.adjustments).toEqual([
      { kind: 'dispute', giftPrefixedId: gift.prefixedId, amount: -3_000 },
    ]);
    const csv = await owner.request({ method: 'GET', url: `${detail.csvPath}?locale=en` });
    expect(csv.body).toContain(`Dispute won: money returned,2026-11-20,${gift.prefixedId},,30.00,0.00,30.00`);

    // Another church's payout naming this dispute's id takes nothing of it: Hope's other activity.
    stripe.double.addBalanceTransaction(HOPE_ACCOUNT, {
      type: 'adjustment',
      reportingCategory: 'dispute_reversal',
      amount: 3_000,
      fee: 0,
      source: 'dp_dash_won',
    });
    const hopePayout = payOut(HOPE_ACCOUNT);
    expect((await deliver(stripe.double.payoutPaid(hopePayout.id as string))).statusCode).toBe(200);
    expect(await depositOf(hopePayout.id as string)).toMatchObject({
      organizationId: world.hopeOrg.id,
      disputes: 0,
      otherActivity: 3_000,
      net: 3_000,
    });
    const afterHope = await testApp.app.db
      .select({ count: sql<number>`count(*)::integer` })
      .from(depositDisputes)
      .where(eq(depositDisputes.disputeId, dispute!.id));
    expect(Number(afterHope[0]!.count)).toBe(2);

    // Its journal credits the fund's income with the money back, and balances.
    const answer = await journal({ depositPrefixedId: deposit!.prefixedId });
    expect(answer.statusCode).toBe(200);
    const rows = journalRows(answer.body);
    expect(rows.map((row) => [row[3], row.at(-1)])).toEqual([
      ['090', '30.00'],
      ['200', '-30.00'],
    ]);
  });
});

describe('a payout the church made by hand', () => {
  it('is a deposit of its amount on one line, once, its journal the bank against the fees account', async () => {
    stripe.double.addBalanceTransaction(CONNECTED, {
      type: 'charge',
      amount: 900,
      fee: 56,
      source: 'ch_manual',
    });
    const payout = payOut();
    const event = stripe.double.payoutPaid(payout.id as string);
    const manual = { ...event, data: { object: { ...event.data.object, automatic: false } } };
    const before = stripe.double.requestsTo('GET', '/v1/balance_transactions').length;
    const answers = await Promise.all([
      deliver(manual),
      deliver({ ...manual, id: `${manual.id}_b` }, secondApp),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Stripe lists no transactions for it: none were asked for.
    expect(stripe.double.requestsTo('GET', '/v1/balance_transactions')).toHaveLength(before);
    const rows = await testApp.app.db
      .select()
      .from(deposits)
      .where(eq(deposits.payoutId, payout.id as string));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      manual: true,
      status: 'paid',
      gross: 0,
      fees: 0,
      otherActivity: 844,
      net: 844,
      payoutDate: expect.any(String),
    });
    const detail = await detailOf(rows[0]!.prefixedId);
    expect(detail.deposit).toMatchObject({ giftCount: 0, otherActivity: 844, manualPayout: true, net: 844 });
    const csv = await owner.request({ method: 'GET', url: `${detail.csvPath}?locale=es` });
    expect(csv.body).toContain('Pago manual desde el panel de Stripe,');
    const answer = await journal({ depositPrefixedId: rows[0]!.prefixedId });
    expect(answer.statusCode).toBe(200);
    expect(journalRows(answer.body).map((row) => [row[2], row[3], row.at(-1)])).toEqual([
      [`Deposit ${payout.id}`, '090', '8.44'],
      ['Manual payout from Stripe’s dashboard', '404', '-8.44'],
    ]);
    // Xero's no-tax rate is named by the church's edition: an Australian church's "BAS Excluded".
    expect(new Set(journalRows(answer.body).map((row) => row[4]))).toEqual(new Set(['Tax Exempt']));
    const [church] = await testApp.app.db
      .select({ contact: organizations.contact })
      .from(organizations)
      .where(eq(organizations.id, world.demoOrg.id));
    const setCountry = (country: string | null) =>
      testApp.app.db
        .update(organizations)
        .set({ contact: { ...church!.contact, country } })
        .where(eq(organizations.id, world.demoOrg.id));
    await setCountry('AU');
    try {
      const australian = await journal({ depositPrefixedId: rows[0]!.prefixedId });
      expect(new Set(journalRows(australian.body).map((row) => row[4]))).toEqual(new Set(['BAS Excluded']));
    } finally {
      await setCountry(church!.contact.country);
    }
  });
});

describe('a failed payout in the accounting export', () => {
  it('is in no journal; the deposit its money came back in books its gifts, and each journal balances', async () => {
    const gift = await stripeGift('ch_failed_payout', 7_000, 233);
    const failedPayout = payOut();
    expect((await deliver(stripe.double.payoutPaid(failedPayout.id as string))).statusCode).toBe(200);
    expect((await deliver(stripe.double.payoutFailed(failedPayout.id as string))).statusCode).toBe(200);
    const failed = await depositOf(failedPayout.id as string);
    expect(failed).toMatchObject({ status: 'failed', gross: 7_000, net: 6_767 });

    const refused = await journal({ depositPrefixedId: failed!.prefixedId });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('This payout failed, so it is in no journal');
    const refusedEs = await owner.request({
      method: 'POST',
      url: '/api/admin/accounting-export',
      payload: { format: 'xero', depositPrefixedId: failed!.prefixedId },
      headers: { 'x-locale': 'es' },
    });
    expect(refusedEs.body).toContain('Este pago falló');

    // Stripe pays the money out again with a new gift: that deposit books both gifts' income.
    await stripeGift('ch_after_failed', 2_000, 88);
    const again = payOut();
    expect((await deliver(stripe.double.payoutPaid(again.id as string))).statusCode).toBe(200);
    const later = await depositOf(again.id as string);
    expect(later).toMatchObject({ gross: 2_000, fees: 88, otherActivity: 6_767, net: 8_679 });
    expect((await depositOf(failedPayout.id as string))!.returnedInDepositId).toBe(later!.id);

    const answer = await journal({ depositPrefixedId: later!.prefixedId });
    expect(answer.statusCode).toBe(200);
    const rows = journalRows(answer.body);
    expect(rows.map((row) => [row[3], row.at(-1)])).toEqual([
      ['090', '86.79'],
      ['404', '3.21'],
      ['200', '-90.00'],
    ]);
    expect(rows.every((row) => row[0]!.includes(again.id as string))).toBe(true);

    // A period holding both: the failed payout is no journal of its own, and the gifts count once.
    const period = await journal({ startDate: '2026-11-01', endDate: '2026-12-31' });
    expect(period.statusCode).toBe(200);
    const periodRows = journalRows(period.body);
    expect(periodRows.some((row) => row[0]!.includes(failedPayout.id as string))).toBe(false);
    const cents = periodRows.map((row) => Math.round(Number(row.at(-1)) * 100));
    expect(cents.reduce((total, amount) => total + amount, 0)).toBe(0);
    expect(gift.amount).toBe(7_000);
  });
});
