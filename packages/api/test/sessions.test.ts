import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { hashSessionId } from '../src/sessions/sessionTokens';
import { DEMO_DONOR } from '../src/seed';
import { ME_QUERY, startTestApp, TestBrowser, type TestApp } from './helper';

const UNAUTHENTICATED = { errors: [{ message: 'Unauthenticated.', extensions: { category: 401 } }] };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp?.close());

const browser = () => new TestBrowser(testApp);

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 with an httpOnly session cookie and a readable XSRF-TOKEN, both SameSite=Lax', async () => {
    const response = await browser().fetchCsrfCookie();
    expect(response.statusCode).toBe(204);
    const session = response.cookies.find((cookie) => cookie.name === 'halo_session');
    const xsrf = response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
    expect(session).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(session?.secure).toBe(false);
    expect(session?.maxAge).toBeUndefined();
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(xsrf?.httpOnly).toBe(false);
    expect(xsrf?.value).toMatch(/^[\w-]{40,}$/);
  });

  it('keeps a live session and its token when called again', async () => {
    const client = browser();
    await client.fetchCsrfCookie();
    const before = new Map(client.cookies);
    await client.fetchCsrfCookie();
    expect(client.cookies).toEqual(before);
  });

  it('stores only the hash of the session id', async () => {
    const client = browser();
    await client.fetchCsrfCookie();
    const sessionId = client.cookies.get('halo_session') ?? '';
    const byHash = await testApp.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(sessionId)));
    const byRawId = await testApp.app.db.select().from(sessions).where(eq(sessions.idHash, sessionId));
    expect(byHash).toHaveLength(1);
    expect(byRawId).toHaveLength(0);
  });
});

describe('CSRF', () => {
  it('answers 419 to a POST without X-XSRF-TOKEN', async () => {
    const client = browser();
    await client.fetchCsrfCookie();
    const response = await client.request({ method: 'POST', url: '/logout', sendCsrfToken: false });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('answers 419 to a POST with a token that is not the session’s', async () => {
    const client = browser();
    await client.fetchCsrfCookie();
    const response = await client.request({
      method: 'POST',
      url: '/login',
      payload: DEMO_DONOR,
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('answers 419 to a POST with no session at all, even to /graphql', async () => {
    const response = await browser().graphql(ME_QUERY);
    expect(response.statusCode).toBe(419);
  });
});

describe('POST /login', () => {
  it('refuses a wrong password with 422 and the message under errors.email', async () => {
    const response = await browser().login(DEMO_DONOR.email, 'not-the-password');
    expect(response.statusCode).toBe(422);
    const message = 'These credentials do not match our records.';
    expect(response.json()).toEqual({ message, errors: { email: [message] } });
  });

  it('answers in Spanish when X-Locale is es', async () => {
    const response = await browser().login('nobody@example.com', 'whatever', { locale: 'es' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Estas credenciales no coinciden con nuestros registros.');
  });

  it('lists every missing field', async () => {
    const client = browser();
    await client.fetchCsrfCookie();
    const response = await client.request({ method: 'POST', url: '/login', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['This is a required field'],
      password: ['This is a required field'],
    });
  });

  it('does not sign in to another organization with the demo donor’s credentials', async () => {
    const response = await new TestBrowser(testApp, 'hope.localhost').login(
      DEMO_DONOR.email,
      DEMO_DONOR.password,
    );
    expect(response.statusCode).toBe(422);
  });

  it('signs in on a new session id and CSRF token; `me` then returns the donor', async () => {
    const client = browser();
    await client.fetchCsrfCookie();
    const guestSession = client.cookies.get('halo_session');
    const guestToken = client.cookies.get('XSRF-TOKEN');

    const login = await client.login(DEMO_DONOR.email.toUpperCase(), DEMO_DONOR.password);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      prefixedId: expect.stringMatching(/^usr_[0-9a-f]{24}$/),
      email: DEMO_DONOR.email,
    });
    expect(client.cookies.get('halo_session')).not.toBe(guestSession);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(guestToken);

    const me = await client.graphql(ME_QUERY);
    expect(me.statusCode).toBe(200);
    const { data, errors } = me.json();
    expect(errors).toBeUndefined();
    expect(data.me).toMatchObject({
      prefixedId: login.json().prefixedId,
      email: DEMO_DONOR.email,
      abilities: [],
      isHaloAdmin: false,
      emailVerifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      tenant: {
        id: 'demo',
        prefixedId: expect.stringMatching(/^org_/),
        primaryOrganization: { name: 'Grace Community Church', displayName: 'Grace Community Church' },
      },
      person: {
        prefixedId: expect.stringMatching(/^per_/),
        firstName: 'Jordan',
        lastName: 'Rivera',
        contact: {
          email: DEMO_DONOR.email,
          phones: [expect.objectContaining({ type: 'mobile', isPrimary: true })],
        },
      },
    });

    // The pre-login session is gone: its cookie signs nobody in.
    const stale = new TestBrowser(testApp);
    stale.cookies.set('halo_session', guestSession ?? '');
    stale.cookies.set('XSRF-TOKEN', guestToken ?? '');
    expect((await stale.graphql(ME_QUERY)).statusCode).toBe(419);
  });

  it('is no sign-in for another organization named in X-Landlord-Organization', async () => {
    const client = browser();
    await client.login(DEMO_DONOR.email, DEMO_DONOR.password);
    const hope = await testApp.app.organizations.findBySubdomain('hope');
    const response = await client.graphql(
      ME_QUERY,
      {},
      { 'x-landlord-organization': hope?.prefixedId ?? '' },
    );
    expect(response.statusCode).toBe(401);
  });

  it('makes the cookies last REMEMBER_DAYS with remember: true', async () => {
    const client = browser();
    await client.fetchCsrfCookie();
    const response = await client.login(DEMO_DONOR.email, DEMO_DONOR.password, { remember: true });
    const session = response.cookies.find((cookie) => cookie.name === 'halo_session');
    expect(session?.maxAge).toBe(30 * 24 * 60 * 60);
  });
});

describe('POST /logout and the 401 of /graphql', () => {
  it('answers 401 with category 401 when nobody is signed in', async () => {
    const client = browser();
    await client.fetchCsrfCookie();
    const response = await client.graphql(ME_QUERY);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('deletes the session server-side, clears the cookies, and `me` is 401 afterwards', async () => {
    const client = browser();
    await client.login(DEMO_DONOR.email, DEMO_DONOR.password);
    const sessionId = client.cookies.get('halo_session') ?? '';
    const token = client.cookies.get('XSRF-TOKEN') ?? '';

    const logout = await client.request({ method: 'POST', url: '/logout' });
    expect(logout.statusCode).toBe(204);
    expect(client.cookies.size).toBe(0);
    const rows = await testApp.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashSessionId(sessionId)));
    expect(rows).toHaveLength(0);

    await client.fetchCsrfCookie();
    const me = await client.graphql(ME_QUERY);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual(UNAUTHENTICATED);

    // Replaying the old cookies does not bring the session back.
    const replay = new TestBrowser(testApp);
    replay.cookies.set('halo_session', sessionId);
    replay.cookies.set('XSRF-TOKEN', token);
    expect((await replay.graphql(ME_QUERY)).statusCode).toBe(419);
  });
});
