// The lobby kiosk (docs/PRODUCT.md §20, docs/CONTRACTS.md "Lobby kiosk") against the real server:
// "Start kiosk" signs the administrator out of that browser and leaves a device session that can
// only give; the kiosk gives through the giving form's own calls (a gift without an email belongs to
// the church's anonymous donor record and sends no receipt; with one, the receipt goes to it); the
// console lists the devices and turns them off; a turned-off, expired or other church's device, a
// browser without one and a bad CSRF token are each refused, saying which; the device's limit
// counts in the database; a kiosk's giver is refused the sandbox's test wallet (no wallet at a kiosk,
// kioskWalletStripe.test.ts for Stripe's). Every way into the console's calls is refused but the
// administrator's with 'manage-giving'.
import { ANONYMOUS_DONOR_EMAIL, generateIdentifier } from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { kioskMessage } from '../src/core/kioskDevices/kioskMessages';
import { enqueueMail } from '../src/mail/outbox';
import { contributions, kioskDevices, outboxMessages, sandboxPaymentMethods, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { DEMO_OWNER, HOPE_OWNER, signIn } from './adminFixtures';
import { RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { createDonor } from './reportFixtures';

jest.setTimeout(60_000);

const DEVICE_LIMIT = 5;
let testApp: TestApp;
let offsetMs = 0;
let demoOrganization: string;
let generalFund: string;

beforeAll(async () => {
  testApp = await startTestApp({
    config: { givingRateLimits: RELAXED_GIVING_LIMITS, kioskAttemptsPerDevicePerHour: DEVICE_LIMIT },
    clock: () => new Date(Date.now() + offsetMs),
  });
  await createDonor(testApp, 'demo', DEMO_OWNER);
  await createDonor(testApp, 'hope', HOPE_OWNER);
  const organization = await new TestBrowser(testApp).request({ url: '/api/online-giving/demo' });
  const body = organization.json();
  demoOrganization = body.prefixedId;
  generalFund = body.onlineGiving.funds[0].prefixedId;
});
afterAll(() => testApp?.close());

/** A tablet on which the demo church's owner pressed "Start kiosk". */
async function startKiosk(name = 'Lobby tablet', locale = 'en') {
  const tablet = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  const started = await tablet.request({
    method: 'POST',
    url: '/api/admin/kiosk-devices',
    payload: { name },
    headers: { 'x-locale': locale },
  });
  expect(started.statusCode).toBe(201);
  return { tablet, device: started.json().device as { prefixed_id: string; name: string } };
}

function kioskCustomer(tablet: TestBrowser, email = '', extra: Record<string, string> = {}) {
  return tablet.request({
    method: 'POST',
    url: '/api/kiosk/customer',
    payload: { organization_prefixed_id: demoOrganization, email },
    headers: extra,
  });
}

/** The giving form's own calls with the kiosk's token: the sandbox's card, then the gift. */
async function giveAtKiosk(tablet: TestBrowser, email = '', key = generateIdentifier()) {
  const customer = await kioskCustomer(tablet, email);
  expect(customer.statusCode).toBe(200);
  const { stripe_customer_id, donor_prefixed_id, giving_token } = customer.json();
  const headers = { 'x-giving-token': giving_token };
  const card = await tablet.request({
    method: 'POST',
    url: '/api/give/sandbox/payment-methods',
    sendCsrfToken: false,
    headers,
    payload: {
      organization_prefixed_id: demoOrganization,
      stripe_customer_id,
      card_number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      cardholder_name: 'Kiosk Giver',
    },
  });
  expect(card.statusCode).toBe(200);
  const giveBody = {
    organization_prefixed_id: demoOrganization,
    stripe_customer_id,
    donor_prefixed_id,
    payment_method_id: card.json().payment_method_id,
    amount: 2500,
    fund_prefixed_id: generalFund,
    frequency: 'one_time',
    is_fee_covered: false,
  };
  const give = () =>
    tablet.request({
      method: 'POST',
      url: '/api/give',
      sendCsrfToken: false,
      headers: { ...headers, 'idempotency-key': key },
      payload: giveBody,
    });
  return { give, donorPrefixedId: donor_prefixed_id as string, headers, giveBody };
}

const giftsOf = async (donorPrefixedId: string) => {
  const db = testApp.app.db;
  const [donor] = await db.select().from(users).where(eq(users.prefixedId, donorPrefixedId));
  return db.select().from(contributions).where(eq(contributions.donorUserId, donor!.id));
};

const receiptsTo = async (email: string) =>
  (await testApp.app.db.select({ message: outboxMessages.message }).from(outboxMessages)).filter((row) =>
    JSON.stringify(row.message.to).includes(email),
  ).length;

describe('starting a kiosk', () => {
  it('signs the administrator out of that browser and leaves a device that can only give', async () => {
    const { tablet, device } = await startKiosk();
    expect(device).toMatchObject({ name: 'Lobby tablet', state: 'active', started_by: DEMO_OWNER.email });
    expect(tablet.cookies.has('halo_kiosk')).toBe(true);
    expect(tablet.cookies.has('halo_session')).toBe(false);

    const status = await tablet.request({ url: '/api/kiosk' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({
      organization_prefixed_id: demoOrganization,
      device: { name: 'Lobby tablet' },
    });
    // Nothing of the console, nor of anybody's portal, answers the device.
    const list = await tablet.request({ url: '/api/admin/kiosk-devices' });
    expect(list.statusCode).toBe(401);
    const me = await tablet.graphql('query { me { email } }');
    expect(me.json().data?.me ?? null).toBeNull();
  });

  it('gives without an email as the church’s anonymous donor, sending no receipt, once per key', async () => {
    const { tablet } = await startKiosk();
    await tablet.fetchCsrfCookie();
    const kiosk = await giveAtKiosk(tablet);
    const first = await kiosk.give();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ receipt_email: null, contribution: { amount: 2500 } });
    const again = await kiosk.give();
    expect(again.json()).toEqual(first.json());

    const [anonymous] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.email, ANONYMOUS_DONOR_EMAIL));
    expect(anonymous?.prefixedId).toBe(kiosk.donorPrefixedId);
    expect(anonymous?.passwordHash).toBeNull();
    expect(await giftsOf(kiosk.donorPrefixedId)).toHaveLength(1);
    expect(await receiptsTo(ANONYMOUS_DONOR_EMAIL)).toBe(0);
  });

  it('gives with an email to that donor, whose receipt goes to it', async () => {
    const { tablet } = await startKiosk();
    await tablet.fetchCsrfCookie();
    const kiosk = await giveAtKiosk(tablet, 'kiosk.giver@example.org');
    const gift = await kiosk.give();
    expect(gift.statusCode).toBe(201);
    expect(gift.json().receipt_email).toBe('kiosk.giver@example.org');
    expect(await giftsOf(kiosk.donorPrefixedId)).toHaveLength(1);
    expect(await receiptsTo('kiosk.giver@example.org')).toBe(1);
  });

  it('refuses an email that is not one, naming the field in the kiosk’s language', async () => {
    const { tablet } = await startKiosk();
    await tablet.fetchCsrfCookie();
    const answer = await kioskCustomer(tablet, 'not an email', { 'x-locale': 'es' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors.email).toEqual(['Debe ser un correo electrónico válido']);
  });
});

describe('no wallet at a kiosk', () => {
  it('refuses the test wallet to a kiosk’s giver, in the kiosk’s language, attaching no card', async () => {
    const { tablet } = await startKiosk();
    await tablet.fetchCsrfCookie();
    const customer = await kioskCustomer(tablet);
    const { stripe_customer_id, giving_token } = customer.json();
    const wallet = await tablet.request({
      method: 'POST',
      url: '/api/give/sandbox/wallet-payment-methods',
      sendCsrfToken: false,
      headers: { 'x-giving-token': giving_token, 'x-locale': 'es' },
      payload: { organization_prefixed_id: demoOrganization, stripe_customer_id },
    });
    expect(wallet.statusCode).toBe(403);
    expect(wallet.json()).toEqual({ message: kioskMessage('es', 'walletRefused'), code: 'kiosk_wallet' });
    const attached = await testApp.app.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.customerId, stripe_customer_id));
    expect(attached.filter((card) => card.wallet !== null)).toEqual([]);
  });
});

