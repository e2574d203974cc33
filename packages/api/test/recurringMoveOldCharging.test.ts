// If the old platform charges again (docs/PRODUCT.md §17): after a move paused an old subscription's
// collection on the church's connected Stripe account, Stripe's customer.subscription.updated (the
// subscription charging again) or invoice.paid (money paid on one of its invoices), signed as Stripe
// signs them, pause the moved gift and email the church's giving administrators (the seeded one and
// two more; not one who only views gifts) in their language,
// once per gift however many events arrive at once; our own pause, an unpaid invoice, another
// account's subscription and a gift whose old subscription is gone change nothing. The console's
// adminMovedGiftsChargedAgain lists the gifts so guarded to who manages giving. On the Stripe
// double, PGlite and PostgreSQL.
import { stripeEvent } from '@halo/testkit/stripe/stripeEvents';
import { eq, sql } from 'drizzle-orm';
import { organizations, outboxMessages, recurringGiftMoves, recurringGivings } from '../src/db/schema';
import { deliverStripeEvent, startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import type { TestApp } from './helper';
import { signIn, type Answer } from './adminFixtures';
import { noonOf, runMove } from './recurringMoveWorld';
import { createDonor } from './reportFixtures';
import { DEMO_ADMIN } from '../src/seed';

jest.setTimeout(60_000);

const ACCOUNT = 'acct_old_platform_charges';
const SECRET = 'whsec_connect_old_charging';
let stripe: AppOnStripeDouble;
let testApp: TestApp;

const TREASURER = {
  email: 'treasurer@example.org',
  firstName: 'Tess',
  lastName: 'Reyes',
  password: 'treasurer-1234',
};
const TESORERA = {
  email: 'tesorera@example.org',
  firstName: 'Inés',
  lastName: 'Soto',
  password: 'tesorera-1234',
};
const VIEWER = {
  email: 'viewer@example.org',
  firstName: 'Vic',
  lastName: 'Viewer',
  password: 'viewer-12345',
};

beforeAll(async () => {
  stripe = await startAppOnStripeDouble({
    keys: 'oldcharging',
    connected: ACCOUNT,
    chargesEnabled: true,
    webhookSecrets: [SECRET],
  });
  const { double } = stripe;
  ({ testApp } = stripe);
  await createDonor(testApp, 'demo', { ...TREASURER, abilities: ['manage-giving', 'view-gifts'] });
  await createDonor(testApp, 'demo', { ...TESORERA, abilities: ['manage-giving'], locale: 'es' });
  await createDonor(testApp, 'demo', { ...VIEWER, abilities: ['view-gifts'] });
  for (const [name, cents] of [
    ['ada', 4000],
    ['bo', 1500],
    ['cy', 2000],
  ] as const) {
    double.addCustomer({
      account: ACCOUNT,
      id: `cus_old_${name}`,
      email: `${name}@example.org`,
      name: `${name} Old`,
    });
    double.addPaymentMethod({ account: ACCOUNT, customer: `cus_old_${name}`, id: `pm_old_${name}` });
    double.addSubscription({
      account: ACCOUNT,
      id: `sub_old_${name}`,
      customer: `cus_old_${name}`,
      defaultPaymentMethod: `pm_old_${name}`,
      items: [{ unitAmount: cents }],
      currentPeriodEnd: noonOf('2027-01-10'),
    });
  }
  const lines = await runMove(testApp, new Date(), {});
  expect(lines).toContain('Gifts: 3 moved');
  // Cy's old subscription was cancelled after our first charge: whatever Stripe says of it is past.
  await testApp.app.db
    .update(recurringGiftMoves)
    .set({ oldCanceledAt: new Date() })
    .where(eq(recurringGiftMoves.oldKey, 'sub_old_cy'));
});
afterAll(async () => {
  await stripe?.close();
});

const deliver = (event: ReturnType<typeof stripeEvent>) =>
  deliverStripeEvent(testApp, event, { secret: SECRET });

async function moved(oldKey: string) {
  const [row] = await testApp.app.db
    .select({ move: recurringGiftMoves, gift: recurringGivings })
    .from(recurringGiftMoves)
    .innerJoin(recurringGivings, eq(recurringGivings.id, recurringGiftMoves.recurringGivingId))
    .where(eq(recurringGiftMoves.oldKey, oldKey));
  return row!;
}

/** The administrators' emails about `subscription`, as queued: [to, subject]. */
async function warnings(subscription: string) {
  const rows = await testApp.app.db
    .select({ message: outboxMessages.message })
    .from(outboxMessages)
    .where(sql`${outboxMessages.message}::text like ${`%${subscription}%`}`);
  return rows
    .map(({ message }) => message as { to: string; subject: string; text: string })
    .filter((message) => message.to !== `${subscription.replace('sub_old_', '')}@example.org`)
    .sort((a, b) => a.to.localeCompare(b.to));
}

const subscriptionUpdated = (id: string, account: string, changes: Record<string, unknown>) =>
  stripeEvent(
    'customer.subscription.updated',
    { ...stripe.double.subscription(id)!, ...changes },
    { account },
  );

const invoicePaid = (subscription: string, amountPaid: number, account = ACCOUNT) =>
  stripeEvent(
    'invoice.paid',
    {
      id: `in_${subscription}_${amountPaid}`,
      object: 'invoice',
      amount_paid: amountPaid,
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription } },
    },
    { account },
  );

