// Moving a church's recurring donors in Stripe mode (docs/PRODUCT.md §17): the old subscriptions,
// customers and cards read from the church's connected account on the Stripe double through the
// API's own Stripe client; the old subscription's collection paused (invoices voided) before our
// first charge, once, even when two runs start together; --cancel-old cancels it only after the moved
// gift's first successful charge with us, on the same card and customer.
import { and, eq } from 'drizzle-orm';
import {
  contributions,
  processorCustomers,
  recurringGiftMoves,
  recurringGivings,
  paymentMethods,
  users,
} from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { connectDemoChurch } from './appOnStripeDouble';
import type { TestApp } from './helper';
import { openRecurringStripeWorld, runDaily } from './recurringFlow';
import { noonOf, runMove } from './recurringMoveWorld';

jest.setTimeout(60_000);

const ACCOUNT = 'acct_moving_church';
const world = openRecurringStripeWorld('moves');
const { clock } = world;
let testApp: TestApp;
beforeAll(async () => {
  ({ testApp } = world);
  await connectDemoChurch(testApp, ACCOUNT, { chargesEnabled: true });
  const { double } = world;
  double.addCustomer({
    account: ACCOUNT,
    id: 'cus_old_joy',
    email: 'joy@example.org',
    name: 'Joy Park',
    preferredLocales: ['en-US'],
  });
  double.addPaymentMethod({
    account: ACCOUNT,
    customer: 'cus_old_joy',
    id: 'pm_old_joy',
    card: { last4: '1881', brand: 'visa' },
  });
  double.addSubscription({
    account: ACCOUNT,
    id: 'sub_old_joy',
    customer: 'cus_old_joy',
    defaultPaymentMethod: 'pm_old_joy',
    items: [{ price: 'price_tithe', product: 'prod_tithe', unitAmount: 7500 }],
    currentPeriodEnd: noonOf('2026-12-10'),
  });
  double.addCustomer({
    account: ACCOUNT,
    id: 'cus_old_kim',
    email: 'kim@example.org',
    defaultPaymentMethod: 'pm_old_kim',
  });
  double.addPaymentMethod({ account: ACCOUNT, customer: 'cus_old_kim', id: 'pm_old_kim' });
  double.addSubscription({
    account: ACCOUNT,
    id: 'sub_old_kim',
    customer: 'cus_old_kim',
    interval: 'week',
    intervalCount: 3,
    items: [{ unitAmount: 1000 }],
    currentPeriodEnd: noonOf('2026-12-08'),
  });
  // A donor who already gives through another Stripe customer of the church: not charged on this one's card.
  const [demoDonor] = await testApp.app.db.select().from(users).where(eq(users.email, DEMO_DONOR.email));
  await testApp.app.db.insert(processorCustomers).values({
    organizationId: demoDonor!.organizationId,
    userId: demoDonor!.id,
    processorMode: 'stripe',
    customerId: 'cus_ours_already',
  });
  double.addCustomer({
    account: ACCOUNT,
    id: 'cus_old_lee',
    email: DEMO_DONOR.email,
    defaultPaymentMethod: 'pm_old_lee',
  });
  double.addPaymentMethod({ account: ACCOUNT, customer: 'cus_old_lee', id: 'pm_old_lee' });
  double.addSubscription({
    account: ACCOUNT,
    id: 'sub_old_lee',
    customer: 'cus_old_lee',
    items: [{ unitAmount: 1500 }],
    currentPeriodEnd: noonOf('2026-12-12'),
  });
  // A subscription whose retries are exhausted charges nobody: read, and left behind saying so.
  double.addCustomer({ account: ACCOUNT, id: 'cus_old_ned', email: 'ned@example.org' });
  double.addPaymentMethod({ account: ACCOUNT, customer: 'cus_old_ned', id: 'pm_old_ned' });
  double.addSubscription({
    account: ACCOUNT,
    id: 'sub_old_ned',
    customer: 'cus_old_ned',
    status: 'unpaid',
    items: [{ unitAmount: 2500 }],
    currentPeriodEnd: noonOf('2026-12-09'),
  });
  // One the donor canceled is not even listed (Stripe's default list leaves canceled ones out).
  double.addSubscription({
    account: ACCOUNT,
    id: 'sub_old_ned_before',
    customer: 'cus_old_ned',
    status: 'canceled',
    items: [{ unitAmount: 2500 }],
    currentPeriodEnd: noonOf('2026-11-09'),
  });
  // Customers without a subscription, enough for Stripe's list to take two pages of 100.
  for (let index = 0; index < 105; index += 1) {
    double.addCustomer({ account: ACCOUNT, email: `former-${index}@example.org` });
  }
  // Another church's account: never read.
  double.addCustomer({ account: 'acct_someone_else', id: 'cus_elsewhere', email: 'x@example.org' });
});

async function joysMove() {
  const [row] = await testApp.app.db
    .select({ move: recurringGiftMoves, gift: recurringGivings, card: paymentMethods })
    .from(recurringGiftMoves)
    .innerJoin(recurringGivings, eq(recurringGivings.id, recurringGiftMoves.recurringGivingId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, recurringGivings.paymentMethodId))
    .where(eq(recurringGiftMoves.oldKey, 'sub_old_joy'));
  return row;
}

