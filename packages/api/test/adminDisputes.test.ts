// Card disputes in the console against the real server: Stripe's charge.dispute.* webhooks recorded
// on the gift their charge paid (the newest event winning, another church's account ignored) and
// shown in adminGifts, with the "disputed" filter.
import { eq } from 'drizzle-orm';
import { chargeDisputeEvent, type ChargeDisputeEventType } from '@halo/testkit/stripe/stripeEvents';
import { contributionDisputes, contributions, users } from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { DEMO_DONOR } from '../src/seed';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { deliverStripeEvent, startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import type { TestApp, TestBrowser } from './helper';

jest.setTimeout(60_000);

const CONNECTED = 'acct_1GraceDisputes';
const SECRET = 'whsec_test_disputes';
const GIFTS = `query($org: ID!, $filters: AdminGiftFilters) {
  adminGifts(organizationPrefixedId: $org, filters: $filters) {
    totalResults items { prefixedId dispute { status amount fee currency reason evidenceDueBy } } } }`;

let stripe: AppOnStripeDouble;
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let giftPrefixedId: string;

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
  const [donor] = await db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
  giftPrefixedId = newPrefixedId('con');
  await db.insert(contributions).values({
    prefixedId: giftPrefixedId,
    organizationId: world.demoOrg.id,
    donorUserId: donor!.id,
    chargedAmount: 7_500,
    fee: 248,
    netAmount: 7_252,
    currency: 'USD',
    status: 'succeeded',
    processorMode: 'stripe',
    processorChargeId: 'ch_disputed',
    date: '2026-01-04',
  });
}, 120_000);
afterAll(async () => {
  await stripe?.close();
});

function deliverDispute(
  type: ChargeDisputeEventType,
  dispute: { status: string; dueBy: number | null; created: number; fees?: number[] },
  account = CONNECTED,
) {
  const event = chargeDisputeEvent(
    type,
    {
      id: 'dp_1',
      charge: 'ch_disputed',
      amount: 7_500,
      status: dispute.status,
      dueBy: dispute.dueBy,
      ...(dispute.fees ? { fees: dispute.fees } : {}),
    },
    { account, created: dispute.created },
  );
  return deliverStripeEvent(testApp, event, { secret: SECRET });
}

/** The dispute's fee as recorded: what Stripe charged the church for it. */
async function disputeFee(): Promise<number | undefined> {
  const [row] = await testApp.app.db
    .select({ fee: contributionDisputes.fee })
    .from(contributionDisputes)
    .where(eq(contributionDisputes.processorDisputeId, 'dp_1'));
  return row?.fee;
}

async function disputed(): Promise<Answer> {
  const response = await owner.graphql(GIFTS, { org: world.demoOrg.prefixedId, filters: { disputed: true } });
  return response.json() as Answer;
}

it('records a new dispute on its gift and shows it with the disputed filter', async () => {
  expect((await disputed()).data.adminGifts.totalResults).toBe(0);
  const due = Date.UTC(2026, 3, 1, 23, 59, 59) / 1000;
  const created = Math.floor(Date.now() / 1000);
  expect(
    (await deliverDispute('charge.dispute.created', { status: 'needs_response', dueBy: due, created }))
      .statusCode,
  ).toBe(200);
  const answer = (await disputed()).data.adminGifts;
  expect(answer.totalResults).toBe(1);
  expect(answer.items).toEqual([
    {
      prefixedId: giftPrefixedId,
      dispute: {
        status: 'needs_response',
        amount: 7_500,
        // Stripe withdrew the funds with its $15.00 dispute fee, which the console shows with it.
        fee: 1500,
        currency: 'USD',
        reason: 'fraudulent',
        evidenceDueBy: '2026-04-01T23:59:59.000Z',
      },
    },
  ]);
  // Stripe withdrew the funds with its $15.00 dispute fee (the dispute's balance transaction).
  expect(await disputeFee()).toBe(1500);
});

it('keeps the newest state whatever order the events come in, and closes it', async () => {
  const now = Math.floor(Date.now() / 1000);
  expect(
    (await deliverDispute('charge.dispute.closed', { status: 'won', dueBy: null, created: now + 60 }))
      .statusCode,
  ).toBe(200);
  // An update older than the close arrives late: it changes nothing.
  expect(
    (
      await deliverDispute('charge.dispute.updated', {
        status: 'under_review',
        dueBy: null,
        created: now + 30,
      })
    ).statusCode,
  ).toBe(200);
  const [gift] = (await disputed()).data.adminGifts.items;
  expect(gift.dispute).toMatchObject({ status: 'won', evidenceDueBy: null });
  // Won: the funds reinstated; the fee is whatever the balance transactions say (here kept).
  expect(await disputeFee()).toBe(1500);
});

it('records a dispute fee Stripe gave back as none', async () => {
  const later = Math.floor(Date.now() / 1000) + 90;
  expect(
    (
      await deliverDispute('charge.dispute.closed', {
        status: 'won',
        dueBy: null,
        created: later,
        fees: [1500, -1500],
      })
    ).statusCode,
  ).toBe(200);
  expect(await disputeFee()).toBe(0);
  const [gift] = (await disputed()).data.adminGifts.items;
  expect(gift.dispute).toMatchObject({ status: 'won', fee: 0 });
});

it('ignores a dispute from another church’s connected account', async () => {
  const before = (await disputed()).data.adminGifts.items;
  const later = Math.floor(Date.now() / 1000) + 120;
  const answer = await deliverDispute(
    'charge.dispute.updated',
    { status: 'lost', dueBy: null, created: later },
    'acct_other',
  );
  expect(answer.statusCode).toBe(200);
  expect((await disputed()).data.adminGifts.items).toEqual(before);
});
