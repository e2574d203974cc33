// Hardening: the account limits, POST /login per email and per IP and POST /forgot-password per
// address and per IP: up to the limit answered, then 429 in the request's locale with Retry-After,
// others not blocked, and accepted again once the window has passed (test/rateLimitFlow.ts).
import { DEMO_ADMIN, DEMO_DONOR } from '../src/seed';
import { type TestApp } from './helper';
import {
  ACCOUNT_LIMITS,
  WINDOW_MS,
  expectLimited,
  expectRetryAfter,
  pass,
  nextIp,
  uniqueEmail,
  forgotPassword,
  openRateLimitWorld,
} from './rateLimitFlow';

const world = openRateLimitWorld();
const { mailbox, signIn } = world;
let testApp: TestApp;
beforeAll(() => {
  ({ testApp } = world);
});

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
