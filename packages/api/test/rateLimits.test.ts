// Hardening: every rate limit in one place: sign-in, forgot password, setup-intent, gifts
// (per IP and per donor), the sandbox card tokenizer and the card-testing guard. For each, requests up
// to the limit are answered normally, the next one gets 429 with the message in the request's locale
// (en and es) and a Retry-After header with the same seconds; another IP or email is not
// blocked; and once the window has passed the same request is accepted again.
//
// Time: @fastify/rate-limit and the giving attempt windows (src/giving/attemptWindow.ts) read
// Date.now(), the account limits read app.clock (a new Date() by default), so the suite fakes Date
// alone and moves it past a window instead of waiting.
//
// Client IP: fastify's request.ip. With TRUST_PROXY=true (a deployment behind a TLS proxy) that is
// the X-Forwarded-For address, so the main app trusts the proxy and gives each case its own client
// addresses; with the default (false) the header is ignored and cannot escape a per-IP limit (last
// describe).
import { Mailbox } from '@halo/testkit/mail/mailbox';
import type { GivingRateLimits } from '../src/config';
import { DEMO_ADMIN, DEMO_DONOR } from '../src/seed';
import { GivingClient, organizationOf, type Donor } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import type { TestResponse } from './httpClient';

/** Small limits so a case reaches each one in a few requests (src/config.ts GivingRateLimits). */
const LIMITS: GivingRateLimits = {
  givePerMinute: 3,
  perCustomerPerMinute: 2,
  setupIntentPerMinute: 3,
  cardPerMinute: 3,
  declinesBeforeBlock: 2,
  declinesPerCustomer: 2,
  declinesPerCard: 2,
  declineWindowMinutes: 2,
};
/** The account limits of docs/CONTRACTS.md "REST: accounts" (fixed in src/accounts/accountLimits.ts). */
const ACCOUNT_LIMITS = { loginPerEmail: 5, loginPerIp: 20, forgotPerEmail: 1, forgotPerIp: 10 };
const WINDOW_MS = 60_000;
const GOOD_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

const LIMITED_MESSAGE = {
  en: /^Too many attempts\. Please try again in (\d+) seconds\.$/,
  es: /^Demasiados intentos\. Inténtelo de nuevo en (\d+) segundos\.$/,
} as const;
type Locale = keyof typeof LIMITED_MESSAGE;

/** A 429 `{ message }` in `locale`; returns the seconds the message names (1 … the window). */
function expectLimited(response: TestResponse, locale: Locale, windowMs = WINDOW_MS): number {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: expect.stringMatching(LIMITED_MESSAGE[locale]) });
  const seconds = Number(LIMITED_MESSAGE[locale].exec(response.json().message)?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
  return seconds;
}

/** Retry-After, as the account limits and @fastify/rate-limit send it: the same seconds as the message. */
function expectRetryAfter(response: TestResponse, seconds: number): void {
  expect(response.headers['retry-after']).toBe(String(seconds));
}

/** What @fastify/rate-limit adds to an answer within the limit. */
function expectRemaining(response: TestResponse, limit: number, remaining: number): void {
  expect(response.headers['x-ratelimit-limit']).toBe(String(limit));
  expect(response.headers['x-ratelimit-remaining']).toBe(String(remaining));
}

/** Moves the faked Date past a window (every limiter here reads Date). */
function pass(ms: number): void {
  jest.setSystemTime(Date.now() + ms + 1_000);
}

