// Register, verify, resend, forgot and reset (or set) password, sign-in limits, session
// lifetimes and tenancy, against the real app on PGlite or PostgreSQL.
import { eq } from 'drizzle-orm';
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { hashEmailedToken } from '../src/accounts/emailedTokens';
import { authTokens, sessions, users } from '../src/db/schema';
import { hashSessionId } from '../src/sessions/sessionTokens';
import { DEMO_DONOR } from '../src/seed';
import { ME_QUERY, startTestApp, TestBrowser, type TestApp } from './helper';

const MINUTE = 60_000;
let offset = 0;
const mailbox = new Mailbox();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({
    config: { dataDir: mailbox.dataDir },
    clock: () => new Date(Date.now() + offset),
  });
});
afterAll(async () => {
  await testApp?.close();
  mailbox.remove();
});
// Each test starts a day later: every attempt window of the one before has ended.
beforeEach(() => {
  offset += 24 * 60 * MINUTE;
});

let counter = 0;
const uniqueEmail = (name = 'donor') => `${name}-${Date.now()}-${(counter += 1)}@example.com`;
const browser = (host = 'demo.localhost') => new TestBrowser(testApp, host);

async function post(
  client: TestBrowser,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  if (!client.cookies.has('XSRF-TOKEN')) await client.fetchCsrfCookie();
  return client.request({ method: 'POST', url, payload, headers });
}

async function register(client: TestBrowser, email: string, locale = 'en') {
  return post(
    client,
    '/register',
    {
      first_name: 'Ana',
      last_name: 'Lopez',
      email,
      password: 'correct horse',
      password_confirmation: 'correct horse',
    },
    { 'x-locale': locale },
  );
}

const tokenOf = (link: string | undefined) =>
  /\/(?:verify-email|reset-password)\/([\w-]+)/.exec(link ?? '')?.[1] ?? '';

async function me(client: TestBrowser) {
  const response = await client.graphql(ME_QUERY);
  return response.statusCode === 200 ? response.json().data.me : null;
}

describe('POST /register', () => {
  it('creates an unverified account in this organization, signs it in and emails a verification link', async () => {
    const client = browser();
    const email = uniqueEmail();
    const response = await register(client, email.toUpperCase());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ prefixedId: expect.stringMatching(/^usr_/), email });
    const user = await me(client);
    expect(user).toMatchObject({
      email,
      emailVerifiedAt: null,
      person: { firstName: 'Ana', lastName: 'Lopez' },
    });

    const mail = mailbox.latestTo(email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.links[0]).toMatch(/^http:\/\/demo\.localhost:8080\/verify-email\/[\w-]{43}$/);
  });

  it('stores only the SHA-256 of the emailed token', async () => {
    const email = uniqueEmail();
    await register(browser(), email);
    const token = tokenOf(mailbox.latestTo(email)?.links[0]);
    expect(token).toHaveLength(43); // 32 random bytes, base64url
    const byHash = await testApp.app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashEmailedToken(token)));
    const byToken = await testApp.app.db.select().from(authTokens).where(eq(authTokens.tokenHash, token));
    expect(byHash).toHaveLength(1);
    expect(byToken).toHaveLength(0);
  });

  it('refuses a taken email, mismatched passwords and missing fields with 422 in the request’s locale', async () => {
    const taken = await register(browser(), DEMO_DONOR.email);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });

    const mismatch = await post(
      browser(),
      '/register',
      { first_name: '', email: 'x@example.com', password: 'short', password_confirmation: 'other' },
      { 'x-locale': 'es' },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toMatchObject({
      first_name: ['Este campo es obligatorio'],
      last_name: ['Este campo es obligatorio'],
      password: ['Debe tener al menos 8 caracteres'],
    });
  });

  it('changes nothing without the CSRF token (419)', async () => {
    const client = browser();
    await client.fetchCsrfCookie();
    const email = uniqueEmail();
    const response = await client.request({
      method: 'POST',
      url: '/register',
      payload: {
        first_name: 'A',
        last_name: 'B',
        email,
        password: 'correct horse',
        password_confirmation: 'correct horse',
      },
      sendCsrfToken: false,
    });
    expect(response.statusCode).toBe(419);
    expect(await testApp.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(mailbox.latestTo(email)).toBeUndefined();
  });
});

