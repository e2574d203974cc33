// The sandbox's payouts against the real database (PGlite and PostgreSQL): a first pass pays out the
// church's history at once; then each day's deposit takes the card gifts charged 2 or more days
// before, with Stripe's fee on each ($30.00 and $50.00 make $80.00 gross, $2.92 fees, $77.08 net),
// refunds and disputes once their gift is paid, a negative net carried into the next; passes run
// again, or at once as two instances would, add nothing, and every gift is in exactly one deposit.
import { cardChargeFee, churchShareOfGift, stripeDisputeFee } from '@halo/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import * as fc from 'fast-check';
import { newPrefixedId } from '../db/prefixedId';
import { contributionDisputes, contributionRefunds, deposits, organizations, users } from '../db/schema';
import { startTestApp, type TestApp } from '../../test/helper';
import { addGift } from '../../test/reportFixtures';
import { runSandboxPayouts } from './sandboxPayoutPass';

jest.setTimeout(60_000);

let testApp: TestApp;
let now = new Date('2027-01-04T18:00:00Z');
let owner: { userId: number; organizationId: number };

const at = (day: string) => new Date(`${day}T18:00:00Z`);

async function demoDeposits() {
  return testApp.app.db
    .select()
    .from(deposits)
    .where(eq(deposits.organizationId, owner.organizationId))
    .orderBy(asc(deposits.payoutDate));
}

async function countRows(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await testApp.app.db.execute(query)) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]!.n);
}

beforeAll(async () => {
  testApp = await startTestApp({ clock: () => now });
  const { db } = testApp.app;
  const [demo] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
  const [donor] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, demo!.id), eq(users.email, 'donor@example.com')));
  owner = { userId: donor!.id, organizationId: demo!.id };
});

afterAll(async () => {
  await testApp?.close();
});

it("a church's first pass pays out its whole history once, today, and every sum ties out", async () => {
  const summary = await testApp.app.sandboxPayouts.runOnce();
  expect(summary.deposits).toBeGreaterThanOrEqual(1);
  const [first] = await demoDeposits();
  expect(first).toMatchObject({ payoutDate: '2027-01-04', arrivalDate: '2027-01-05', source: 'sandbox' });
  const due = await countRows(sql`SELECT count(*) AS n FROM contributions
    WHERE organization_id = ${owner.organizationId} AND processor_mode = 'sandbox'
      AND offline_method IS NULL AND status <> 'failed' AND date <= '2027-01-02'`);
  const held = await countRows(sql`SELECT count(*) AS n FROM deposit_gifts WHERE deposit_id = ${first!.id}`);
  expect(held).toBe(due);
  expect(first!.net).toBe(first!.gross - first!.fees - first!.refunds - first!.disputes + first!.carriedIn);
});

it('two card gifts of $30.00 and $50.00 make a deposit of $80.00 gross, $2.92 fees, $77.08 net two days on', async () => {
  await addGift(testApp, owner, { amount: 3000, date: '2027-01-05' });
  await addGift(testApp, owner, { amount: 5000, date: '2027-01-05' });
  now = at('2027-01-06');
  expect((await testApp.app.sandboxPayouts.runOnce()).deposits).toBe(0);
  now = at('2027-01-07');
  await testApp.app.sandboxPayouts.runOnce();
  const latest = (await demoDeposits()).at(-1)!;
  expect(latest).toMatchObject({
    payoutDate: '2027-01-07',
    arrivalDate: '2027-01-08',
    status: 'paid',
    gross: 8000,
    fees: 292,
    refunds: 0,
    disputes: 0,
    carriedIn: 0,
    net: 7708,
  });
});