describe('the device session is refused', () => {
  it('without a device, with a bad CSRF token, and for another church', async () => {
    const stranger = new TestBrowser(testApp, 'demo.localhost');
    const none = await stranger.request({ url: '/api/kiosk' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: kioskMessage('en', 'notAKiosk'), code: 'kiosk_missing' });

    const { tablet } = await startKiosk();
    await tablet.fetchCsrfCookie();
    const forged = await tablet.request({
      method: 'POST',
      url: '/api/kiosk/customer',
      payload: { organization_prefixed_id: demoOrganization, email: '' },
      sendCsrfToken: false,
    });
    expect(forged.statusCode).toBe(419);

    const elsewhere = new TestBrowser(testApp, 'hope.localhost');
    elsewhere.cookies.set('halo_kiosk', tablet.cookies.get('halo_kiosk')!);
    const other = await elsewhere.request({ url: '/api/kiosk' });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('kiosk_other_church');
  });

  it('once revoked, in the console’s list, on its next call and for a gift half-way through', async () => {
    const { tablet, device } = await startKiosk('Welcome desk');
    await tablet.fetchCsrfCookie();
    const kiosk = await giveAtKiosk(tablet);

    const console_ = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    const listed = (await console_.request({ url: '/api/admin/kiosk-devices' })).json().data;
    expect(
      listed.find((row: { prefixed_id: string }) => row.prefixed_id === device.prefixed_id),
    ).toMatchObject({ name: 'Welcome desk', state: 'active', last_used_at: expect.any(String) });
    const revoked = await console_.request({
      method: 'POST',
      url: `/api/admin/kiosk-devices/${device.prefixed_id}/revoke`,
      payload: {},
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().device).toMatchObject({ state: 'revoked', revoked_at: expect.any(String) });

    const next = await tablet.request({ url: '/api/kiosk', headers: { 'x-locale': 'es' } });
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ message: kioskMessage('es', 'revoked'), code: 'kiosk_revoked' });
    const giftsBefore = (await giftsOf(kiosk.donorPrefixedId)).length;
    const halfWay = await kiosk.give();
    expect(halfWay.statusCode).toBe(401);
    expect(halfWay.json().code).toBe('kiosk_revoked');
    expect(await giftsOf(kiosk.donorPrefixedId)).toHaveLength(giftsBefore);
  });

  it('thirty days after it started', async () => {
    const { tablet } = await startKiosk();
    offsetMs = 30 * 24 * 60 * 60_000;
    try {
      const expired = await tablet.request({ url: '/api/kiosk' });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ message: kioskMessage('en', 'expired'), code: 'kiosk_expired' });
    } finally {
      offsetMs = 0;
    }
  });

  it('past its limit of giving calls an hour, counted per device', async () => {
    const { tablet } = await startKiosk();
    await tablet.fetchCsrfCookie();
    for (let call = 0; call < DEVICE_LIMIT; call += 1) {
      expect((await kioskCustomer(tablet)).statusCode).toBe(200);
    }
    const over = await kioskCustomer(tablet);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another kiosk of the church still gives.
    const { tablet: second } = await startKiosk();
    await second.fetchCsrfCookie();
    expect((await kioskCustomer(second)).statusCode).toBe(200);
  });
});