describe('POST /email/verify', () => {
  it('verifies and signs in from the link, once', async () => {
    const email = uniqueEmail();
    await register(browser(), email);
    const token = tokenOf(mailbox.latestTo(email)?.links[0]);

    const other = browser(); // the link opened in another browser
    const first = await post(other, '/email/verify', { token });
    expect(first.statusCode).toBe(200);
    expect((await me(other))?.emailVerifiedAt).toEqual(expect.any(String));

    const again = await post(browser(), '/email/verify', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ['This verification link is invalid or has expired.'] });
  });

  it('refuses an expired link (24 hours) and a link of another organization', async () => {
    const email = uniqueEmail();
    await register(browser(), email);
    const token = tokenOf(mailbox.latestTo(email)?.links[0]);
    expect((await post(browser('hope.localhost'), '/email/verify', { token })).statusCode).toBe(422);
    offset += 24 * 60 * MINUTE + MINUTE;
    expect((await post(browser(), '/email/verify', { token })).statusCode).toBe(422);
  });
});

describe('POST /email/verification-notification', () => {
  it('needs a signed-in donor', async () => {
    const response = await post(browser(), '/email/verification-notification', {});
    expect(response.statusCode).toBe(401);
  });

  it('sends one email a minute, then recovers; says so when already verified', async () => {
    const client = browser();
    const email = uniqueEmail();
    await register(client, email);
    const sent = await post(client, '/email/verification-notification', {});
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe('A verification email has been sent to your email address.');
    const limited = await post(client, '/email/verification-notification', {}, { 'x-locale': 'es' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Demasiados intentos/);
    offset += MINUTE;
    expect((await post(client, '/email/verification-notification', {})).statusCode).toBe(202);

    const verifier = browser();
    await post(verifier, '/email/verify', { token: tokenOf(mailbox.latestTo(email)?.links[0]) });
    const verified = await post(verifier, '/email/verification-notification', {});
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true });
  });
});

