// Hardening: every rate limit (rateLimits*.test.ts): sign-in, forgot password, setup-intent, gifts
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
import { GivingClient, organizationOf, type Donor } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import type { TestResponse } from './httpClient';

/** Small limits so a case reaches each one in a few requests (src/config.ts GivingRateLimits). */
export const LIMITS: GivingRateLimits = {
  givePerMinute: 3,
  perCustomerPerMinute: 2,
  setupIntentPerMinute: 3,
  cardPerMinute: 3,
  declinesBeforeBlock: 2,
  declinesPerCustomer: 2,
  declinesPerCard: 2,
  declineWindowMinutes: 2,
};
/** The account limits of docs/CONTRACTS.md "REST: accounts" (fixed in src/core/accounts/accountLimits.ts). */
export const ACCOUNT_LIMITS = { loginPerEmail: 5, loginPerIp: 20, forgotPerEmail: 1, forgotPerIp: 10 };
export const WINDOW_MS = 60_000;
export const GOOD_CARD = '4242424242424242';
export const DECLINED_CARD = '4000000000000002';

export const LIMITED_MESSAGE = {
  en: /^Too many attempts\. Please try again in (\d+) seconds\.$/,
  es: /^Demasiados intentos\. Inténtelo de nuevo en (\d+) segundos\.$/,
} as const;
export type Locale = keyof typeof LIMITED_MESSAGE;

/** A 429 `{ message }` in `locale`; returns the seconds the message names (1 … the window). */
export function expectLimited(response: TestResponse, locale: Locale, windowMs = WINDOW_MS): number {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: expect.stringMatching(LIMITED_MESSAGE[locale]) });
  const seconds = Number(LIMITED_MESSAGE[locale].exec(response.json().message)?.[1]);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
  return seconds;
}

/** Retry-After, as the account limits and @fastify/rate-limit send it: the same seconds as the message. */
export function expectRetryAfter(response: TestResponse, seconds: number): void {
  expect(response.headers['retry-after']).toBe(String(seconds));
}

/** What @fastify/rate-limit adds to an answer within the limit. */
export function expectRemaining(response: TestResponse, limit: number, remaining: number): void {
  expect(response.headers['x-ratelimit-limit']).toBe(String(limit));
  expect(response.headers['x-ratelimit-remaining']).toBe(String(remaining));
}

/** Moves the faked Date past a window (every limiter here reads Date). */
export function pass(ms: number): void {
  jest.setSystemTime(Date.now() + ms + 1_000);
}

let addressCounter = 0;
/** A client address no other case uses (TEST-NET-3, RFC 5737). */
export const nextIp = () => `203.0.113.${(addressCounter += 1)}`;
let emailCounter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${(emailCounter += 1)}@example.com`;

/** A browser at `ip` posting a Sanctum-style form (CSRF cookie first), in `locale`. */
export async function postAs(
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

export const forgotPassword = (app: TestApp, ip: string, email: string, locale: Locale = 'en') =>
  postAs(app, ip, '/forgot-password', { email }, locale, { 'x-requested-by': 'halo-give' });

/**
 * Fakes Date alone for the file's tests (timers keep running): @fastify/rate-limit and the giving
 * attempt windows read Date.now(). Each case starts back on the wall clock.
 */
export function fakeDateForRateLimits(): void {
  beforeAll(() => {
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
  });
  afterAll(() => {
    jest.useRealTimers();
  });
  // PostgreSQL stamps rows with its own clock (a saved card's created_at), and a guest's giving token
  // may use only cards created after it was issued; so each case starts back on the wall clock. Every
  // case uses addresses and donors of its own, so no window of an earlier case is looked at again.
  beforeEach(() => {
    jest.setSystemTime(jest.getRealSystemTime());
  });
}

export interface RateLimitWorld {
  mailbox: Mailbox;
  /** Set once the file's `beforeAll` has run (so are the organization and fund). */
  testApp: TestApp;
  organizationPrefixedId: string;
  fundPrefixedId: string;
  signIn(ip: string, email: string, password: string, locale?: Locale): Promise<TestResponse>;
  /** The giving calls of one client address. */
  givingAt(ip: string): GivingClient;
  /** A guest donor created from an address of its own, so set-up never counts against a case's IP. */
  newDonor(tag: string): Promise<Donor>;
  /** A donor with a saved card, both made from addresses of their own. */
  donorWithCard(tag: string): Promise<{ donor: Donor; paymentMethodId: string }>;
  setupIntent(ip: string, donor: Donor, locale?: Locale): Promise<TestResponse>;
  give(ip: string, giver: { donor: Donor; paymentMethodId: string }, locale?: Locale): Promise<TestResponse>;
  addCard(ip: string, donor: Donor, card?: string, locale?: Locale): Promise<TestResponse>;
}

/**
 * The app behind a trusted proxy (TRUST_PROXY=true), so each case gives its requests client
 * addresses of its own, with the small limits, on the faked Date; started before the file's tests.
 */
export function openRateLimitWorld(): RateLimitWorld {
  fakeDateForRateLimits();
  const world = {
    mailbox: new Mailbox(),
    signIn: (ip: string, email: string, password: string, locale: Locale = 'en') =>
      postAs(world.testApp, ip, '/login', { email, password }, locale),
    givingAt: (ip: string) => new GivingClient(world.testApp, 'demo.localhost', { 'x-forwarded-for': ip }),
    newDonor: (tag: string) =>
      world.givingAt(nextIp()).customer(world.organizationPrefixedId, uniqueEmail(tag)),
    async donorWithCard(tag: string) {
      const donor = await world.newDonor(tag);
      const card = await world.givingAt(nextIp()).addCard(donor, GOOD_CARD);
      expect(card.statusCode).toBe(200);
      return { donor, paymentMethodId: card.json().payment_method_id as string };
    },
    setupIntent: (ip: string, donor: Donor, locale: Locale = 'en') =>
      world
        .givingAt(ip)
        .post(
          '/api/give/setup-intent',
          { organization_prefixed_id: donor.organizationPrefixedId, stripe_customer_id: donor.customerId },
          { 'x-giving-token': donor.token, 'x-locale': locale },
        ),
    give: (ip: string, giver: { donor: Donor; paymentMethodId: string }, locale: Locale = 'en') =>
      world
        .givingAt(ip)
        .give(
          giver.donor,
          { payment_method_id: giver.paymentMethodId, amount: 1000, fund_prefixed_id: world.fundPrefixedId },
          { 'x-locale': locale },
        ),
    addCard: (ip: string, donor: Donor, card = GOOD_CARD, locale: Locale = 'en') =>
      world.givingAt(ip).addCard(donor, card, { 'x-locale': locale }),
  } as RateLimitWorld;
  beforeAll(async () => {
    world.testApp = await startTestApp({
      config: { dataDir: world.mailbox.dataDir, trustProxy: true, givingRateLimits: LIMITS },
    });
    const demo = await organizationOf(world.testApp);
    world.organizationPrefixedId = demo.prefixedId;
    world.fundPrefixedId = demo.onlineGiving.funds[0]!.prefixedId;
  });
  afterAll(async () => {
    await world.testApp?.close();
    world.mailbox.remove();
  });
  return world;
}
