// Deposits from Stripe's payouts, what the church does in Stripe's own dashboard (docs/PRODUCT.md §19),
// against the real server and the Stripe double: a refund made there is recorded on its gift once,
// whichever of refund.created, charge.refunded and the payout comes first, on two instances at once
// too, with one Activity entry and one refund email to the donor, and is a refund line of its deposit;
// a refund that fails afterwards is undone once (no email; one gift.refund_failed for the church's own
// endpoints) and its money back is a line of the deposit that holds it; a won dispute's money returned is the dispute's reversal
// in the deposit that holds it; a payout made by hand is a deposit of one line; a failed payout is in
// no accounting journal, and its gifts are booked where its money came back, whichever of the two
// payouts' events came first. Another church's
// account and a forged signature change nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { stripeEvent, type StripeEvent } from '@halo/testkit/stripe/stripeEvents';
import {
  adminActivity,
  contributionDisputes,
  contributionFunds,
  contributionRefunds,
  contributions,
  depositDisputes,
  deposits,
  donorGiftTotals,
  funds,
  organizations,
  outboxMessages,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../src/db/schema';
import { resolveAppKey } from '../src/core/appKey';
import { addWebhookEndpoint } from '../src/core/webhooks/webhookEndpoints';
import { CONSOLE_REFUND_METADATA } from '../src/core/gifts/stripeRefunds';
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
/** The demo church's endpoint told of failed refunds, one of it told of nothing else, and Hope's. */
let refundEndpointId: number;
let hopeEndpointId: number;

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
      chargedAmount: amount,
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
    .values({ contributionId: row!.id, fundId: fund!.id, chargedAmount: amount, netAmount: amount - fee });
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
  const appKey = await resolveAppKey(testApp.app.config);
  const endpoint = (organizationId: number, url: string, events: string) =>
    testApp.app.db.transaction((tx) =>
      addWebhookEndpoint(tx, organizationId, { url, events }, { appKey, policy: { local: true } }),
    );
  refundEndpointId = (await endpoint(world.demoOrg.id, 'http://127.0.0.1:9/books', 'gift.refund_failed'))
    .endpoint.id;
  await endpoint(world.demoOrg.id, 'http://127.0.0.1:9/gifts', 'gift.succeeded');
  hopeEndpointId = (await endpoint(world.hopeOrg.id, 'http://127.0.0.1:9/hope', 'gift.refund_failed'))
    .endpoint.id;
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

/** The church's Activity entries about the gift, oldest first. */
async function activityOf(giftPrefixedId: string) {
  return testApp.app.db
    .select()
    .from(adminActivity)
    .where(sql`${adminActivity.details}->>'gift' = ${giftPrefixedId}`)
    .orderBy(adminActivity.id);
}

/** The refund emails queued for the gift (its receipt number is in every one). */
async function refundEmails(giftPrefixedId: string) {
  const rows = await testApp.app.db
    .select({ message: outboxMessages.message })
    .from(outboxMessages)
    .where(sql`${outboxMessages.message}->>'text' LIKE ${`%${giftPrefixedId}%`}`)
    .orderBy(outboxMessages.id);
  return rows.map((row) => row.message).filter((message) => /refund|reembols/i.test(message.subject));
}

async function setDonorLocale(locale: string) {
  await testApp.app.db.update(users).set({ locale }).where(eq(users.email, DEMO_DONOR.email));
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

/** The gift.refund_failed events queued for the gift, by endpoint, with the body each is sent. */
async function refundFailedEvents(giftPrefixedId: string) {
  const rows = await testApp.app.db
    .select({
      endpointId: webhookDeliveries.endpointId,
      eventId: webhookDeliveries.eventId,
      body: webhookDeliveries.body,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.type, 'gift.refund_failed'))
    .orderBy(webhookDeliveries.id);
  return rows
    .map((row) => ({ ...row, body: JSON.parse(row.body) as { type: string; data: Record<string, unknown> } }))
    .filter((row) => row.body.data.id === giftPrefixedId);
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
    // As a refund from the console: one Activity entry, made in Stripe's dashboard, and one email.
    const activity = await activityOf(gift.prefixedId);
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      source: 'stripe',
      actorLabel: 'Stripe dashboard',
      actorPrefixedId: null,
      action: 'gift.refund',
      details: expect.objectContaining({
        amount: 2_000,
        refund: refund.id,
        refundedAmount: 2_000,
        status: 'succeeded',
        madeIn: 'stripeDashboard',
      }),
    });
    const emails = await refundEmails(gift.prefixedId);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      to: DEMO_DONOR.email,
      subject: expect.stringMatching(/^Part of your gift to .+ was refunded$/),
    });
    expect(emails[0]!.text).toContain('$20.00 of your gift of $50.00');

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
    expect(await activityOf(gift.prefixedId)).toHaveLength(1);
    expect(await refundEmails(gift.prefixedId)).toHaveLength(1);
  });

  it('is recorded by the payout when it comes first, and then refund.created and charge.refunded add nothing', async () => {
    const gift = await stripeGift('ch_dash_whole', 4_000, 146);
    const totalBefore = await donorSucceededAmount();
    await setDonorLocale('es');
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
    // The donor reads Spanish: the email is hers, once, though two instances read the payout.
    try {
      const emails = await refundEmails(gift.prefixedId);
      expect(emails).toHaveLength(1);
      expect(emails[0]!.subject).toMatch(/^Se reembolsó su donación a /);
    } finally {
      await setDonorLocale('en');
    }
    expect(await activityOf(gift.prefixedId)).toEqual([
      expect.objectContaining({ source: 'stripe', action: 'gift.refund' }),
    ]);

    expect((await deliver(refundCreated)).statusCode).toBe(200);
    expect((await deliver(chargeRefunded, secondApp)).statusCode).toBe(200);
    expect(await refundRows(gift.id)).toHaveLength(1);
    expect(await giftRow(gift.id)).toMatchObject({ refundedAmount: 4_000, status: 'refunded' });
    expect(await donorSucceededAmount()).toBe(totalBefore - 4_000);
    expect(await activityOf(gift.prefixedId)).toHaveLength(1);
    expect(await refundEmails(gift.prefixedId)).toHaveLength(1);
  });

  it('a refund the console made is its own row only: Stripe’s late refund.created for it adds nothing, whatever its metadata', async () => {
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
        // As a console refund made before console refunds carried CONSOLE_REFUND_METADATA: it is
        // known by the Stripe refund id on the console's row, not by its metadata.
        metadata: {},
        status: 'succeeded',
      },
      { account: CONNECTED },
    );
    const answers = await Promise.all([
      deliver(created),
      deliver({ ...created, id: `${created.id}_again` }, secondApp),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // The payout that takes it back knows it by the same id: a refund line, nothing more.
    const payout = payOut();
    expect((await deliver(stripe.double.payoutPaid(payout.id as string))).statusCode).toBe(200);
    expect(await depositOf(payout.id as string)).toMatchObject({ refunds: 1_500 });
    const rows = await refundRows(gift.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actorLabel).toBe(DEMO_OWNER.email);
    expect(await giftRow(gift.id)).toMatchObject({ refundedAmount: 1_500 });
    // The console's own Activity entry and email, and no second of either.
    expect(await activityOf(gift.prefixedId)).toEqual([
      expect.objectContaining({ source: 'console', action: 'gift.refund' }),
    ]);
    expect(await refundEmails(gift.prefixedId)).toHaveLength(1);
    // The console's refunds say so on Stripe, so that their events are told from the dashboard's.
    const asked = stripe.double.requestsTo('POST', '/v1/refunds').at(-1);
    expect(asked?.params['metadata[halo_give_refund]']).toBe('console');
  });

  it('made by the console but told by refund.created before the console wrote it: no Activity entry and no email from the event', async () => {
    const gift = await stripeGift('ch_console_first', 3_000, 117);
    // Stripe made the console's refund; its event arrives before the console's transaction.
    const { refund, refundCreated } = stripe.double.refundInDashboard(CONNECTED, 'ch_console_first', 1_000);
    const created = {
      ...refundCreated,
      data: { object: { ...refundCreated.data.object, metadata: { ...CONSOLE_REFUND_METADATA } } },
    };
    expect((await deliver(created)).statusCode).toBe(200);
    expect(await refundRows(gift.id)).toEqual([expect.objectContaining({ processorRefundId: refund.id })]);
    expect(await giftRow(gift.id)).toMatchObject({ refundedAmount: 1_000 });
    expect(await activityOf(gift.prefixedId)).toEqual([]);
    expect(await refundEmails(gift.prefixedId)).toEqual([]);
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

describe('a pending refund made in Stripe’s dashboard that fails', () => {
  it('is undone once by refund.updated, charge.refund.updated and refund.failed, twice on two instances, and its money back is a line of the next deposit', async () => {
    const gift = await stripeGift('ch_refund_fails', 6_000, 204);
    const totalBefore = await donorSucceededAmount();
    const { refund, refundCreated, chargeRefunded } = stripe.double.refundInDashboard(
      CONNECTED,
      'ch_refund_fails',
      2_500,
      {
        status: 'pending',
      },
    );
    expect((await deliver(refundCreated)).statusCode).toBe(200);
    expect(await giftRow(gift.id)).toMatchObject({ refundedAmount: 2_500 });
    const took = payOut();
    expect((await deliver(stripe.double.payoutPaid(took.id as string))).statusCode).toBe(200);
    expect(await depositOf(took.id as string)).toMatchObject({ gross: 6_000, refunds: 2_500, net: 3_296 });

    const { refundUpdated, chargeRefundUpdated, refundFailed } = stripe.double.failRefund(
      CONNECTED,
      refund.id as string,
    );
    const answers = await Promise.all([
      deliver(refundUpdated),
      deliver({ ...refundUpdated, id: `${refundUpdated.id}_again` }, secondApp),
      deliver(chargeRefundUpdated, secondApp),
      deliver(refundFailed),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    // Stripe's charge.refunded of the refund, delivered late, counts it no more.
    expect((await deliver(chargeRefunded, secondApp)).statusCode).toBe(200);
    expect(await giftRow(gift.id)).toMatchObject({
      refundedAmount: 0,
      status: 'succeeded',
      refundedAt: null,
    });
    expect(await donorSucceededAmount()).toBe(totalBefore);
    const rows = await refundRows(gift.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.failedAt).toBeInstanceOf(Date);
    const activity = await activityOf(gift.prefixedId);
    expect(activity.map((entry) => [entry.source, entry.action])).toEqual([
      ['stripe', 'gift.refund'],
      ['stripe', 'gift.refundFailed'],
    ]);
    expect(activity[1]!.details).toMatchObject({
      amount: 2_500,
      refund: refund.id,
      reason: 'expired_or_canceled_card',
      refundedAmount: 0,
      status: 'succeeded',
    });
    // The donor was told of the refund once, and is told nothing of its failure: the church decides.
    expect(await refundEmails(gift.prefixedId)).toHaveLength(1);
    // The church's software is told once, on the endpoint that asked: not the one that wants only
    // gift.succeeded, nor Hope's.
    const events = await refundFailedEvents(gift.prefixedId);
    expect(events.map((event) => event.endpointId)).toEqual([refundEndpointId]);
    expect(events[0]!.body).toMatchObject({
      type: 'gift.refund_failed',
      data: {
        id: gift.prefixedId,
        status: 'succeeded',
        amount: 6_000,
        refunded_amount: 0,
        refunded_at: null,
        refund: {
          id: rows[0]!.prefixedId,
          processor_refund_id: refund.id,
          amount: 2_500,
          reason: 'expired_or_canceled_card',
          failed_at: rows[0]!.failedAt!.toISOString(),
        },
      },
    });

    // Stripe puts the money back on the balance (refund_failure): the next deposit gives it back.
    const back = payOut();
    const paid = stripe.double.payoutPaid(back.id as string);
    const paidAnswers = await Promise.all([
      deliver(paid),
      deliver({ ...paid, id: `${paid.id}_b` }, secondApp),
    ]);
    expect(paidAnswers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const deposit = await depositOf(back.id as string);
    expect(deposit).toMatchObject({ gross: 0, fees: 0, refunds: -2_500, otherActivity: 0, net: 2_500 });
    expect(deposit!.net).toBe(back.amount);
    const detail = await detailOf(deposit!.prefixedId);
    expect(detail.adjustments).toEqual([{ kind: 'refund', giftPrefixedId: gift.prefixedId, amount: -2_500 }]);
    const csv = await owner.request({ method: 'GET', url: `${detail.csvPath}?locale=en` });
    expect(csv.body).toContain(`Refund failed: money returned,`);
    expect(csv.body).toContain(`,${gift.prefixedId},,25.00,0.00,25.00`);
    const csvEs = await owner.request({ method: 'GET', url: `${detail.csvPath}?locale=es` });
    expect(csvEs.body).toContain('Reembolso fallido: dinero devuelto,');
    // Its journal credits the fund's income with the money back, and balances.
    const answer = await journal({ depositPrefixedId: deposit!.prefixedId });
    expect(answer.statusCode).toBe(200);
    expect(journalRows(answer.body).map((row) => [row[3], row.at(-1)])).toEqual([
      ['090', '25.00'],
      ['200', '-25.00'],
    ]);
    expect(await activityOf(gift.prefixedId)).toHaveLength(2);
    // The payout that holds the failure tells nothing more.
    expect(await refundFailedEvents(gift.prefixedId)).toHaveLength(1);
    const hopes = await testApp.app.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hopeEndpointId));
    expect(hopes).toEqual([]);
  });

  it('is undone by the payout that gives its money back when Stripe’s events have not come, and their late delivery adds nothing', async () => {
    const gift = await stripeGift('ch_refund_canceled', 3_000, 117);
    const { refund, refundCreated } = stripe.double.refundInDashboard(
      CONNECTED,
      'ch_refund_canceled',
      3_000,
      {
        status: 'pending',
      },
    );
    expect((await deliver(refundCreated)).statusCode).toBe(200);
    expect(await giftRow(gift.id)).toMatchObject({ refundedAmount: 3_000, status: 'refunded' });
    const { refundUpdated } = stripe.double.failRefund(CONNECTED, refund.id as string, 'canceled');
    // The refund and its failure go out in one payout: the refunds net to nothing.
    const payout = payOut();
    expect((await deliver(stripe.double.payoutPaid(payout.id as string))).statusCode).toBe(200);
    expect(await depositOf(payout.id as string)).toMatchObject({
      gross: 3_000,
      fees: 117,
      refunds: 0,
      net: 2_883,
    });
    expect(await giftRow(gift.id)).toMatchObject({
      refundedAmount: 0,
      status: 'succeeded',
      refundedAt: null,
    });
    expect((await deliver(refundUpdated, secondApp)).statusCode).toBe(200);
    expect((await deliver(refundCreated)).statusCode).toBe(200);
    expect(await giftRow(gift.id)).toMatchObject({ refundedAmount: 0, status: 'succeeded' });
    expect((await activityOf(gift.prefixedId)).map((entry) => entry.action)).toEqual([
      'gift.refund',
      'gift.refundFailed',
    ]);
    expect(await refundEmails(gift.prefixedId)).toHaveLength(1);
    // Told by the payout, once: the late refund.updated tells nothing more.
    const events = await refundFailedEvents(gift.prefixedId);
    expect(events.map((event) => event.endpointId)).toEqual([refundEndpointId]);
    expect(events[0]!.body.data).toMatchObject({
      status: 'succeeded',
      refunded_amount: 0,
      refund: { processor_refund_id: refund.id, amount: 3_000 },
    });
  });

  it('failed before anything told us of it is written failed: the gift never changes, and a late refund.created adds nothing', async () => {
    const gift = await stripeGift('ch_refund_failed_first', 2_000, 88);
    const { refund, refundCreated } = stripe.double.refundInDashboard(
      CONNECTED,
      'ch_refund_failed_first',
      500,
      {
        status: 'pending',
      },
    );
    const { refundFailed } = stripe.double.failRefund(CONNECTED, refund.id as string);
    expect((await deliver(refundFailed)).statusCode).toBe(200);
    expect((await deliver(refundCreated, secondApp)).statusCode).toBe(200);
    expect(await refundRows(gift.id)).toEqual([
      expect.objectContaining({ processorRefundId: refund.id, failedAt: expect.any(Date) }),
    ]);
    expect(await giftRow(gift.id)).toMatchObject({ refundedAmount: 0, status: 'succeeded' });
    expect(await activityOf(gift.prefixedId)).toEqual([]);
    expect(await refundEmails(gift.prefixedId)).toEqual([]);
    // No gift.refunded went out for it, so no gift.refund_failed either.
    expect(await refundFailedEvents(gift.prefixedId)).toEqual([]);
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
    expect(gift.chargedAmount).toBe(7_000);
  });

  it('paid out again before we hold its deposit is linked to the deposit its money came back in when its own events come later', async () => {
    await stripeGift('ch_failed_late', 5_000, 175);
    const failedPayout = payOut();
    const failedEvent = stripe.double.payoutFailed(failedPayout.id as string);
    // Stripe pays its money out again, and that payout's event comes first.
    const again = payOut();
    expect((await deliver(stripe.double.payoutPaid(again.id as string))).statusCode).toBe(200);
    const later = await depositOf(again.id as string);
    expect(later).toMatchObject({ gross: 0, otherActivity: 4_825, net: 4_825 });
    expect(await depositOf(failedPayout.id as string)).toBeUndefined();

    const answers = await Promise.all([
      deliver(failedEvent),
      deliver({ ...failedEvent, id: `${failedEvent.id}_b` }, secondApp),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const failed = await depositOf(failedPayout.id as string);
    expect(failed).toMatchObject({
      status: 'failed',
      gross: 5_000,
      net: 4_825,
      returnedInDepositId: later!.id,
    });

    // The later deposit's journal books the failed payout's gift in place of its Other activity.
    const answer = await journal({ depositPrefixedId: later!.prefixedId });
    expect(answer.statusCode).toBe(200);
    expect(journalRows(answer.body).map((row) => [row[3], row.at(-1)])).toEqual([
      ['090', '48.25'],
      ['404', '1.75'],
      ['200', '-50.00'],
    ]);
  });
});