it('passes again, and two at once as two instances would run them, add nothing', async () => {
  const before = await demoDeposits();
  now = at('2027-01-08');
  await addGift(testApp, owner, { amount: 1234, date: '2027-01-06' });
  const summaries = await Promise.all([
    runSandboxPayouts(testApp.app.db, now),
    runSandboxPayouts(testApp.app.db, now),
    testApp.app.sandboxPayouts.runOnce(),
  ]);
  const made = summaries.reduce((sum, summary) => sum + summary.deposits, 0);
  const after = await demoDeposits();
  expect(after.length - before.length).toBe(made);
  expect(after.at(-1)).toMatchObject({ payoutDate: '2027-01-08', gross: 1234, fees: cardChargeFee(1234) });
  const twice = await countRows(sql`SELECT count(*) AS n FROM (
    SELECT contribution_id FROM deposit_gifts GROUP BY contribution_id HAVING count(*) > 1) doubled`);
  expect(twice).toBe(0);
});

it('takes refunds and disputes once their gift is paid, carrying a negative net into the next payout', async () => {
  const { db } = testApp.app;
  const gift = await addGift(testApp, owner, { amount: 4000, date: '2027-01-09' });
  // Refunded in part the day after it was charged: it waits for the gift's payout on the 11th.
  await db.insert(contributionRefunds).values({
    prefixedId: newPrefixedId('ref'),
    organizationId: owner.organizationId,
    contributionId: gift.id,
    requestKey: 'deposit-test-refund',
    amount: 1000,
    processorRefundId: 're_sandbox_deposit_test',
    actorLabel: 'owner@example.com',
    createdAt: at('2027-01-10'),
  });
  now = at('2027-01-11');
  await testApp.app.sandboxPayouts.runOnce();
  expect((await demoDeposits()).at(-1)).toMatchObject({
    payoutDate: '2027-01-11',
    gross: 4000,
    fees: 146,
    refunds: 1000,
    net: 2854,
  });
  await db.insert(contributionDisputes).values({
    organizationId: owner.organizationId,
    contributionId: gift.id,
    processorDisputeId: 'dp_deposit_test',
    status: 'needs_response',
    amount: 4000,
    currency: 'usd',
    reason: 'fraudulent',
    fee: stripeDisputeFee('card'),
    eventCreated: at('2027-01-12'),
    createdAt: at('2027-01-12'),
  });
  now = at('2027-01-12');
  await testApp.app.sandboxPayouts.runOnce();
  expect((await demoDeposits()).at(-1)).toMatchObject({
    payoutDate: '2027-01-12',
    status: 'carried',
    gross: 0,
    fees: 1500,
    disputes: 4000,
    net: -5500,
  });
  await addGift(testApp, owner, { amount: 10000, date: '2027-01-12' });
  now = at('2027-01-14');
  await testApp.app.sandboxPayouts.runOnce();
  expect((await demoDeposits()).at(-1)).toMatchObject({
    payoutDate: '2027-01-14',
    status: 'paid',
    gross: 10000,
    fees: 320,
    carriedIn: -5500,
    net: 4180,
  });
});

it("charges each gift Stripe's card fee as the domain computes it, to the cent", async () => {
  const amounts = fc.sample(fc.integer({ min: 100, max: 2_000_000 }), { numRuns: 25, seed: 32 });
  for (const amount of amounts) await addGift(testApp, owner, { amount, date: '2027-01-15' });
  now = at('2027-01-17');
  await testApp.app.sandboxPayouts.runOnce();
  const latest = (await demoDeposits()).at(-1)!;
  const fees = amounts.reduce((sum, amount) => sum + cardChargeFee(amount), 0);
  const gross = amounts.reduce((sum, amount) => sum + amount, 0);
  expect(latest).toMatchObject({ payoutDate: '2027-01-17', gross, fees, net: gross - fees });
});

it('takes each gift’s recorded fee, what the processor charged for it, so the deposit and its gifts agree', async () => {
  const { db } = testApp.app;
  const gift = await addGift(testApp, owner, { amount: 5000, date: '2027-01-18' });
  // A fee the church's gift recorded from its processor (not the list price of 175).
  await db.execute(sql`UPDATE contributions SET fee = 226, net_amount = 4774 WHERE id = ${gift.id}`);
  now = at('2027-01-20');
  await testApp.app.sandboxPayouts.runOnce();
  expect((await demoDeposits()).at(-1)).toMatchObject({
    payoutDate: '2027-01-20',
    gross: 5000,
    fees: 226,
    net: 4774,
  });
  // Every gift line of every deposit carries its gift's own amount and fee.
  const disagreeing = await countRows(sql`SELECT count(*) AS n FROM deposit_gifts dg
    JOIN contributions c ON c.id = dg.contribution_id
    WHERE c.organization_id = ${owner.organizationId} AND (dg.fee <> c.fee OR dg.amount <> c.charged_amount)`);
  expect(disagreeing).toBe(0);
});

