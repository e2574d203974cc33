import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calendarDateInTimeZone, coverFee, generateIdentifier, nextGivingDate } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import {
  contributionFunds,
  contributions,
  funds,
  recurringGivings,
  sandboxCharges,
  users,
} from '../src/db/schema';
import { GivingClient, organizationOf, type Donor, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, type TestApp } from './helper';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-giving-'));

let testApp: TestApp;
let demo: Awaited<ReturnType<typeof organizationOf>>;
let generalFund: string;
beforeAll(async () => {
  testApp = await startTestApp({ config: { dataDir, givingRateLimits: RELAXED_GIVING_LIMITS } });
  demo = await organizationOf(testApp);
  generalFund = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
});
afterAll(() => testApp?.close());

const today = () => calendarDateInTimeZone('America/Chicago');
let emailCounter = 0;
const newEmail = () => `guest${++emailCounter}-${Date.now()}@example.com`;

async function contributionsOf(donorPrefixedId: string) {
  const db = testApp.app.db;
  const [user] = await db.select().from(users).where(eq(users.prefixedId, donorPrefixedId));
  return db.select().from(contributions).where(eq(contributions.donorUserId, user!.id));
}

function mailTo(email: string): string[] {
  const folder = path.join(dataDir, 'mail');
  return readdirSync(folder)
    .filter((file) => file.includes(email))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'));
}

async function guestWithCard(client = new GivingClient(testApp), card = '4242424242424242') {
  const donor = await client.customer(demo.prefixedId, newEmail());
  const added = await client.addCard(donor, card);
  expect(added.statusCode).toBe(200);
  return { client, donor, paymentMethodId: added.json().payment_method_id as string };
}

describe('a guest’s one-time gift', () => {
  it('goes customer → setup-intent → sandbox card → give, and records the gift, its fund and a receipt', async () => {
    const client = new GivingClient(testApp);
    const email = newEmail();
    const donor = await client.customer(demo.prefixedId, email);
    expect(donor.customerId).toMatch(/^cus_sbx_/);

    const intent = await client.post(
      '/api/give/setup-intent',
      { organization_prefixed_id: demo.prefixedId, stripe_customer_id: donor.customerId },
      { 'x-giving-token': donor.token },
    );
    expect(intent.statusCode).toBe(200);
    expect(intent.json()).toEqual({
      client_secret: expect.any(String),
      setup_intent_id: expect.stringMatching(/^seti_/),
    });

    const card = await client.addCard(donor, '4242 4242 4242 4242');
    expect(card.statusCode).toBe(200);
    expect(card.json()).toEqual({
      payment_method_id: expect.stringMatching(/^pm_sbx_/),
      brand: 'visa',
      last_four: '4242',
      exp_month: 12,
      exp_year: 2030,
    });

    const listed = await client.browser.request({
      url: `/api/give/stripe-payment-methods?stripe_customer_id=${donor.customerId}&organization_prefixed_id=${demo.prefixedId}`,
      headers: { 'x-giving-token': donor.token },
    });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: card.json().payment_method_id, last_four: '4242' }),
    ]);

    const gift = await client.give(donor, {
      payment_method_id: card.json().payment_method_id,
      amount: 5000,
      fund_prefixed_id: generalFund,
      is_fee_covered: true,
      memo: 'For the food pantry',
    });
    expect(gift.statusCode).toBe(201);
    const covered = coverFee(5000, { percentBps: 290, fixedCents: 30 });
    expect(gift.json()).toEqual({
      contribution: {
        prefixed_id: expect.stringMatching(/^con_/),
        amount: covered.chargedCents,
        fee: covered.chargedCents - covered.netCents,
        net_amount: covered.netCents,
        covered_fee: covered.feeCents,
        status: 'succeeded',
        date: today(),
      },
      recurring_giving: null,
      receipt_email: email,
    });

    const [row] = await contributionsOf(donor.donorPrefixedId);
    expect(row).toMatchObject({
      amount: covered.chargedCents,
      isFeeCovered: true,
      memo: 'For the food pantry',
      cardLastFour: '4242',
    });
    const pivot = await testApp.app.db
      .select()
      .from(contributionFunds)
      .where(eq(contributionFunds.contributionId, row!.id));
    expect(pivot).toEqual([
      expect.objectContaining({ amount: covered.chargedCents, netAmount: covered.netCents }),
    ]);

    const [receipt] = mailTo(email);
    expect(receipt).toContain('Thank you for your gift to Grace Community Church');
    expect(receipt).toContain('$50.00');
    expect(receipt).toContain('4242');
  });

  it('sends the receipt in the donor’s locale and remembers it', async () => {
    const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': 'es' });
    const email = newEmail();
    const donor = await client.customer(demo.prefixedId, email);
    const card = await client.addCard(donor, '4242424242424242');
    const gift = await client.give(donor, {
      payment_method_id: card.json().payment_method_id,
      amount: 2500,
      fund_prefixed_id: generalFund,
    });
    expect(gift.statusCode).toBe(201);
    expect(mailTo(email)[0]).toContain('Gracias por su donaci');
    // Spanish as it is written in the church's country (es-US), not Spain's "25,00 US$".
    expect(mailTo(email)[0]).toContain('$25.00');
    expect(mailTo(email)[0]).not.toContain('US$');
    const [user] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.prefixedId, donor.donorPrefixedId));
    expect(user!.locale).toBe('es');
  });
});