describe('import:stripe-recurring on the church’s connected Stripe account', () => {
  it('reads the account’s subscriptions, customers and cards; a dry run pauses nothing', async () => {
    clock.setDay('2026-12-02');
    const { double } = world;
    expect(await runMove(testApp, clock.read(), { 'dry-run': true })).toEqual([
      'Dry run: nothing was written.',
      'Subscriptions read: 4',
      'Gifts: 1 to move',
      'New donors: 1 to create (donor records without an account)',
      'Already moved: 0',
      'Refused: 3',
      '  sub_old_kim <kim@example.org>: its interval (3 week) is not one of ours (weekly, every other week, twice a month, monthly, quarterly, yearly)',
      '  sub_old_ned <ned@example.org>: it is unpaid at the old platform, which no longer charges it: there is nothing to move',
      `  sub_old_lee <${DEMO_DONOR.email}>: the donor already gives through another Stripe customer of the church`,
      'Old subscriptions: 1 to pause (collection paused, its invoices voided)',
      'Donors to tell "Your gift has moved": 1',
    ]);
    expect(double.requestsTo('GET', '/v1/subscriptions')[0]).toMatchObject({
      stripeAccount: ACCOUNT,
      params: { limit: '100' },
    });
    const pages = double.requestsTo('GET', '/v1/customers');
    expect(
      pages.map((page) => [page.stripeAccount, page.params.limit, Boolean(page.params.starting_after)]),
    ).toEqual([
      [ACCOUNT, '100', false],
      [ACCOUNT, '100', true],
    ]);
    expect(
      double
        .requestsTo('GET', '/v1/payment_methods')
        .map((r) => r.params.customer)
        .sort(),
    ).toEqual(['cus_old_joy', 'cus_old_kim', 'cus_old_lee', 'cus_old_ned']);
    expect(double.requestsTo('POST', /^\/v1\/subscriptions\//)).toEqual([]);
    expect(await joysMove()).toBeUndefined();
  });

  it('two runs at once move the gift once and pause the old subscription once, with behavior void', async () => {
    const { double } = world;
    const runs = await Promise.all([runMove(testApp, clock.read(), {}), runMove(testApp, clock.read(), {})]);
    const moved = runs.map((lines) => lines.find((line) => line.startsWith('Gifts:'))).sort();
    expect(moved).toEqual(['Gifts: 0 moved', 'Gifts: 1 moved']);
    const pauses = double.requestsTo('POST', '/v1/subscriptions/sub_old_joy');
    expect(pauses).toHaveLength(1);
    expect(pauses[0]!.params).toMatchObject({ 'pause_collection[behavior]': 'void' });
    expect(double.subscription('sub_old_joy')).toMatchObject({
      status: 'active',
      pause_collection: { behavior: 'void', resumes_at: null },
    });

    const row = (await joysMove())!;
    expect(row.gift).toMatchObject({
      scheduleType: 'monthly',
      giftAmount: 7500,
      nextOccurrence: '2026-12-10',
      status: 'active',
    });
    expect(row.card).toMatchObject({ processorMode: 'stripe', processorId: 'pm_old_joy', lastFour: '1881' });
    expect(row.move.oldPausedAt).not.toBeNull();
    const [customer] = await testApp.app.db
      .select()
      .from(processorCustomers)
      .where(eq(processorCustomers.id, row.card.processorCustomerId));
    expect(customer).toMatchObject({ processorMode: 'stripe', customerId: 'cus_old_joy' });

    // A paused subscription of ours is not taken for one the donor paused: the next run finds it moved.
    const again = await runMove(testApp, clock.read(), {});
    expect(again.slice(1, 6)).toEqual([
      'Gifts: 0 moved',
      'New donors: 0 created (donor records without an account)',
      'Already moved: 1',
      'Refused: 3',
      expect.stringMatching(/^ {2}sub_old_kim/),
    ]);
  });

  it('--cancel-old waits for the moved gift’s first successful charge, then cancels the old subscription once', async () => {
    const { double } = world;
    expect(await runMove(testApp, clock.read(), { 'cancel-old': true })).toContain(
      'Old subscriptions: 0 canceled; 1 wait for their gift’s first charge with us',
    );
    expect(double.requestsTo('DELETE', /^\/v1\/subscriptions\//)).toEqual([]);

    await runDaily(testApp, clock, '2026-12-09', '2026-12-10');
    const row = (await joysMove())!;
    const charged = await testApp.app.db
      .select()
      .from(contributions)
      .where(and(eq(contributions.recurringGivingId, row.gift.id), eq(contributions.status, 'succeeded')));
    expect(charged).toHaveLength(1);
    const intent = double.paymentIntentsCreated.at(-1);
    expect(intent).toMatchObject({ customer: 'cus_old_joy', payment_method: 'pm_old_joy', amount: 7500 });

    expect(await runMove(testApp, clock.read(), { 'cancel-old': true, 'dry-run': true })).toContain(
      'Old subscriptions: 1 to cancel; 0 wait for their gift’s first charge with us',
    );
    expect(double.requestsTo('DELETE', /^\/v1\/subscriptions\//)).toEqual([]);
    expect(await runMove(testApp, clock.read(), { 'cancel-old': true })).toContain(
      'Old subscriptions: 1 canceled; 0 wait for their gift’s first charge with us',
    );
    expect(double.requestsTo('DELETE', '/v1/subscriptions/sub_old_joy')).toHaveLength(1);
    expect(double.subscription('sub_old_joy')).toMatchObject({ status: 'canceled' });
    expect((await joysMove())!.move.oldCanceledAt).not.toBeNull();

    expect(await runMove(testApp, clock.read(), { 'cancel-old': true })).toContain(
      'Old subscriptions: 0 canceled; 0 wait for their gift’s first charge with us',
    );
    expect(double.requestsTo('DELETE', /^\/v1\/subscriptions\//)).toHaveLength(1);
    world.ended.push(row.gift.prefixedId);
  });
});