describe('the console’s kiosk calls', () => {
  it('refuse a guest, a donor, another church’s administrator and a bad CSRF token, changing nothing', async () => {
    const count = async () => (await testApp.app.db.select().from(kioskDevices)).length;
    const before = await count();
    const guest = new TestBrowser(testApp, 'demo.localhost');
    await guest.fetchCsrfCookie();
    const donor = await signIn(testApp, DEMO_DONOR, 'demo.localhost');
    const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    const hopeOnDemo = new TestBrowser(testApp, 'demo.localhost');
    for (const [name, value] of hope.cookies) hopeOnDemo.cookies.set(name, value);
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');

    const start = (browser: TestBrowser, sendCsrfToken = true) =>
      browser.request({
        method: 'POST',
        url: '/api/admin/kiosk-devices',
        payload: { name: 'Sneaky' },
        sendCsrfToken,
      });
    expect((await start(guest)).statusCode).toBe(401);
    expect((await start(donor)).statusCode).toBe(403);
    expect((await start(hopeOnDemo)).statusCode).toBe(401);
    expect((await start(owner, false)).statusCode).toBe(419);
    expect((await guest.request({ url: '/api/admin/kiosk-devices' })).statusCode).toBe(401);
    expect((await donor.request({ url: '/api/admin/kiosk-devices' })).statusCode).toBe(403);
    expect((await hopeOnDemo.request({ url: '/api/admin/kiosk-devices' })).statusCode).toBe(401);
    expect(await count()).toBe(before);
    // The owner is still signed in: a refused start signed nobody out.
    expect((await owner.request({ url: '/api/admin/kiosk-devices' })).statusCode).toBe(200);
  });

  it('name the field of a start without a name, and find no other church’s device to revoke', async () => {
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    const nameless = await owner.request({
      method: 'POST',
      url: '/api/admin/kiosk-devices',
      payload: { name: '   ' },
      headers: { 'x-locale': 'es' },
    });
    expect(nameless.statusCode).toBe(422);
    expect(nameless.json().errors.name).toEqual(['Este campo es obligatorio']);

    const hope = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    const started = await hope.request({
      method: 'POST',
      url: '/api/admin/kiosk-devices',
      payload: { name: 'Hope lobby' },
    });
    const hopeDevice = started.json().device.prefixed_id as string;
    const revoke = await owner.request({
      method: 'POST',
      url: `/api/admin/kiosk-devices/${hopeDevice}/revoke`,
      payload: {},
    });
    expect(revoke.statusCode).toBe(404);
    const [row] = await testApp.app.db
      .select()
      .from(kioskDevices)
      .where(and(eq(kioskDevices.prefixedId, hopeDevice)));
    expect(row?.revokedAt).toBeNull();
  });
});