describe('POST /forgot-password and POST /reset-password', () => {
  const forgot = (
    client: TestBrowser,
    email: string,
    headers: Record<string, string> = { 'x-requested-by': 'halo-give' },
  ) => post(client, '/forgot-password', { email }, headers);

  it('sends nothing without the CSRF token (419)', async () => {
    const email = uniqueEmail();
    await register(browser(), email);
    const before = mailbox.all().length;
    const client = browser();
    await client.fetchCsrfCookie();
    const response = await client.request({
      method: 'POST',
      url: '/forgot-password',
      payload: { email },
      headers: { 'x-requested-by': 'halo-give', 'x-xsrf-token': 'forged' },
    });
    expect(response.statusCode).toBe(419);
    expect(mailbox.all()).toHaveLength(before);
  });

  it('needs X-Requested-By (spec §7)', async () => {
    const response = await forgot(browser(), DEMO_DONOR.email, {});
    expect(response.statusCode).toBe(400);
  });

  it('answers the spec’s message for an address without an account', async () => {
    const response = await forgot(browser(), uniqueEmail('nobody'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The informed email is not registered.',
      errors: { email: ['The informed email is not registered.'] },
    });
  });

  it('emails the verification in the registration’s locale', async () => {
    const email = uniqueEmail();
    await register(browser(), email, 'es');
    const mail = mailbox.latestTo(email);
    expect(mail?.subject).toBe('Verifica tu dirección de correo electrónico');
    expect(mail?.text).toContain('gracias por crear tu cuenta de donante en Grace Community Church');
  });

  it('emails a reset link in the donor’s locale, one a minute per email', async () => {
    const email = uniqueEmail();
    await register(browser(), email, 'es');
    const sent = await forgot(browser(), email);
    expect(sent.statusCode).toBe(200);
    const mail = mailbox.latestTo(email);
    expect(mail?.subject).toBe('Restablece tu contraseña');
    expect(mail?.links[0]).toMatch(/^http:\/\/demo\.localhost:8080\/reset-password\/[\w-]{43}$/);

    const limited = await forgot(browser(), email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    offset += MINUTE;
    expect((await forgot(browser(), email)).statusCode).toBe(200);
  });

  it('resets once with the right email, signs every session out, and the link then fails', async () => {
    const email = uniqueEmail();
    const signedIn = browser();
    await register(signedIn, email);
    await forgot(browser(), email);
    const token = tokenOf(mailbox.latestTo(email)?.links[0]);
    const reset = (client: TestBrowser, body: Record<string, string>) =>
      post(client, '/reset-password', {
        token,
        email,
        password: 'new password 1',
        password_confirmation: 'new password 1',
        ...body,
      });

    // A wrong email does not spend the link.
    const wrongEmail = await reset(browser(), { email: DEMO_DONOR.email });
    expect(wrongEmail.statusCode).toBe(422);
    expect(wrongEmail.json().errors).toEqual({
      email: ['This password reset link is invalid or has expired.'],
    });

    const done = await reset(browser(), {});
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your password has been reset.');
    expect(await me(signedIn)).toBeNull();

    expect((await browser().login(email, 'correct horse')).statusCode).toBe(422);
    expect((await browser().login(email, 'new password 1')).statusCode).toBe(200);
    expect(
      (await reset(browser(), { password: 'third one!', password_confirmation: 'third one!' })).statusCode,
    ).toBe(422);
  });

  it('refuses a reset link after 60 minutes', async () => {
    const email = uniqueEmail();
    await register(browser(), email);
    await forgot(browser(), email);
    const token = tokenOf(mailbox.latestTo(email)?.links[0]);
    offset += 61 * MINUTE;
    const response = await post(browser(), '/reset-password', {
      token,
      email,
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    expect(response.statusCode).toBe(422);
  });

  it('lets an account without a password (created with a gift) set one: “set” mode', async () => {
    const { app } = testApp;
    const organization = await app.organizations.findBySubdomain('demo');
    const email = uniqueEmail('giver');
    await app.accounts.createDonor({
      organizationId: organization!.id,
      email,
      passwordHash: null,
      firstName: 'Gift',
      lastName: 'Giver',
      locale: 'en',
      emailVerifiedAt: null,
    });
    expect((await browser().login(email, 'anything at all')).statusCode).toBe(422);
    await forgot(browser(), email);
    const mail = mailbox.latestTo(email);
    expect(mail?.subject).toBe('Set your password');
    expect(mail?.links[0]).toMatch(/\/reset-password\/[\w-]{43}\?mode=set$/);
    const set = await post(browser(), '/reset-password', {
      token: tokenOf(mail?.links[0]),
      email,
      password: 'my first password',
      password_confirmation: 'my first password',
    });
    expect(set.statusCode).toBe(200);
    const client = browser();
    expect((await client.login(email, 'my first password')).statusCode).toBe(200);
    expect((await me(client))?.emailVerifiedAt).toEqual(expect.any(String));
  });
});

describe('POST /login limits', () => {
  it('limits five failures per email, with a clear message, and recovers after the window', async () => {
    const email = uniqueEmail();
    await register(browser(), email);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await browser().login(email, 'wrong password')).statusCode).toBe(422);
    }
    const limited = await browser().login(email, 'correct horse');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    offset += MINUTE;
    expect((await browser().login(email, 'correct horse')).statusCode).toBe(200);
  });

  it('forgets failures after a successful sign-in', async () => {
    const email = uniqueEmail();
    await register(browser(), email);
    for (let attempt = 0; attempt < 4; attempt += 1) await browser().login(email, 'wrong password');
    expect((await browser().login(email, 'correct horse')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) await browser().login(email, 'wrong password');
    expect((await browser().login(email, 'correct horse')).statusCode).toBe(200);
  });

  it('limits twenty failures per IP across emails', async () => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await browser().login(uniqueEmail('guess'), 'wrong password')).statusCode).toBe(422);
    }
    expect((await browser().login(DEMO_DONOR.email, DEMO_DONOR.password)).statusCode).toBe(429);
  });

  it('says the same for a wrong password and an unknown email (nothing leaked)', async () => {
    const wrongPassword = await browser().login(DEMO_DONOR.email, 'wrong password');
    const unknown = await browser().login(uniqueEmail('nobody'), 'wrong password');
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });
});