describe('declines', () => {
  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.', 'Su tarjeta fue rechazada.'],
    [
      '4000000000009995',
      'insufficient_funds',
      'Your card has insufficient funds.',
      'Su tarjeta no tiene fondos suficientes.',
    ],
    ['4000000000000069', 'expired_card', 'Your card has expired.', 'Su tarjeta está vencida.'],
    [
      '4000000000000127',
      'incorrect_cvc',
      'Your card’s security code is incorrect.',
      'El código de seguridad de su tarjeta es incorrecto.',
    ],
  ])('%s is refused at card set-up with 402 %s, in en and es', async (number, code, en, es) => {
    const client = new GivingClient(testApp);
    const donor = await client.customer(demo.prefixedId, newEmail());
    const english = await client.addCard(donor, number);
    expect(english.statusCode).toBe(402);
    expect(english.json()).toEqual({ code, message: en });
    const spanish = await client.addCard(donor, number, { 'x-locale': 'es' });
    expect(spanish.json()).toEqual({ code, message: es });
    expect(await contributionsOf(donor.donorPrefixedId)).toEqual([]);
  });

  it('a number failing the Luhn check is a 422 invalid number', async () => {
    const client = new GivingClient(testApp);
    const donor = await client.customer(demo.prefixedId, newEmail());
    const response = await client.addCard(donor, '4242424242424241');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'invalid_number',
      errors: { card_number: ['Your card number is invalid.'] },
    });
  });

  it('4000000000000341 attaches, but the charge is declined with 402 and nothing is recorded', async () => {
    const { client, donor, paymentMethodId } = await guestWithCard(undefined, '4000000000000341');
    const gift = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 5000,
      fund_prefixed_id: generalFund,
    });
    expect(gift.statusCode).toBe(402);
    expect(gift.json()).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    expect(await contributionsOf(donor.donorPrefixedId)).toEqual([]);
  });
});