let addressCounter = 0;
/** A client address no other case uses (TEST-NET-3, RFC 5737). */
const nextIp = () => `203.0.113.${(addressCounter += 1)}`;
let emailCounter = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${(emailCounter += 1)}@example.com`;

const mailbox = new Mailbox();
let testApp: TestApp;
let organizationPrefixedId: string;
let fundPrefixedId: string;

beforeAll(async () => {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
    // Date keeps running with the wall clock between jumps.
    advanceTimers: true,
  });
  testApp = await startTestApp({
    config: { dataDir: mailbox.dataDir, trustProxy: true, givingRateLimits: LIMITS },
  });
  const demo = await organizationOf(testApp);
  organizationPrefixedId = demo.prefixedId;
  fundPrefixedId = demo.onlineGiving.funds[0]!.prefixedId;
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
  jest.useRealTimers();
});
// PostgreSQL stamps rows with its own clock (a saved card's created_at), and a guest's giving token
// may use only cards created after it was issued; so each case starts back on the wall clock. Every
// case uses addresses and donors of its own, so no window of an earlier case is looked at again.
beforeEach(() => {
  jest.setSystemTime(jest.getRealSystemTime());
});

/** A browser at `ip` posting a Sanctum-style form (CSRF cookie first), in `locale`. */
async function postAs(
  app: TestApp,
  ip: string,
  url: string,
  payload: unknown,
  locale: Locale = 'en',
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  const browser = new TestBrowser(app);
  const common = { 'x-forwarded-for': ip, 'x-locale': locale, ...headers };
  await browser.request({ url: '/sanctum/csrf-cookie', headers: common });
  return browser.request({ method: 'POST', url, payload, headers: common });
}

const signIn = (ip: string, email: string, password: string, locale: Locale = 'en') =>
  postAs(testApp, ip, '/login', { email, password }, locale);

const forgotPassword = (app: TestApp, ip: string, email: string, locale: Locale = 'en') =>
  postAs(app, ip, '/forgot-password', { email }, locale, { 'x-requested-by': 'halo-give' });

/** The giving calls of one client address. */
const givingAt = (ip: string) => new GivingClient(testApp, 'demo.localhost', { 'x-forwarded-for': ip });

/** A guest donor created from an address of its own, so set-up never counts against a case's IP. */
const newDonor = (tag: string) => givingAt(nextIp()).customer(organizationPrefixedId, uniqueEmail(tag));

/** A donor with a saved card, both made from addresses of their own. */
async function donorWithCard(tag: string): Promise<{ donor: Donor; paymentMethodId: string }> {
  const donor = await newDonor(tag);
  const card = await givingAt(nextIp()).addCard(donor, GOOD_CARD);
  expect(card.statusCode).toBe(200);
  return { donor, paymentMethodId: card.json().payment_method_id };
}

function setupIntent(ip: string, donor: Donor, locale: Locale = 'en'): Promise<TestResponse> {
  return givingAt(ip).post(
    '/api/give/setup-intent',
    { organization_prefixed_id: donor.organizationPrefixedId, stripe_customer_id: donor.customerId },
    { 'x-giving-token': donor.token, 'x-locale': locale },
  );
}

function give(
  ip: string,
  giver: { donor: Donor; paymentMethodId: string },
  locale: Locale = 'en',
): Promise<TestResponse> {
  return givingAt(ip).give(
    giver.donor,
    { payment_method_id: giver.paymentMethodId, amount: 1000, fund_prefixed_id: fundPrefixedId },
    { 'x-locale': locale },
  );
}

const addCard = (ip: string, donor: Donor, card = GOOD_CARD, locale: Locale = 'en') =>
  givingAt(ip).addCard(donor, card, { 'x-locale': locale });

describe('POST /login', () => {
  it(`refuses an email after ${ACCOUNT_LIMITS.loginPerEmail} failures a window; other emails still sign in; then recovers`, async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.loginPerEmail; attempt += 1) {
      expect((await signIn(ip, DEMO_DONOR.email, 'wrong password')).statusCode).toBe(422);
    }
    // Even the right password, from another address: the email is what is limited.
    const limited = await signIn(nextIp(), DEMO_DONOR.email, DEMO_DONOR.password);
    expectRetryAfter(limited, expectLimited(limited, 'en'));
    const limitedEs = await signIn(ip, DEMO_DONOR.email, DEMO_DONOR.password, 'es');
    expectRetryAfter(limitedEs, expectLimited(limitedEs, 'es'));

    expect((await signIn(ip, DEMO_ADMIN.email, DEMO_ADMIN.password)).statusCode).toBe(200);

    pass(WINDOW_MS);
    expect((await signIn(ip, DEMO_DONOR.email, DEMO_DONOR.password)).statusCode).toBe(200);
  });

  it(`refuses an IP after ${ACCOUNT_LIMITS.loginPerIp} failures a window across emails; other IPs still sign in; then recovers`, async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.loginPerIp; attempt += 1) {
      expect((await signIn(ip, uniqueEmail('guess'), 'wrong password')).statusCode).toBe(422);
    }
    const limited = await signIn(ip, DEMO_DONOR.email, DEMO_DONOR.password);
    expectRetryAfter(limited, expectLimited(limited, 'en'));
    const limitedEs = await signIn(ip, DEMO_DONOR.email, DEMO_DONOR.password, 'es');
    expectRetryAfter(limitedEs, expectLimited(limitedEs, 'es'));

    expect((await signIn(nextIp(), DEMO_DONOR.email, DEMO_DONOR.password)).statusCode).toBe(200);

    pass(WINDOW_MS);
    expect((await signIn(ip, DEMO_DONOR.email, DEMO_DONOR.password)).statusCode).toBe(200);
  });
});

describe('POST /forgot-password', () => {
  it(`sends ${ACCOUNT_LIMITS.forgotPerEmail} reset email per address a window; other addresses still get theirs; then recovers`, async () => {
    const ip = nextIp();
    const sent = await forgotPassword(testApp, ip, DEMO_DONOR.email);
    expect(sent.statusCode).toBe(200);
    const mails = mailbox.all().filter((mail) => mail.to.includes(DEMO_DONOR.email)).length;

    const limited = await forgotPassword(testApp, nextIp(), DEMO_DONOR.email);
    expectRetryAfter(limited, expectLimited(limited, 'en'));
    const limitedEs = await forgotPassword(testApp, ip, DEMO_DONOR.email, 'es');
    expectRetryAfter(limitedEs, expectLimited(limitedEs, 'es'));
    // Nothing more was sent while limited.
    expect(mailbox.all().filter((mail) => mail.to.includes(DEMO_DONOR.email))).toHaveLength(mails);

    expect((await forgotPassword(testApp, ip, DEMO_ADMIN.email)).statusCode).toBe(200);

    pass(WINDOW_MS);
    expect((await forgotPassword(testApp, ip, DEMO_DONOR.email)).statusCode).toBe(200);
    expect(mailbox.all().filter((mail) => mail.to.includes(DEMO_DONOR.email))).toHaveLength(mails + 1);
  });

  it(`answers ${ACCOUNT_LIMITS.forgotPerIp} requests per IP a window, found or not; other IPs are answered; then recovers`, async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.forgotPerIp; attempt += 1) {
      const answer = await forgotPassword(testApp, ip, uniqueEmail('probe'));
      expect(answer.statusCode).toBe(422);
      expect(answer.json().message).toBe('The informed email is not registered.');
    }
    const limited = await forgotPassword(testApp, ip, uniqueEmail('probe'));
    expectRetryAfter(limited, expectLimited(limited, 'en'));
    const limitedEs = await forgotPassword(testApp, ip, uniqueEmail('probe'), 'es');
    expectRetryAfter(limitedEs, expectLimited(limitedEs, 'es'));

    expect((await forgotPassword(testApp, nextIp(), uniqueEmail('probe'))).statusCode).toBe(422);

    pass(WINDOW_MS);
    expect((await forgotPassword(testApp, ip, uniqueEmail('probe'))).statusCode).toBe(422);
  });
});

describe('POST /api/give/setup-intent', () => {
  it(`answers ${LIMITS.setupIntentPerMinute} per IP a minute; other IPs are answered; then recovers`, async () => {
    const [first, second] = [await newDonor('intent-a'), await newDonor('intent-b')];
    const ip = nextIp();
    // Two per donor at most (perCustomerPerMinute), so the third comes from another donor.
    const accepted = [
      await setupIntent(ip, first),
      await setupIntent(ip, first),
      await setupIntent(ip, second),
    ];
    accepted.forEach((answer, index) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().client_secret).toEqual(expect.any(String));
      expectRemaining(answer, LIMITS.setupIntentPerMinute, LIMITS.setupIntentPerMinute - 1 - index);
    });

    const limited = await setupIntent(ip, second);
    expectRetryAfter(limited, expectLimited(limited, 'en'));
    expectRemaining(limited, LIMITS.setupIntentPerMinute, 0);
    expectLimited(await setupIntent(ip, second, 'es'), 'es');

    expect((await setupIntent(nextIp(), second)).statusCode).toBe(200);

    pass(WINDOW_MS);
    expect((await setupIntent(ip, first)).statusCode).toBe(200);
  });
});

describe('POST /api/give', () => {
  it(`accepts ${LIMITS.givePerMinute} gifts per IP a minute; other IPs still give; then recovers`, async () => {
    const [first, second] = [await donorWithCard('ip-a'), await donorWithCard('ip-b')];
    // Saving the cards counted against each donor's own limit; start the gifts on a fresh minute.
    pass(WINDOW_MS);
    const ip = nextIp();
    const accepted = [await give(ip, first), await give(ip, first), await give(ip, second)];
    accepted.forEach((answer, index) => {
      expect(answer.statusCode).toBe(201);
      expectRemaining(answer, LIMITS.givePerMinute, LIMITS.givePerMinute - 1 - index);
    });

    const limited = await give(ip, second);
    expectRetryAfter(limited, expectLimited(limited, 'en'));
    expectLimited(await give(ip, second, 'es'), 'es');

    expect((await give(nextIp(), second)).statusCode).toBe(201);

    pass(WINDOW_MS);
    expect((await give(ip, first)).statusCode).toBe(201);
  });

  it(`accepts ${LIMITS.perCustomerPerMinute} gifts per donor a minute from any IP; other donors still give; then recovers`, async () => {
    const [limitedDonor, other] = [await donorWithCard('customer-a'), await donorWithCard('customer-b')];
    pass(WINDOW_MS);
    for (let gift = 0; gift < LIMITS.perCustomerPerMinute; gift += 1) {
      expect((await give(nextIp(), limitedDonor)).statusCode).toBe(201);
    }
    // A new address does not help: the limit follows the processor customer.
    const ip = nextIp();
    const limited = await give(ip, limitedDonor);
    expectRetryAfter(limited, expectLimited(limited, 'en'));
    const limitedEs = await give(nextIp(), limitedDonor, 'es');
    expectRetryAfter(limitedEs, expectLimited(limitedEs, 'es'));

    expect((await give(ip, other)).statusCode).toBe(201);

    pass(WINDOW_MS);
    expect((await give(nextIp(), limitedDonor)).statusCode).toBe(201);
  });
});

describe('POST /api/give/sandbox/payment-methods (the sandbox card tokenizer)', () => {
  it(`takes ${LIMITS.cardPerMinute} cards per IP a minute; other IPs are answered; then recovers`, async () => {
    const [first, second] = [await newDonor('card-a'), await newDonor('card-b')];
    const ip = nextIp();
    const accepted = [await addCard(ip, first), await addCard(ip, first), await addCard(ip, second)];
    accepted.forEach((answer, index) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.json().last_four).toBe('4242');
      expectRemaining(answer, LIMITS.cardPerMinute, LIMITS.cardPerMinute - 1 - index);
    });

    const limited = await addCard(ip, second);
    expectRetryAfter(limited, expectLimited(limited, 'en'));
    expectLimited(await addCard(ip, second, GOOD_CARD, 'es'), 'es');

    expect((await addCard(nextIp(), second)).statusCode).toBe(200);

    pass(WINDOW_MS);
    expect((await addCard(ip, first)).statusCode).toBe(200);
  });

  it(`blocks card entries and gifts from an IP after ${LIMITS.declinesBeforeBlock} declines in ${LIMITS.declineWindowMinutes} minutes; other IPs are not blocked; then recovers`, async () => {
    const [tester, next] = [await newDonor('tester'), await newDonor('after-declines')];
    const giver = await donorWithCard('same-ip-giver');
    const ip = nextIp();
    for (let attempt = 0; attempt < LIMITS.declinesBeforeBlock; attempt += 1) {
      const declined = await addCard(ip, tester, DECLINED_CARD);
      expect(declined.statusCode).toBe(402);
      expect(declined.json()).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    }
    const windowMs = LIMITS.declineWindowMinutes * 60_000;
    const blockedCard = await addCard(ip, next);
    expectRetryAfter(blockedCard, expectLimited(blockedCard, 'en', windowMs));
    const blockedGift = await give(ip, giver, 'es');
    expectRetryAfter(blockedGift, expectLimited(blockedGift, 'es', windowMs));

    expect((await addCard(nextIp(), next)).statusCode).toBe(200);

    pass(windowMs);
    expect((await addCard(ip, next)).statusCode).toBe(200);
    expect((await give(ip, giver)).statusCode).toBe(201);
  });
});

describe('without TRUST_PROXY (the default)', () => {
  let direct: TestApp;
  const directMailbox = new Mailbox();
  beforeAll(async () => {
    direct = await startTestApp({
      config: { dataDir: directMailbox.dataDir, trustProxy: false, givingRateLimits: LIMITS },
    });
  });
  afterAll(async () => {
    await direct?.close();
    directMailbox.remove();
  });

  it('counts the connection’s address: a new X-Forwarded-For does not escape a per-IP limit', async () => {
    const client = (ip: string) => new GivingClient(direct, 'demo.localhost', { 'x-forwarded-for': ip });
    const demo = await organizationOf(direct);
    for (let donor = 0; donor < LIMITS.givePerMinute; donor += 1) {
      await client(nextIp()).customer(demo.prefixedId, uniqueEmail('direct'));
    }
    const limited = await client(nextIp()).post('/api/give/customer', {
      organization_prefixed_id: demo.prefixedId,
      email: uniqueEmail('direct'),
      first_name: 'Sam',
      last_name: 'Guest',
    });
    expectRetryAfter(limited, expectLimited(limited, 'en'));

    for (let attempt = 0; attempt < ACCOUNT_LIMITS.forgotPerIp; attempt += 1) {
      expect((await forgotPassword(direct, nextIp(), uniqueEmail('direct'))).statusCode).toBe(422);
    }
    expectLimited(await forgotPassword(direct, nextIp(), uniqueEmail('direct'), 'es'), 'es');
  });
});
