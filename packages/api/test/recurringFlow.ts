// Recurring gifts set up the way a donor does it (register, add a card, give with a frequency),
// and the worker driven by an injected clock, for the recurring engine's tests.
import { eq, inArray } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import {
  contributions,
  recurringCharges,
  recurringGivings,
  sandboxCharges,
  type ContributionRow,
} from '../src/db/schema';
import { startAppOnStripeDouble } from './appOnStripeDouble';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS, type Donor } from './givingFlow';
import { startTestApp, type TestApp } from './helper';

/** A clock the test moves: always 15:00 UTC (9:00 in Chicago) of the day set, unless told otherwise. */
export class TestClock {
  now = new Date('2027-01-04T15:00:00Z');
  readonly read = () => new Date(this.now);

  setDay(day: string, time = '15:00:00Z'): void {
    this.now = new Date(`${day}T${time}`);
  }

  day(): string {
    return this.now.toISOString().slice(0, 10);
  }
}

let counter = 0;

export interface RecurringDonor extends Donor {
  email: string;
  client: GivingClient;
  paymentMethodId: string;
}

/** A registered donor (recurring gifts need an account) with one sandbox card. */
export async function registeredDonorWithCard(
  testApp: TestApp,
  card = '4242424242424242',
  locale: 'en' | 'es' = 'en',
): Promise<RecurringDonor> {
  const demo = await organizationOf(testApp);
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
  const email = `recurring${++counter}-${Date.now()}@example.com`;
  const registered = await client.post('/api/give/register', {
    organization_prefixed_id: demo.prefixedId,
    email,
    first_name: 'Robin',
    last_name: 'Recurring',
    password: 'a-long-enough-password',
    password_confirmation: 'a-long-enough-password',
  });
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  const body = registered.json();
  const donor: Donor = {
    organizationPrefixedId: demo.prefixedId,
    customerId: body.stripe_customer_id,
    donorPrefixedId: body.donor_prefixed_id,
    token: body.giving_token,
  };
  let added = await client.addCard(donor, card);
  // A card whose bank asks when it is saved (Stripe's 3-D Secure test cards): the donor completes
  // the test challenge and the form sends the card again.
  if (added.statusCode === 402 && added.json().code === 'authentication_required') {
    added = await client.addCardAfterChallenge(donor, card);
  }
  if (added.statusCode !== 200) throw new Error(`card: ${added.statusCode} ${added.body}`);
  return { ...donor, email, client, paymentMethodId: added.json().payment_method_id };
}

/** A recurring gift through POST /api/give; returns its prefixed id. */
export async function startRecurringGift(
  testApp: TestApp,
  donor: RecurringDonor,
  gift: {
    frequency: string;
    startDate: string;
    amount: number;
    isFeeCovered?: boolean;
    paymentMethodId?: string;
  },
): Promise<string> {
  const demo = await organizationOf(testApp);
  const fund = demo.onlineGiving.funds.find((f) => f.name === 'General Fund')!;
  const response = await donor.client.give(donor, {
    payment_method_id: gift.paymentMethodId ?? donor.paymentMethodId,
    amount: gift.amount,
    fund_prefixed_id: fund.prefixedId,
    frequency: gift.frequency,
    start_date: gift.startDate,
    is_fee_covered: gift.isFeeCovered ?? false,
  });
  if (response.statusCode !== 201) throw new Error(`give: ${response.statusCode} ${response.body}`);
  return response.json().recurring_giving.prefixed_id;
}

export async function giftRow(testApp: TestApp, prefixedId: string) {
  const [row] = await testApp.app.db
    .select()
    .from(recurringGivings)
    .where(eq(recurringGivings.prefixedId, prefixedId));
  if (!row) throw new Error(`no recurring gift ${prefixedId}`);
  return row;
}

/** The gift's contributions, oldest occurrence first. */
export async function contributionsOfGift(testApp: TestApp, prefixedId: string): Promise<ContributionRow[]> {
  const gift = await giftRow(testApp, prefixedId);
  const rows = await testApp.app.db
    .select()
    .from(contributions)
    .where(eq(contributions.recurringGivingId, gift.id));
  return rows.sort((a, b) => (a.occurrenceDate ?? '').localeCompare(b.occurrenceDate ?? ''));
}

export async function chargesOfGift(testApp: TestApp, prefixedId: string) {
  const gift = await giftRow(testApp, prefixedId);
  return testApp.app.db
    .select()
    .from(recurringCharges)
    .where(eq(recurringCharges.recurringGivingId, gift.id));
}

/** The sandbox's charges of the gift (what the "card network" saw), by idempotency key. */
export async function processorChargesOfGift(testApp: TestApp, prefixedId: string) {
  const rows = await testApp.app.db.select().from(sandboxCharges);
  return rows
    .filter((row) => row.metadata.recurring_giving_prefixed_id === prefixedId)
    .sort((a, b) => a.idempotencyKey.localeCompare(b.idempotencyKey));
}

/** Runs the worker once a day, from `from` through `to` (inclusive). */
export async function runDaily(testApp: TestApp, clock: TestClock, from: string, to: string): Promise<void> {
  for (let day = from; day <= to; day = nextDay(day)) {
    clock.setDay(day);
    await testApp.app.recurringWorker.runOnce();
  }
}

export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export interface RecurringEngineWorld {
  clock: TestClock;
  mailbox: Mailbox;
  /** Set once the file's `beforeAll` has run. */
  testApp: TestApp;
  /** Prefixed ids of a test's gifts, deleted once it ends so they take no part in later simulated days. */
  ended: string[];
}

/**
 * One app on the engine's clock, its mail kept, started before the file's tests and closed after
 * them. The demo data's gifts, dated by the wall clock, are paused out of these simulated years.
 */
export function openRecurringEngineWorld(): RecurringEngineWorld {
  return openWorld(async (world) => {
    const testApp = await startTestApp({
      clock: world.clock.read,
      config: { dataDir: world.mailbox.dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
    });
    return { testApp, close: () => testApp.close() };
  });
}

/**
 * The same world in Stripe mode: the app's Stripe SDK on a local Stripe double, its keys named by
 * `keys` (`sk_test_<keys>`, `pk_test_<keys>`). A test connects the demo church when its gifts are
 * to move to Stripe (`connectDemoChurch`).
 */
export function openRecurringStripeWorld(keys: string): RecurringEngineWorld & { double: StripeDouble } {
  return openWorld(async (world) => {
    const stripe = await startAppOnStripeDouble({
      keys,
      clock: world.clock.read,
      config: { dataDir: world.mailbox.dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
    });
    world.double = stripe.double;
    return stripe;
  });
}

function openWorld<World extends RecurringEngineWorld>(
  start: (world: World) => Promise<{ testApp: TestApp; close(): Promise<void> }>,
): World {
  const world = {
    clock: new TestClock(),
    mailbox: new Mailbox(),
    ended: [] as string[],
  } as unknown as World;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await start(world);
    world.testApp = started.testApp;
    close = started.close;
    await world.testApp.app.db.update(recurringGivings).set({ status: 'paused' });
  });
  afterAll(async () => {
    await close?.();
    world.mailbox.remove();
  });
  afterEach(async () => {
    if (world.ended.length === 0) return;
    await world.testApp.app.db
      .update(recurringGivings)
      .set({ status: 'deleted' })
      .where(inArray(recurringGivings.prefixedId, world.ended.splice(0)));
  });
  return world;
}
