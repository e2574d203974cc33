// The giving form's calls with a card whose bank asks the donor to authenticate (3-D Secure), in
// sandbox mode. Stripe's 4000002760003184 asks when it is saved and again on every payment: the card
// entry answers 402 authentication_required and saves the card only with the challenge's answer, then
// POST /api/give answers the same 402 with the labelled test challenge to run, records nothing and
// charges nothing; the same request sent again with the same Idempotency-Key after "Complete
// authentication" gives the gift exactly once (receipt, recurring gift). 4000002500003155 asks once,
// when it is saved; its charges then never ask, off-session ones included. PGlite and PostgreSQL.
import { calendarDateInTimeZone, generateIdentifier } from '@halo/domain';
import { eq, like } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { contributions, recurringGivings, sandboxCharges } from '../src/db/schema';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS, type Donor } from './givingFlow';
import { startTestApp, type TestApp } from './helper';

jest.setTimeout(120_000);

const ASKS_EVERY_TIME = '4000002760003184';
const mailbox = new Mailbox();
let testApp: TestApp;
let organizationPrefixedId: string;
let general: string;

beforeAll(async () => {
  testApp = await startTestApp({
    config: { dataDir: mailbox.dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  const demo = await organizationOf(testApp);
  organizationPrefixedId = demo.prefixedId;
  general = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

let counter = 0;
const newEmail = () => `authenticate${++counter}-${Date.now()}@example.com`;

/** Saves a card as the form does: a card whose bank asks when it is saved passes the test challenge. */
async function saveCard(client: GivingClient, donor: Donor, cardNumber: string) {
  let added = await client.addCard(donor, cardNumber);
  if (cardNumber === ASKS_EVERY_TIME) {
    expect(added.statusCode).toBe(402);
    added = await client.addCardAfterChallenge(donor, cardNumber);
  }
  expect(added.statusCode).toBe(200);
  return added.json().payment_method_id as string;
}

async function guestWithCard(cardNumber: string, locale = 'en') {
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
  const email = newEmail();
  const donor = await client.customer(organizationPrefixedId, email);
  const paymentMethodId = await saveCard(client, donor, cardNumber);
  return { client, donor, email, paymentMethodId };
}

async function registeredWithCard(cardNumber: string) {
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': 'en' });
  const email = newEmail();
  const response = await client.post('/api/give/register', {
    organization_prefixed_id: organizationPrefixedId,
    email,
    first_name: 'Ana',
    last_name: 'Donor',
    password: 'a-long-password',
    password_confirmation: 'a-long-password',
  });
  const body = response.json();
  const donor: Donor = {
    organizationPrefixedId,
    customerId: body.stripe_customer_id,
    donorPrefixedId: body.donor_prefixed_id,
    token: body.giving_token,
  };
  const paymentMethodId = await saveCard(client, donor, cardNumber);
  return { client, donor, email, paymentMethodId };
}

async function contributionsWithKey(key: string) {
  return testApp.app.db.select().from(contributions).where(eq(contributions.idempotencyKey, key));
}

/** The sandbox's charges made for this Idempotency-Key (the processor's key derives from it). */
async function sandboxChargesOf(key: string) {
  return testApp.app.db
    .select()
    .from(sandboxCharges)
    .where(like(sandboxCharges.idempotencyKey, `give:%:${key}`));
}

async function waitForMail(email: string, count: number) {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = mailbox.all().filter((mail) => mail.to.includes(email));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mailbox.all().filter((mail) => mail.to.includes(email));
}

describe('a card that asks for authentication on every payment (4000002760003184)', () => {
  it('asks when the card is saved too, and saves it only once the test challenge passed', async () => {
    for (const locale of ['en', 'es'] as const) {
      const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
      const donor = await client.customer(organizationPrefixedId, newEmail());
      const cardsOf = async () =>
        (await testApp.app.payments.sandbox.listPaymentMethods(donor.customerId)).map(
          (method) => method.card.lastFour,
        );
      const asked = await client.addCard(donor, ASKS_EVERY_TIME);
      expect(asked.statusCode).toBe(402);
      expect(asked.json()).toEqual({
        code: 'authentication_required',
        message:
          locale === 'en'
            ? 'Your bank asks you to confirm this card. Nothing has been saved or charged yet.'
            : 'Su banco le pide confirmar esta tarjeta. Todavía no se ha guardado ni cobrado nada.',
        authentication: { mode: 'sandbox' },
      });
      expect(await cardsOf()).toEqual([]);

      const saved = await client.addCardAfterChallenge(donor, ASKS_EVERY_TIME);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ brand: 'visa', last_four: '3184' });
      expect(await cardsOf()).toEqual(['3184']);
    }
  });

  it('answers authentication_required, gives nothing, then gives once after the test challenge', async () => {
    const { client, donor, email, paymentMethodId } = await guestWithCard(ASKS_EVERY_TIME);
    const key = generateIdentifier();
    const gift = { payment_method_id: paymentMethodId, amount: 5000, fund_prefixed_id: general };
    const headers = { 'idempotency-key': key };

    const asked = await client.give(donor, gift, headers);
    expect(asked.statusCode).toBe(402);
    expect(asked.json()).toEqual({
      code: 'authentication_required',
      message: 'Your bank asks you to confirm this gift. Nothing has been charged yet.',
      authentication: { mode: 'sandbox' },
    });
    expect(await contributionsWithKey(key)).toEqual([]);
    expect(await sandboxChargesOf(key)).toMatchObject([{ status: 'requires_action' }]);

    // Sent again without the challenge's answer (the donor closed it): still waiting, still nothing.
    const again = await client.give(donor, gift, headers);
    expect(again.statusCode).toBe(402);
    expect(again.json()).toMatchObject({ code: 'authentication_required' });
    expect(await contributionsWithKey(key)).toEqual([]);

    const given = await client.give(donor, { ...gift, test_authentication: 'passed' }, headers);
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({
      contribution: { amount: 5000, status: 'succeeded' },
      receipt_email: email,
    });
    const [contribution] = await contributionsWithKey(key);
    expect(contribution).toMatchObject({ status: 'succeeded', chargedAmount: 5000, cardLastFour: '3184' });

    // The same key once more answers the same gift: one contribution, one charge at the sandbox.
    const replayed = await client.give(donor, { ...gift, test_authentication: 'passed' }, headers);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.json()).toEqual(given.json());
    expect(await contributionsWithKey(key)).toHaveLength(1);
    expect(await sandboxChargesOf(key)).toMatchObject([{ status: 'succeeded', amountCents: 5000 }]);
    const receipts = await waitForMail(email, 1);
    expect(receipts.map((mail) => mail.subject)).toEqual([
      'Thank you for your gift to Grace Community Church',
    ]);
  });

  it('charges nothing when the donor gives up and gives with another card instead', async () => {
    const { client, donor, paymentMethodId } = await guestWithCard(ASKS_EVERY_TIME);
    const firstKey = generateIdentifier();
    const asked = await client.give(
      donor,
      { payment_method_id: paymentMethodId, amount: 2000, fund_prefixed_id: general },
      { 'idempotency-key': firstKey },
    );
    expect(asked.statusCode).toBe(402);

    const other = await client.addCard(donor, '4242424242424242');
    const secondKey = generateIdentifier();
    const given = await client.give(
      donor,
      { payment_method_id: other.json().payment_method_id, amount: 2000, fund_prefixed_id: general },
      { 'idempotency-key': secondKey },
    );
    expect(given.statusCode).toBe(201);
    expect(await contributionsWithKey(firstKey)).toEqual([]);
    expect(await sandboxChargesOf(firstKey)).toMatchObject([{ status: 'requires_action' }]);
    expect(await contributionsWithKey(secondKey)).toHaveLength(1);
  });

  it('sets up a recurring gift only once the first charge is authenticated', async () => {
    const { client, donor, paymentMethodId } = await registeredWithCard(ASKS_EVERY_TIME);
    const key = generateIdentifier();
    const today = calendarDateInTimeZone('America/Chicago', testApp.app.clock());
    const gift = {
      payment_method_id: paymentMethodId,
      amount: 3000,
      fund_prefixed_id: general,
      frequency: 'monthly',
      start_date: today,
    };
    const asked = await client.give(donor, gift, { 'idempotency-key': key });
    expect(asked.statusCode).toBe(402);
    const donorGifts = () =>
      testApp.app.db
        .select()
        .from(recurringGivings)
        .innerJoin(contributions, eq(contributions.recurringGivingId, recurringGivings.id))
        .where(eq(contributions.idempotencyKey, key));
    expect(await donorGifts()).toEqual([]);

    const given = await client.give(
      donor,
      { ...gift, test_authentication: 'passed' },
      { 'idempotency-key': key },
    );
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({
      contribution: { amount: 3000 },
      recurring_giving: { frequency: 'monthly', start_date: today },
    });
    expect(await donorGifts()).toHaveLength(1);
  });

  it('says so in Spanish', async () => {
    const { client, donor, paymentMethodId } = await guestWithCard(ASKS_EVERY_TIME, 'es');
    const asked = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 1000,
      fund_prefixed_id: general,
    });
    expect(asked.statusCode).toBe(402);
    expect(asked.json().message).toBe(
      'Su banco le pide confirmar esta donación. Todavía no se ha cobrado nada.',
    );
  });

  it('refuses a test_authentication that is not the challenge’s answer', async () => {
    const { client, donor, paymentMethodId } = await guestWithCard(ASKS_EVERY_TIME);
    const refused = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 1000,
      fund_prefixed_id: general,
      test_authentication: 'failed',
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('a card that asks only when it is saved (4000002500003155)', () => {
  const ASKS_WHEN_SAVED = '4000002500003155';

  it('asks when the card is saved, saves it once the test challenge passed, and is then charged without asking, off-session too', async () => {
    await testApp.app.db.update(recurringGivings).set({ status: 'paused' });
    const { client, donor } = await registeredWithCard('4242424242424242');
    const cardsOf = async () =>
      (await testApp.app.payments.sandbox.listPaymentMethods(donor.customerId)).map(
        (method) => method.card.lastFour,
      );

    const asked = await client.addCard(donor, ASKS_WHEN_SAVED);
    expect(asked.statusCode).toBe(402);
    expect(asked.json()).toEqual({
      code: 'authentication_required',
      message: 'Your bank asks you to confirm this card. Nothing has been saved or charged yet.',
      authentication: { mode: 'sandbox' },
    });
    expect(await cardsOf()).toEqual(['4242']);

    const saved = await client.post(
      '/api/give/sandbox/payment-methods',
      {
        organization_prefixed_id: organizationPrefixedId,
        stripe_customer_id: donor.customerId,
        card_number: ASKS_WHEN_SAVED,
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
        test_authentication: 'passed',
      },
      { 'x-giving-token': donor.token },
    );
    expect(saved.statusCode).toBe(200);
    const paymentMethodId = saved.json().payment_method_id as string;
    expect(await cardsOf()).toEqual(['4242', '3155']);

    // On session, the gift is charged without asking again.
    const oneTime = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 1500,
      fund_prefixed_id: general,
    });
    expect(oneTime.statusCode).toBe(201);

    // Off session, a monthly gift's charge goes through without "Confirm your gift".
    const today = calendarDateInTimeZone('America/Chicago', testApp.app.clock());
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const monthly = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 2500,
      fund_prefixed_id: general,
      frequency: 'monthly',
      start_date: tomorrow,
    });
    expect(monthly.statusCode).toBe(201);
    const giftId = monthly.json().recurring_giving.prefixed_id as string;
    await testApp.app.db
      .update(recurringGivings)
      .set({ nextOccurrence: today })
      .where(eq(recurringGivings.prefixedId, giftId));
    await testApp.app.recurringWorker.runOnce();
    const [gift] = await testApp.app.db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.prefixedId, giftId));
    const charged = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.recurringGivingId, gift!.id));
    expect(charged).toMatchObject([{ status: 'succeeded', chargedAmount: 2500, cardLastFour: '3155' }]);
  });

  it('saves nothing in Spanish either until the challenge passed', async () => {
    const { client, donor } = await guestWithCard('4242424242424242', 'es');
    const asked = await client.addCard(donor, ASKS_WHEN_SAVED);
    expect(asked.statusCode).toBe(402);
    expect(asked.json().message).toBe(
      'Su banco le pide confirmar esta tarjeta. Todavía no se ha guardado ni cobrado nada.',
    );
  });
});