it('takes our own pause, an unpaid invoice and another account’s subscription for nothing', async () => {
  const ours = await deliver(subscriptionUpdated('sub_old_ada', ACCOUNT, {}));
  expect(ours.statusCode).toBe(200);
  expect((await deliver(invoicePaid('sub_old_bo', 0))).statusCode).toBe(200);
  expect(
    (await deliver(subscriptionUpdated('sub_old_ada', 'acct_someone_else', { pause_collection: null })))
      .statusCode,
  ).toBe(200);
  for (const key of ['sub_old_ada', 'sub_old_bo']) {
    const { move, gift } = await moved(key);
    expect(move.oldResumedAt).toBeNull();
    expect(gift.status).toBe('active');
    expect(await warnings(key)).toEqual([]);
  }
});

it('the old subscription resumed: our gift paused and each giving administrator told once, in their language', async () => {
  const events = [
    subscriptionUpdated('sub_old_ada', ACCOUNT, { pause_collection: null }),
    subscriptionUpdated('sub_old_ada', ACCOUNT, { pause_collection: null }),
    invoicePaid('sub_old_ada', 4000),
    subscriptionUpdated('sub_old_ada', ACCOUNT, { pause_collection: null, status: 'past_due' }),
  ];
  const answers = await Promise.all(events.map(deliver));
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);

  const { move, gift } = await moved('sub_old_ada');
  expect(move.oldResumedAt).not.toBeNull();
  expect(gift).toMatchObject({ status: 'paused', nextOccurrence: null });
  const told = await warnings('sub_old_ada');
  expect(told.map((message) => [message.to, message.subject])).toEqual([
    [
      DEMO_ADMIN.email,
      'Grace Community Church: a moved recurring gift is being charged by the old platform again',
    ],
    [
      TESORERA.email,
      'Grace Community Church: la plataforma anterior vuelve a cobrar una donación recurrente trasladada',
    ],
    [
      TREASURER.email,
      'Grace Community Church: a moved recurring gift is being charged by the old platform again',
    ],
  ]);
  const english = told.find((message) => message.to === TREASURER.email)!;
  expect(english.text).toContain(
    'Donor: ada Old <ada@example.org>. Their gift of $40.00 was moved to Halo Give.',
  );
  expect(english.text).toContain('we paused their recurring gift with Halo Give');
  expect(english.text).toContain('stop the old subscription sub_old_ada at your previous platform');
  const spanish = told.find((message) => message.to === TESORERA.email)!;
  expect(spanish.text).toContain('pausamos su donación recurrente en Halo Give');

  // Later events of the same subscription tell no one again.
  await deliver(invoicePaid('sub_old_ada', 4001));
  expect(await warnings('sub_old_ada')).toHaveLength(3);
});