describe('recurring gifts', () => {
  it('need an account: a guest gets 403 with a clear message', async () => {
    const { client, donor, paymentMethodId } = await guestWithCard();
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 5000,
      fund_prefixed_id: generalFund,
      frequency: 'monthly',
      start_date: today(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'account_required',
      message: 'Recurring gifts need a donor account. Create an account or log in, or give one time instead.',
    });
  });

  async function registered() {
    const client = new GivingClient(testApp);
    const email = newEmail();
    const response = await client.post('/api/give/register', {
      organization_prefixed_id: demo.prefixedId,
      email,
      first_name: 'Rae',
      last_name: 'Donor',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    const donor: Donor = {
      organizationPrefixedId: demo.prefixedId,
      customerId: body.stripe_customer_id,
      donorPrefixedId: body.donor_prefixed_id,
      token: body.giving_token,
    };
    const card = await client.addCard(donor, '4242424242424242');
    return { client, donor, email, paymentMethodId: card.json().payment_method_id as string };
  }

  it('register, then a monthly gift starting today is charged now and scheduled for the next date', async () => {
    const { client, donor, paymentMethodId } = await registered();
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 10_000,
      fund_prefixed_id: generalFund,
      frequency: 'monthly',
      start_date: today(),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.contribution).toMatchObject({ amount: 10_000, status: 'succeeded' });
    expect(body.recurring_giving).toEqual({
      prefixed_id: expect.stringMatching(/^rcg_/),
      frequency: 'monthly',
      start_date: today(),
      next_occurrence: nextGivingDate(today(), 'monthly'),
    });
    const [recurring] = await testApp.app.db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.prefixedId, body.recurring_giving.prefixed_id));
    expect(recurring).toMatchObject({ status: 'active', lastOccurrence: today(), amount: 10_000 });
    const [contribution] = await contributionsOf(donor.donorPrefixedId);
    expect(contribution).toMatchObject({ recurringGivingId: recurring!.id, occurrenceDate: today() });
  });

  it('a gift starting later charges nothing now, and its next occurrence is the start date', async () => {
    const { client, donor, paymentMethodId } = await registered();
    const start = nextGivingDate(today(), 'weekly');
    const response = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 2_500,
      fund_prefixed_id: generalFund,
      frequency: 'every_other_week',
      start_date: start,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      contribution: null,
      receipt_email: null,
      recurring_giving: { start_date: start, next_occurrence: start },
    });
    expect(await contributionsOf(donor.donorPrefixedId)).toEqual([]);
  });

  it('register refuses an email that already has an account', async () => {
    const response = await new GivingClient(testApp).post('/api/give/register', {
      organization_prefixed_id: demo.prefixedId,
      email: 'donor@example.com',
      first_name: 'J',
      last_name: 'R',
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual([
      'An account already exists for this email. Please log in.',
    ]);
  });
});

describe('validation', () => {
  let setup: Awaited<ReturnType<typeof guestWithCard>>;
  beforeAll(async () => {
    setup = await guestWithCard();
  });
  const attempt = (body: Record<string, unknown>, locale = 'en', headers: Record<string, string> = {}) =>
    setup.client.give(
      setup.donor,
      { payment_method_id: setup.paymentMethodId, amount: 5000, fund_prefixed_id: generalFund, ...body },
      { 'x-locale': locale, ...headers },
    );

  it.each([
    [{ amount: null }, 'amount', 'Amount cannot be blank', 'El monto no puede estar vacío'],
    [{ amount: 50 }, 'amount', 'The amount cannot be lower than $1.00', 'El monto no puede ser menor que'],
    [
      { amount: 2_500_001 },
      'amount',
      'The amount cannot be higher than $25,000.00',
      'El monto no puede ser mayor que',
    ],
    [{ amount: 1000.5 }, 'amount', 'Enter an amount in whole cents', 'Ingrese un monto en centavos enteros'],
    [{ amount: -500 }, 'amount', 'The amount cannot be lower than $1.00', 'El monto no puede ser menor que'],
    [
      { fund_prefixed_id: 'fund_nope' },
      'fund_prefixed_id',
      'The selected fund account is currently disabled.',
      'El fondo seleccionado está deshabilitado actualmente.',
    ],
    [{ frequency: 'monthly', start_date: '2001-01-01' }, 'start_date', 'Invalid date', 'Fecha no válida'],
    [
      { frequency: 'monthly', start_date: '2099-01-01' },
      'start_date',
      'Please choose a date within one year from today.',
      'Elija una fecha dentro de un año a partir de hoy.',
    ],
    [
      { frequency: 'monthly' },
      'start_date',
      'Please select a start date for your recurring giving.',
      'Seleccione una fecha de inicio',
    ],
    [
      { frequency: 'annually' },
      'frequency',
      'The frequency type must be selected.',
      'Debe seleccionar el tipo de frecuencia.',
    ],
  ])('%j → 422 on %s in en and es', async (body, field, en, es) => {
    const english = await attempt(body);
    expect(english.statusCode).toBe(422);
    expect(english.json().errors[field][0]).toContain(en);
    const spanish = await attempt(body, 'es');
    expect(spanish.json().errors[field][0]).toContain(es);
  });

  it('a disabled fund is refused with the spec’s message', async () => {
    const [building] = await testApp.app.db.select().from(funds).where(eq(funds.name, 'Building Fund'));
    await testApp.app.db.update(funds).set({ isEnabled: false }).where(eq(funds.id, building!.id));
    try {
      const response = await attempt({ fund_prefixed_id: building!.prefixedId });
      expect(response.json().errors.fund_prefixed_id).toEqual([
        'The selected fund account is currently disabled.',
      ]);
    } finally {
      await testApp.app.db.update(funds).set({ isEnabled: true }).where(eq(funds.id, building!.id));
    }
  });

  it('a missing or malformed Idempotency-Key is a 422', async () => {
    for (const key of ['', 'not-a-key', generateIdentifier().toLowerCase()]) {
      const response = await attempt({}, 'en', { 'idempotency-key': key });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors['Idempotency-Key']).toEqual([
        'The Idempotency-Key header must be a generated identifier.',
      ]);
    }
  });
});