describe('the giving limits at a kiosk, with the product’s own', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ config: { kioskAttemptsPerDevicePerHour: 1_000 } });
    await createDonor(limited, 'demo', DEMO_OWNER);
  });
  afterAll(() => limited?.close());

  it('count each anonymous giver on their own: one giver’s declines do not stop the next', async () => {
    const tablet = await signIn(limited, DEMO_OWNER, 'demo.localhost');
    const started = await tablet.request({
      method: 'POST',
      url: '/api/admin/kiosk-devices',
      payload: { name: 'Limits' },
    });
    expect(started.statusCode).toBe(201);
    await tablet.fetchCsrfCookie();
    const organization = (await tablet.request({ url: '/api/online-giving/demo' })).json().prefixedId;
    const giver = async () => {
      const answer = await tablet.request({
        method: 'POST',
        url: '/api/kiosk/customer',
        payload: { organization_prefixed_id: organization, email: '' },
      });
      expect(answer.statusCode).toBe(200);
      const { stripe_customer_id, giving_token } = answer.json();
      return (card: string) =>
        tablet.request({
          method: 'POST',
          url: '/api/give/sandbox/payment-methods',
          sendCsrfToken: false,
          headers: { 'x-giving-token': giving_token },
          payload: {
            organization_prefixed_id: organization,
            stripe_customer_id,
            card_number: card,
            exp_month: 12,
            exp_year: 2030,
            cvc: '123',
            cardholder_name: 'Kiosk Giver',
          },
        });
    };
    const first = await giver();
    // Five declines (no card more than twice, under the limit per card) reach the limit per donor.
    for (const card of [
      '4000000000000002',
      '4000000000000002',
      '4000000000009995',
      '4000000000009995',
      '4000000000000069',
    ]) {
      expect((await first(card)).statusCode).toBe(402);
    }
    expect((await first('4000000000000127')).statusCode).toBe(429);
    // The next giver at the same kiosk, the same anonymous donor record, is not held back.
    const next = await giver();
    expect((await next('4242424242424242')).statusCode).toBe(200);
  });
});

describe('the anonymous donor record', () => {
  it('is never written to: mail for it (a statement, a notice of every donor) is not queued', async () => {
    const before = (await testApp.app.db.select().from(outboxMessages)).length;
    const id = await enqueueMail(testApp.app.db, {
      to: ANONYMOUS_DONOR_EMAIL,
      subject: 'Your giving statement',
      text: 'Dear Anonymous,',
    });
    expect(id).toBe(0);
    expect(await testApp.app.db.select().from(outboxMessages)).toHaveLength(before);
  });
});