it('a whole refund gives the donor the charge back and returns no fee: the church bears the fee', async () => {
  const { db } = testApp.app;
  const gift = await addGift(testApp, owner, { amount: 10_000, date: '2027-01-21' });
  now = at('2027-01-23');
  await testApp.app.sandboxPayouts.runOnce();
  expect((await demoDeposits()).at(-1)).toMatchObject({ gross: 10_000, fees: 320, net: 9680 });
  await db.insert(contributionRefunds).values({
    prefixedId: newPrefixedId('ref'),
    organizationId: owner.organizationId,
    contributionId: gift.id,
    requestKey: 'deposit-test-whole-refund',
    amount: 10_000,
    processorRefundId: 're_sandbox_deposit_whole',
    actorLabel: 'owner@example.com',
    createdAt: at('2027-01-24'),
  });
  await db.execute(
    sql`UPDATE contributions SET refunded_amount = 10000, status = 'refunded' WHERE id = ${gift.id}`,
  );
  now = at('2027-01-24');
  await testApp.app.sandboxPayouts.runOnce();
  const refunded = (await demoDeposits()).at(-1)!;
  expect(refunded).toMatchObject({ payoutDate: '2027-01-24', gross: 0, fees: 0, refunds: 10_000 });
  // The gift keeps its fee and net: what the church paid the processor stays paid.
  const [row] = await db
    .execute(sql`SELECT fee, net_amount FROM contributions WHERE id = ${gift.id}`)
    .then((result) => (result as unknown as { rows: { fee: number; net_amount: number }[] }).rows);
  expect(row).toEqual({ fee: 320, net_amount: 9680 });
  // Over the two deposits the church is left with −$3.20: the gift in, the fee out, the gift back.
  const share = churchShareOfGift(
    { amountCents: 10_000, feeCents: 320 },
    { refundedCents: 10_000, disputes: [] },
  );
  expect(share.keptCents).toBe(9680 - 10_000);
});

it('takes each dispute’s recorded fee: what the processor charged for it', async () => {
  const { db } = testApp.app;
  const gift = await addGift(testApp, owner, { amount: 2000, date: '2027-01-25' });
  now = at('2027-01-27');
  await testApp.app.sandboxPayouts.runOnce();
  await db.insert(contributionDisputes).values([
    {
      organizationId: owner.organizationId,
      contributionId: gift.id,
      processorDisputeId: 'dp_deposit_fee_kept',
      status: 'lost',
      amount: 2000,
      currency: 'usd',
      reason: 'fraudulent',
      fee: 1500,
      eventCreated: at('2027-01-28'),
      createdAt: at('2027-01-28'),
    },
    {
      // An inquiry took no money and cost nothing.
      organizationId: owner.organizationId,
      contributionId: gift.id,
      processorDisputeId: 'dp_deposit_inquiry',
      status: 'warning_closed',
      amount: 0,
      currency: 'usd',
      reason: 'fraudulent',
      fee: 0,
      eventCreated: at('2027-01-28'),
      createdAt: at('2027-01-28'),
    },
  ]);
  now = at('2027-01-28');
  await testApp.app.sandboxPayouts.runOnce();
  const latest = (await demoDeposits()).at(-1)!;
  expect(latest).toMatchObject({ payoutDate: '2027-01-28', gross: 0, fees: 1500, disputes: 2000 });
  const share = churchShareOfGift(
    { amountCents: 2000, feeCents: cardChargeFee(2000) },
    { refundedCents: 0, disputes: [{ amountCents: 2000, feeCents: 1500 }] },
  );
  expect(share.costCents).toBe(cardChargeFee(2000) + latest.fees);
});