describe('Idempotency-Key', () => {
  it('50 concurrent requests with one key make one contribution and one charge, all with the same answer', async () => {
    const { client, donor, paymentMethodId } = await guestWithCard();
    const key = generateIdentifier();
    const body = { payment_method_id: paymentMethodId, amount: 7_500, fund_prefixed_id: generalFund };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => client.give(donor, body, { 'idempotency-key': key })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const prefixedIds = new Set(responses.map((response) => response.json().contribution.prefixed_id));
    expect(prefixedIds.size).toBe(1);
    expect(await contributionsOf(donor.donorPrefixedId)).toHaveLength(1);
    const charges = await testApp.app.db
      .select()
      .from(sandboxCharges)
      .where(and(eq(sandboxCharges.customerId, donor.customerId), eq(sandboxCharges.status, 'succeeded')));
    expect(charges).toHaveLength(1);
  });

  it('the same key with a different body is a 422', async () => {
    const { client, donor, paymentMethodId } = await guestWithCard();
    const key = generateIdentifier();
    const first = await client.give(
      donor,
      { payment_method_id: paymentMethodId, amount: 5000, fund_prefixed_id: generalFund },
      { 'idempotency-key': key },
    );
    expect(first.statusCode).toBe(201);
    const second = await client.give(
      donor,
      { payment_method_id: paymentMethodId, amount: 9000, fund_prefixed_id: generalFund },
      { 'idempotency-key': key },
    );
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe('This Idempotency-Key was already used with a different gift.');
  });
});