describe('session lifetimes', () => {
  const sessionCookie = (response: { cookies: { name: string; maxAge?: number }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'halo_session');

  it('issues a new session id at sign-in', async () => {
    const client = browser();
    await client.fetchCsrfCookie();
    const before = client.cookies.get('halo_session');
    await client.login(DEMO_DONOR.email, DEMO_DONOR.password);
    expect(client.cookies.get('halo_session')).not.toBe(before);
    const old = await testApp.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(before ?? '')));
    expect(old).toHaveLength(0);
  });

  it('without remember me: a browser-session cookie, ended by two idle hours, kept alive by activity', async () => {
    const client = browser();
    const response = await client.login(DEMO_DONOR.email, DEMO_DONOR.password);
    expect(sessionCookie(response)?.maxAge).toBeUndefined();
    offset += 100 * MINUTE;
    expect(await me(client)).not.toBeNull();
    offset += 100 * MINUTE; // 200 minutes after sign-in, 100 after the last request
    expect(await me(client)).not.toBeNull();
    offset += 121 * MINUTE;
    // Expired sign-in, same cookies: a guest session now, so GraphQL answers 401 (login notice), not 419.
    const expired = await client.graphql(ME_QUERY);
    expect(expired.statusCode).toBe(401);
    expect((await client.request({ method: 'POST', url: '/logout' })).statusCode).toBe(204);
  });

  it('with remember me: 30-day cookies and a session that outlives idle hours', async () => {
    const client = browser();
    const response = await client.login(DEMO_DONOR.email, DEMO_DONOR.password, { remember: true });
    expect(sessionCookie(response)?.maxAge).toBe(30 * 24 * 60 * 60);
    offset += 10 * 24 * 60 * MINUTE;
    expect(await me(client)).not.toBeNull();
    offset += 31 * 24 * 60 * MINUTE;
    expect(await me(client)).toBeNull();
  });

  it('logout deletes the session server-side: its cookie no longer works', async () => {
    const client = browser();
    await client.login(DEMO_DONOR.email, DEMO_DONOR.password);
    const stolen = new Map(client.cookies);
    expect((await client.request({ method: 'POST', url: '/logout' })).statusCode).toBe(204);
    const replay = browser();
    for (const [name, value] of stolen) replay.cookies.set(name, value);
    expect(await me(replay)).toBeNull();
  });
});

describe('tenancy', () => {
  it('an account of hope cannot sign in at demo, and a demo session is useless at hope', async () => {
    const email = uniqueEmail('hope');
    expect((await register(browser('hope.localhost'), email)).statusCode).toBe(201);
    expect((await browser().login(email, 'correct horse')).statusCode).toBe(422);
    expect((await browser('hope.localhost').login(email, 'correct horse')).statusCode).toBe(200);

    const demo = browser();
    await demo.login(DEMO_DONOR.email, DEMO_DONOR.password);
    const atHope = browser('hope.localhost');
    for (const [name, value] of demo.cookies) atHope.cookies.set(name, value);
    expect(await me(atHope)).toBeNull();
  });

  it('the same address may hold an account at each church', async () => {
    const email = uniqueEmail('both');
    expect((await register(browser(), email)).statusCode).toBe(201);
    expect((await register(browser('hope.localhost'), email)).statusCode).toBe(201);
  });
});