it('an invoice of the old subscription paid: the gift paused and the administrators told', async () => {
  expect((await deliver(invoicePaid('sub_old_bo', 1500))).statusCode).toBe(200);
  const { gift } = await moved('sub_old_bo');
  expect(gift.status).toBe('paused');
  const told = await warnings('sub_old_bo');
  expect(told.map((message) => message.to)).toEqual([DEMO_ADMIN.email, TESORERA.email, TREASURER.email]);
  expect(told.find((message) => message.to === TREASURER.email)!.text).toMatch(
    /^Stripe tells us that an invoice of the old subscription sub_old_bo was paid/,
  );
});

it('an old subscription cancelled after our first charge is past guarding', async () => {
  expect(
    (await deliver(subscriptionUpdated('sub_old_cy', ACCOUNT, { pause_collection: null }))).statusCode,
  ).toBe(200);
  const { move, gift } = await moved('sub_old_cy');
  expect(move.oldResumedAt).toBeNull();
  expect(gift.status).toBe('active');
  expect(await warnings('sub_old_cy')).toEqual([]);
  const [viewerMail] = await testApp.app.db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.message}::text like ${`%${VIEWER.email}%`}`);
  expect(viewerMail).toBeUndefined();
});

const CHARGED_AGAIN = `query($org: ID!) { adminMovedGiftsChargedAgain(organizationPrefixedId: $org) {
  prefixedId donor { name email } amount scheduleType status oldSubscriptionId chargedAgainAt } }`;

it('the console lists the gifts the old platform charged again, newest first, to who manages giving', async () => {
  const [church] = await testApp.app.db
    .select({ prefixedId: organizations.prefixedId })
    .from(organizations)
    .where(eq(organizations.subdomain, 'demo'));
  const org = church!.prefixedId;
  // Ada resumed her gift since: the flag stays (her old subscription may still charge), saying so.
  await testApp.app.db
    .update(recurringGivings)
    .set({ status: 'active' })
    .where(eq(recurringGivings.id, (await moved('sub_old_ada')).gift.id));

  const treasurer = await signIn(testApp, TREASURER, 'demo.localhost');
  const answer = (await treasurer.graphql(CHARGED_AGAIN, { org })).json() as Answer;
  expect(answer.errors).toBeUndefined();
  const listed = answer.data.adminMovedGiftsChargedAgain as Array<Record<string, unknown>>;
  expect(listed.map(({ chargedAgainAt: _at, ...gift }) => gift)).toEqual([
    {
      prefixedId: (await moved('sub_old_bo')).gift.prefixedId,
      donor: { name: 'bo Old', email: 'bo@example.org' },
      amount: 1500,
      scheduleType: 'monthly',
      status: 'paused',
      oldSubscriptionId: 'sub_old_bo',
    },
    {
      prefixedId: (await moved('sub_old_ada')).gift.prefixedId,
      donor: { name: 'ada Old', email: 'ada@example.org' },
      amount: 4000,
      scheduleType: 'monthly',
      status: 'active',
      oldSubscriptionId: 'sub_old_ada',
    },
  ]);
  expect(new Date(listed[0]!.chargedAgainAt as string).toISOString()).toBe(
    (await moved('sub_old_bo')).move.oldResumedAt!.toISOString(),
  );

  // Viewing gifts is not managing them: the flag is for who can stop the old subscription.
  const viewer = await signIn(testApp, VIEWER, 'demo.localhost');
  const refused = (await viewer.graphql(CHARGED_AGAIN, { org })).json() as Answer;
  expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