describe('the giving token', () => {
  let setup: Awaited<ReturnType<typeof guestWithCard>>;
  beforeAll(async () => {
    setup = await guestWithCard();
  });
  const gift = () => ({
    payment_method_id: setup.paymentMethodId,
    amount: 5000,
    fund_prefixed_id: generalFund,
  });

  it('is required (401)', async () => {
    const response = await setup.client.give(setup.donor, gift(), { 'x-giving-token': '' });
    expect(response.statusCode).toBe(401);
  });

  it('tampered or expired is refused (401)', async () => {
    const [payload, signature] = setup.donor.token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const expired = Buffer.from(JSON.stringify({ ...claims, e: Date.now() - 1 })).toString('base64url');
    for (const token of [`${expired}.${signature}`, `${payload}.${signature.slice(1)}x`, 'nonsense']) {
      const response = await setup.client.give(setup.donor, gift(), { 'x-giving-token': token });
      expect(response.statusCode).toBe(401);
    }
  });

  it('of another organization is refused (403), and a hope donor cannot give as a demo donor', async () => {
    const hope = await organizationOf(testApp, 'hope');
    const hopeClient = new GivingClient(testApp, 'hope.localhost');
    const hopeDonor = await hopeClient.customer(hope.prefixedId, newEmail());
    const asDemo = await setup.client.give({ ...setup.donor, token: hopeDonor.token }, gift());
    expect(asDemo.statusCode).toBe(403);
    const otherCustomer = await setup.client.give(
      { ...hopeDonor, organizationPrefixedId: demo.prefixedId },
      gift(),
    );
    expect(otherCustomer.statusCode).toBe(403);
    expect(await contributionsOf(setup.donor.donorPrefixedId)).toEqual([]);
  });

  it('got with an email alone cannot see or use the cards the donor saved before', async () => {
    const client = new GivingClient(testApp);
    const email = newEmail();
    const first = await client.customer(demo.prefixedId, email);
    const saved = await client.addCard(first, '4242424242424242');
    // No waiting: what a token may use is not a matter of time (test/givingTokenCards.test.ts).
    const stranger = await new GivingClient(testApp).customer(demo.prefixedId, email);
    const listed = await client.browser.request({
      url: `/api/give/stripe-payment-methods?stripe_customer_id=${stranger.customerId}&organization_prefixed_id=${demo.prefixedId}`,
      headers: { 'x-giving-token': stranger.token },
    });
    expect(listed.json()).toEqual({ data: [] });
    const response = await client.give(stranger, {
      ...gift(),
      payment_method_id: saved.json().payment_method_id,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('CORS', () => {
  const preflight = (origin: string, url = '/api/give') =>
    new GivingClient(testApp).browser.request({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key,x-giving-token',
      },
    });

  it('allows a preflight from http://church.localhost:1234, without credentials', async () => {
    for (const url of ['/api/give', '/api/give/customer', '/api/online-giving/demo']) {
      const response = await preflight('http://church.localhost:1234', url);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('http://church.localhost:1234');
      expect(String(response.headers['access-control-allow-headers'])).toContain('Idempotency-Key');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('refuses https://evil.example', async () => {
    const response = await preflight('https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const organization = await new GivingClient(testApp).browser.request({
      url: '/api/online-giving/demo',
      headers: { origin: 'https://evil.example' },
    });
    expect(organization.headers['access-control-allow-origin']).toBeUndefined();
    const customer = await new GivingClient(testApp).post(
      '/api/give/customer',
      { organization_prefixed_id: demo.prefixedId, email: newEmail(), first_name: 'E', last_name: 'Vil' },
      { origin: 'https://evil.example' },
    );
    expect(customer.statusCode).toBe(403);
  });

  it('echoes an allowed origin on the real response', async () => {
    const response = await new GivingClient(testApp).browser.request({
      url: '/api/online-giving/demo',
      headers: { origin: 'http://church.localhost:1234' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://church.localhost:1234');
  });
});

describe('seed', () => {
  it('gives the demo donor a year of gifts, two recurring gifts, a refund and a failure', async () => {
    const db = testApp.app.db;
    const [donor] = await db.select().from(users).where(eq(users.email, 'donor@example.com'));
    const rows = await db.select().from(contributions).where(eq(contributions.donorUserId, donor!.id));
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((row) => row.status === 'refunded')).toEqual([
      expect.objectContaining({ refundReason: expect.any(String) }),
    ]);
    expect(rows.filter((row) => row.status === 'failed')).toHaveLength(1);
    const recurring = await db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.donorUserId, donor!.id));
    expect(recurring.map((row) => [row.scheduleType, row.amount, row.status]).sort()).toEqual([
      ['every_other_week', 2_500, 'active'],
      ['monthly', 10_000, 'active'],
    ]);
    expect(rows.some((row) => row.date === today())).toBe(true);
  });
});
