// What a card gift costs the church (docs/PRODUCT.md §22 "What a gift costs the church"), through
// POST /api/give in the sandbox: the church's rate sizes only what a donor covers; the gift's fee is
// what the processor charged (Stripe's US card price, 2.9% + 30¢), its net the charge less that fee,
// whether the church's rate is above or below Stripe's. PGlite and PostgreSQL.
import { coverFee, stripeFee } from '@halo/domain';
import { eq } from 'drizzle-orm';
import { contributionFunds, contributions, organizations } from '../src/db/schema';
import { openGivingWorld, type GivingWorld } from './givingFlow';
import type { TestApp } from './helper';

const world = openGivingWorld();
const { guestWithCard } = world;
let testApp: TestApp;
let demo: GivingWorld['demo'];
let generalFund: string;
beforeAll(() => {
  ({ testApp, demo, generalFund } = world);
});

async function setChurchRate(percentBps: number, fixedCents: number) {
  await testApp.app.db
    .update(organizations)
    .set({ feePercentBps: percentBps, feeFixedCents: fixedCents })
    .where(eq(organizations.prefixedId, demo.prefixedId));
}

/** A guest's gift of `amount`, covered or not; its answer and its rows. */
async function give(amount: number, isFeeCovered: boolean) {
  const { client, donor, paymentMethodId } = await guestWithCard();
  const answer = await client.give(donor, {
    payment_method_id: paymentMethodId,
    amount,
    fund_prefixed_id: generalFund,
    is_fee_covered: isFeeCovered,
  });
  expect(answer.statusCode).toBe(201);
  const body = answer.json().contribution as { prefixed_id: string };
  const { db } = testApp.app;
  const [row] = await db.select().from(contributions).where(eq(contributions.prefixedId, body.prefixed_id));
  const pivot = await db
    .select()
    .from(contributionFunds)
    .where(eq(contributionFunds.contributionId, row!.id));
  return { body: answer.json().contribution as Record<string, unknown>, row: row!, pivot };
}

it('a church rate of 3.5% + $0.30: the donor covers $3.94, the church pays Stripe $3.31 and nets $100.63', async () => {
  await setChurchRate(350, 30);
  const { body, row, pivot } = await give(10_000, true);
  expect(coverFee(10_000, { percentBps: 350, fixedCents: 30 }).chargedCents).toBe(10_394);
  expect(stripeFee('card', 10_394)).toBe(331);
  expect(body).toMatchObject({ amount: 10_394, covered_fee: 394, fee: 331, net_amount: 10_063 });
  expect(row).toMatchObject({
    chargedAmount: 10_394,
    coveredFee: 394,
    fee: 331,
    netAmount: 10_063,
    isFeeCovered: true,
  });
  expect(pivot).toEqual([expect.objectContaining({ chargedAmount: 10_394, netAmount: 10_063 })]);
});

it('a church rate of 2.2% + $0.30: the donor covers $2.56, less than Stripe’s $3.27, and the church nets $99.29', async () => {
  await setChurchRate(220, 30);
  const { body, row } = await give(10_000, true);
  expect(body).toMatchObject({ amount: 10_256, covered_fee: 256, fee: 327, net_amount: 9929 });
  expect(row.chargedAmount).toBe(row.fee + row.netAmount);
});

it('not covered, the church’s rate changes nothing: the gift is charged and Stripe’s fee comes off it', async () => {
  await setChurchRate(500, 50);
  const { body, row } = await give(10_000, false);
  expect(body).toMatchObject({ amount: 10_000, covered_fee: 0, fee: 320, net_amount: 9680 });
  expect(row).toMatchObject({ fee: 320, netAmount: 9680, coveredFee: 0 });
});
