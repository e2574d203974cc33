// Nothing follows a typed email (docs/ARCHITECTURE.md §4): a guest who types someone's address, or someone who
// registers a person's address before its owner ever gives, gets neither that person's gifts nor
// their cards; an account sees guest gifts of its address only once it has proven the mailbox, and
// an account that never does and holds nothing of its own is removed after a week without losing a
// gift (one that gives is kept: test/unverifiedAccountGifts.test.ts).
import { eq } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { retireUnverifiedAccounts, UNVERIFIED_ACCOUNT_DAYS } from '../src/core/accounts/unverifiedAccounts';
import { contributions, paymentMethods, recurringGivings, sessions, users } from '../src/db/schema';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS, type Donor } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';

const PASSWORD = 'correct horse battery';
const DAY = 24 * 60 * 60_000;
/** A recurring gift's start a month away, on any calendar. */
const SOON = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);

const mailbox = new Mailbox();
let testApp: TestApp;
let offset = 0;
let organizationPrefixedId: string;
let generalFund: string;
let counter = 0;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${(counter += 1)}@example.com`;

beforeAll(async () => {
  testApp = await startTestApp({
    config: { dataDir: mailbox.dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
    clock: () => new Date(Date.now() + offset),
  });
  const demo = await organizationOf(testApp);
  organizationPrefixedId = demo.prefixedId;
  generalFund = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});

/** Registers in the portal (POST /register), signed in on the returned browser, email unverified. */
async function register(email: string): Promise<{ browser: TestBrowser; userId: number }> {
  const browser = new TestBrowser(testApp);
  await browser.fetchCsrfCookie();
  const response = await browser.request({
    method: 'POST',
    url: '/register',
    payload: {
      first_name: 'Pat',
      last_name: 'Early',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(response.statusCode).toBe(201);
  const [user] = await testApp.app.db.select().from(users).where(eq(users.email, email));
  return { browser, userId: user!.id };
}

/** A guest gift with the typed `email`: token, card entered through it, one-time gift. */
async function guestGift(email: string, amount = 2500): Promise<{ donor: Donor; card: string }> {
  const client = new GivingClient(testApp);
  const donor = await client.customer(organizationPrefixedId, email);
  const added = await client.addCard(donor, '4242424242424242');
  expect(added.statusCode).toBe(200);
  const card = added.json().payment_method_id as string;
  const gift = await client.give(donor, { payment_method_id: card, amount, fund_prefixed_id: generalFund });
  expect(gift.statusCode).toBe(201);
  return { donor, card };
}

const HISTORY = /* GraphQL */ `
  query History($org: ID!) {
    donorContributions(organizationPrefixedId: $org) {
      totalResults
      totalAmount
      items {
        amount
      }
    }
    DonorDashboardReport(organizationPrefixedId: $org) {
      totalGifts
      singleGifts
    }
    donorPaymentMethods(organizationPrefixedId: $org) {
      processorId
    }
  }
