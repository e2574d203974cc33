// Signing in: the failed-attempt limits of POST /login, session lifetimes with and without remember
// me, and one church's account and session at another, against the real app on PGlite or PostgreSQL.
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { hashSessionId } from '../src/sessions/sessionTokens';
import { DEMO_DONOR } from '../src/seed';
import { ME_QUERY, type TestApp } from './helper';
import { openAccountsWorld, MINUTE } from './accountsWorld';

const world = openAccountsWorld();
const { uniqueEmail, browser, register, me } = world;
let testApp: TestApp;
beforeAll(() => {
  ({ testApp } = world);
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
    world.offset += MINUTE;
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
    world.offset += 100 * MINUTE;
    expect(await me(client)).not.toBeNull();
    world.offset += 100 * MINUTE; // 200 minutes after sign-in, 100 after the last request
    expect(await me(client)).not.toBeNull();
    world.offset += 121 * MINUTE;
    // Expired sign-in, same cookies: a guest session now, so GraphQL answers 401 (login notice), not 419.
    const expired = await client.graphql(ME_QUERY);
    expect(expired.statusCode).toBe(401);
    expect((await client.request({ method: 'POST', url: '/logout' })).statusCode).toBe(204);
  });

  it('with remember me: 30-day cookies and a session that outlives idle hours', async () => {
    const client = browser();
    const response = await client.login(DEMO_DONOR.email, DEMO_DONOR.password, { remember: true });
    expect(sessionCookie(response)?.maxAge).toBe(30 * 24 * 60 * 60);
    world.offset += 10 * 24 * 60 * MINUTE;
    expect(await me(client)).not.toBeNull();
    world.offset += 31 * 24 * 60 * MINUTE;
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