`;

async function history(browser: TestBrowser) {
  const response = await browser.graphql(HISTORY, { org: organizationPrefixedId });
  expect(response.statusCode).toBe(200);
  const { data } = response.json();
  return {
    gifts: data.donorContributions.totalResults as number,
    totalAmount: data.donorContributions.totalAmount as number,
    dashboardTotal: data.DonorDashboardReport.totalGifts as number,
    singleGifts: data.DonorDashboardReport.singleGifts as number,
    cards: (data.donorPaymentMethods as { processorId: string }[]).map((card) => card.processorId),
  };
}

async function verifyFrom(browser: TestBrowser, email: string) {
  const link = mailbox
    .all()
    .filter((mail) => mail.to.includes(email))
    .flatMap((mail) => mail.links)
    .find((each) => each.includes('/verify-email/'));
  const token = /\/verify-email\/([\w-]+)/.exec(link ?? '')?.[1];
  expect(token).toBeTruthy();
  await browser.fetchCsrfCookie();
  return browser.request({ method: 'POST', url: '/email/verify', payload: { token } });
}

describe('an account registered before its owner ever gave (pre-hijack)', () => {
  it('sees neither the guest gifts of its address nor their cards until the address is proven', async () => {
    const email = uniqueEmail('owner');
    const squatter = await register(email);
    const { card } = await guestGift(email, 3100);

    // The squatter's portal: no gift, no total, no card.
    expect(await history(squatter.browser)).toEqual({
      gifts: 0,
      totalAmount: 0,
      dashboardTotal: 0,
      singleGifts: 0,
      cards: [],
    });
    // Its giving form (a full token from its session) neither lists nor charges the owner's card.
    const client = new GivingClient(testApp);
    client.browser.cookies.clear();
    for (const [name, value] of squatter.browser.cookies) client.browser.cookies.set(name, value);
    const full = await client.signedInCustomer(organizationPrefixedId, await prefixedIdOf(squatter.userId));
    const listed = await client.browser.request({
      url: `/api/give/stripe-payment-methods?stripe_customer_id=${full.customerId}&organization_prefixed_id=${organizationPrefixedId}`,
      headers: { 'x-giving-token': full.token },
    });
    expect(listed.json().data).toEqual([]);
    const charge = await client.give(full, {
      payment_method_id: card,
      amount: 5000,
      fund_prefixed_id: generalFund,
    });
    expect(charge.statusCode).toBe(422);
    const recurring = await client.give(full, {
      payment_method_id: card,
      amount: 5000,
      fund_prefixed_id: generalFund,
      frequency: 'monthly',
      start_date: SOON,
    });
    expect(recurring.statusCode).not.toBe(201);

    // The owner proves the mailbox from her own browser: the squatter's session ends, and the
    // account now shows the gift she gave as a guest (never the guest's card: that was the token's).
    const owner = new TestBrowser(testApp);
    expect((await verifyFrom(owner, email)).statusCode).toBe(200);
    const ownerSessions = await testApp.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, squatter.userId));
    expect(ownerSessions).toHaveLength(1);
    expect((await squatter.browser.graphql(HISTORY, { org: organizationPrefixedId })).statusCode).not.toBe(
      200,
    );
    expect(await history(owner)).toEqual({
      gifts: 1,
      totalAmount: 3100,
      dashboardTotal: 3100,
      singleGifts: 1,
      cards: [],
    });
  });

  it('still sees what it gave while signed in', async () => {
    const email = uniqueEmail('signed-in');
    const account = await register(email);
    const client = new GivingClient(testApp);
    for (const [name, value] of account.browser.cookies) client.browser.cookies.set(name, value);
    const full = await client.signedInCustomer(organizationPrefixedId, await prefixedIdOf(account.userId));
    const added = await client.addCard(full, '4242424242424242');
    const own = added.json().payment_method_id as string;
    expect(
      (await client.give(full, { payment_method_id: own, amount: 1800, fund_prefixed_id: generalFund }))
        .statusCode,
    ).toBe(201);
    await guestGift(email, 900);
    expect(await history(account.browser)).toEqual({
      gifts: 1,
      totalAmount: 1800,
      dashboardTotal: 1800,
      singleGifts: 1,
      cards: [own],
    });
  });
});

describe('a token got with an email alone', () => {
  it('answers the same for an unknown address, a guest, an unverified and a verified account', async () => {
    const guest = uniqueEmail('guest');
    await guestGift(guest);
    const unverified = uniqueEmail('unverified');
    await register(unverified);
    const verified = uniqueEmail('verified');
    await register(verified);
    expect((await verifyFrom(new TestBrowser(testApp), verified)).statusCode).toBe(200);

    const shapes = [];
    for (const email of [uniqueEmail('unknown'), guest, unverified, verified]) {
      const response = await new GivingClient(testApp).post('/api/give/customer', {
        organization_prefixed_id: organizationPrefixedId,
        email,
        first_name: 'Sam',
        last_name: 'Guest',
      });
      shapes.push({
        status: response.statusCode,
        keys: Object.keys(response.json()).sort(),
        cookies: response.cookies.map((cookie) => cookie.name).sort(),
      });
    }
    expect(new Set(shapes.map((shape) => JSON.stringify(shape))).size).toBe(1);
    expect(shapes[0]).toEqual({
      status: 200,
      keys: ['donor_prefixed_id', 'giving_token', 'stripe_customer_id'],
      cookies: [],
    });
  });

  it('cannot set up a recurring gift on an account, and is told as any guest is', async () => {
    const answers = [];
    for (const email of [uniqueEmail('nobody'), (await registered()).email]) {
      const client = new GivingClient(testApp);
      const donor = await client.customer(organizationPrefixedId, email);
      const card = (await client.addCard(donor, '4242424242424242')).json().payment_method_id;
      const response = await client.give(donor, {
        payment_method_id: card,
        amount: 2000,
        fund_prefixed_id: generalFund,
        frequency: 'monthly',
        start_date: SOON,
      });
      answers.push({ status: response.statusCode, code: response.json().code });
    }
    expect(answers).toEqual([
      { status: 403, code: 'account_required' },
      { status: 403, code: 'account_required' },
    ]);
  });
});

describe('accounts whose email is never proven', () => {
  it(`are removed after ${UNVERIFIED_ACCOUNT_DAYS} days when they hold nothing of their own; guest gifts of the address stay`, async () => {
    const email = uniqueEmail('never');
    const account = await register(email);
    // A gift given as a guest with the address is not the account's: it does not keep it.
    await guestGift(email, 1500);
    // An account that gave in its session, with its card and a recurring gift, is kept (and charges).
    const giverEmail = uniqueEmail('giver');
    const giver = await register(giverEmail);
    const client = new GivingClient(testApp);
    for (const [name, value] of giver.browser.cookies) client.browser.cookies.set(name, value);
    const full = await client.signedInCustomer(organizationPrefixedId, await prefixedIdOf(giver.userId));
    const card = (await client.addCard(full, '4242424242424242')).json().payment_method_id;
    const plan = await client.give(full, {
      payment_method_id: card,
      amount: 1500,
      fund_prefixed_id: generalFund,
      frequency: 'monthly',
      start_date: SOON,
    });
    expect(plan.statusCode).toBe(201);
    const verifiedEmail = uniqueEmail('proven');
    const proven = await register(verifiedEmail);
    expect((await verifyFrom(new TestBrowser(testApp), verifiedEmail)).statusCode).toBe(200);

    const db = testApp.app.db;
    expect(await retireUnverifiedAccounts(testApp.app, testApp.app.clock())).toBe(0);
    offset += (UNVERIFIED_ACCOUNT_DAYS - 1) * DAY;
    expect(await retireUnverifiedAccounts(testApp.app, testApp.app.clock())).toBe(0);
    offset += 2 * DAY;
    const now = testApp.app.clock();
    expect(await retireUnverifiedAccounts(testApp.app, now)).toBeGreaterThanOrEqual(1);

    const [user] = await db.select().from(users).where(eq(users.id, account.userId));
    expect(user).toMatchObject({ email, passwordHash: null });
    expect(await db.select().from(sessions).where(eq(sessions.userId, account.userId))).toEqual([]);
    expect(await db.select().from(paymentMethods).where(eq(paymentMethods.userId, account.userId))).toEqual(
      [],
    );
    const gifts = await db.select().from(contributions).where(eq(contributions.donorUserId, account.userId));
    expect(gifts.map((each) => [each.chargedAmount, each.givenAsGuest])).toEqual([[1500, true]]);
    // Its password no longer signs in; the proven account is untouched, and so is the giver's.
    const login = await new TestBrowser(testApp).login(email, PASSWORD);
    expect(login.statusCode).toBe(422);
    const [kept] = await db.select().from(users).where(eq(users.id, proven.userId));
    expect(kept!.passwordHash).not.toBeNull();
    const [keptGiver] = await db.select().from(users).where(eq(users.id, giver.userId));
    expect(keptGiver).toMatchObject({ emailVerifiedAt: null });
    expect(keptGiver!.passwordHash).not.toBeNull();
    const plans = await db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.donorUserId, giver.userId));
    expect(plans.map((each) => each.status)).toEqual(['active']);
    expect(
      await db.select().from(paymentMethods).where(eq(paymentMethods.userId, giver.userId)),
    ).toHaveLength(1);
    expect((await new TestBrowser(testApp).login(giverEmail, PASSWORD)).statusCode).toBe(200);
    // The address is its owner's to claim through her mailbox (forgot password sets one).
    const forgot = new TestBrowser(testApp);
    await forgot.fetchCsrfCookie();
    const reset = await forgot.request({
      method: 'POST',
      url: '/forgot-password',
      payload: { email },
      headers: { 'x-requested-by': 'halo-give' },
    });
    expect(reset.statusCode).toBe(200);
    expect(mailbox.latestTo(email)?.links.some((link) => link.includes('/reset-password/'))).toBe(true);
  });

  it("count their week on the API's clock, not the database's", async () => {
    // The API's clock runs more than a week ahead of the database's own time: an account registered
    // now is new on the clock that retires accounts.
    offset += (UNVERIFIED_ACCOUNT_DAYS + 1) * DAY;
    const email = uniqueEmail('fresh');
    const account = await register(email);
    await retireUnverifiedAccounts(testApp.app, testApp.app.clock());
    const [fresh] = await testApp.app.db.select().from(users).where(eq(users.id, account.userId));
    expect(fresh!.passwordHash).not.toBeNull();
    expect((await new TestBrowser(testApp).login(email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('the verification email', () => {
  it('tells a person who did not register to ignore it, in English and Spanish', async () => {
    const english = uniqueEmail('en');
    await register(english);
    expect(mailbox.latestTo(english)?.text).toContain(
      'If you did not create this account, ignore this email',
    );
    const spanish = uniqueEmail('es');
    const browser = new TestBrowser(testApp);
    await browser.fetchCsrfCookie();
    await browser.request({
      method: 'POST',
      url: '/register',
      payload: {
        first_name: 'Ana',
        last_name: 'Ruiz',
        email: spanish,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
      headers: { 'x-locale': 'es' },
    });
    expect(mailbox.latestTo(spanish)?.text).toContain('Si no creaste esta cuenta, ignora este correo');
  });
});

async function prefixedIdOf(userId: number): Promise<string> {
  const [user] = await testApp.app.db.select().from(users).where(eq(users.id, userId));
  return user!.prefixedId;
}

async function registered(): Promise<{ email: string }> {
  const email = uniqueEmail('account');
  await register(email);
  return { email };
}
