// "Sign in with Google" end to end against a real OpenID provider (oidc-provider in a
// child process): PKCE, state, nonce, ID token signature, linking by verified email, tenancy, and
// the discovery document's issuer.
import { eq } from 'drizzle-orm';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startLocalOidcProvider, type LocalOidcProvider } from '@halo/testkit/oidc/localOidcProvider';
import { externalIdentities, users } from '../src/db/schema';
import { DEMO_DONOR } from '../src/seed';
import { ME_QUERY, startTestApp, TestBrowser, type TestApp } from './helper';

const CALLBACK = (subdomain: string) => `http://${subdomain}.localhost:8080/auth/google/callback`;
let provider: LocalOidcProvider;
let testApp: TestApp;

beforeAll(async () => {
  provider = await startLocalOidcProvider([CALLBACK('demo'), CALLBACK('hope')]);
  testApp = await startTestApp({
    config: {
      googleSignIn: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
      },
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await provider?.stop();
});

/** A user at the provider: follows its redirects with a cookie jar and submits its login and consent forms. */
async function approveAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 20; step += 1) {
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.pathname === '/auth/google/callback') return next;
      [url, method, body] = [next.toString(), 'GET', undefined];
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`unexpected provider page (${response.status}): ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: prompt ?? 'consent' },
    );
    [url, method] = [new URL(action, url).toString(), 'POST'];
  }
  throw new Error('too many provider steps');
}

async function signInWithGoogle(client: TestBrowser, login: string, query = '') {
  const start = await client.request({ url: `/auth/google/redirect${query}` });
  expect(start.statusCode).toBe(303);
  const authorization = new URL(String(start.headers.location));
  expect(authorization.origin).toBe(provider.issuer);
  const callback = await approveAtProvider(authorization.toString(), login);
  return client.request({ url: `${callback.pathname}${callback.search}` });
}

const me = async (client: TestBrowser) => {
  if (!client.cookies.has('XSRF-TOKEN')) await client.fetchCsrfCookie();
  const response = await client.graphql(ME_QUERY);
  return response.statusCode === 200 ? response.json().data.me : null;
};

describe('GET /auth/google/redirect', () => {
  it('sends the browser to the provider with PKCE (S256), state, nonce and the org’s own callback', async () => {
    const start = await new TestBrowser(testApp).request({ url: '/auth/google/redirect' });
    const url = new URL(String(start.headers.location));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: CALLBACK('demo'),
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
    });
  });
});

describe('GET /auth/google/callback', () => {
  it('creates a verified account for a new verified email, signs it in and goes to /dashboard', async () => {
    const client = new TestBrowser(testApp);
    const email = `new-${Date.now()}@gmail.test`;
    const done = await signInWithGoogle(client, email);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/dashboard');
    expect(await me(client)).toMatchObject({
      email,
      emailVerifiedAt: expect.any(String),
      person: { firstName: 'Gabriel', lastName: 'Google' },
    });
    const session = done.cookies.find((cookie) => cookie.name === 'halo_session');
    expect(session?.maxAge).toBeUndefined();
  });

  it('continues to the same-origin path of p (from /login?p=…), never to another origin', async () => {
    const client = new TestBrowser(testApp);
    const email = `return-${Date.now()}@gmail.test`;
    const done = await signInWithGoogle(client, email, '?p=%2Ftransactions%3Ffilter%3Drecurring');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/transactions?filter=recurring');
    expect(client.cookies.has('halo_google_return')).toBe(false);

    for (const evil of ['//evil.example', '/%5Cevil.example', 'https%3A%2F%2Fevil.example']) {
      const other = new TestBrowser(testApp);
      const again = await signInWithGoogle(other, email, `?p=${evil}`);
      expect(again.headers.location).toBe('/dashboard');
    }
  });

  it('links to the existing account with the same verified email, and keeps the link', async () => {
    const client = new TestBrowser(testApp);
    const done = await signInWithGoogle(client, DEMO_DONOR.email, '?remember=1');
    expect(done.headers.location).toBe('/dashboard');
    expect(done.cookies.find((cookie) => cookie.name === 'halo_session')?.maxAge).toBe(30 * 24 * 60 * 60);
    const user = await me(client);
    expect(user.email).toBe(DEMO_DONOR.email);
    const [row] = await testApp.app.db.select().from(users).where(eq(users.prefixedId, user.prefixedId));
    const links = await testApp.app.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, row!.id));
    expect(links).toEqual([expect.objectContaining({ issuer: provider.issuer, subject: DEMO_DONOR.email })]);
    // The password still works: linking does not take anything away from a verified account.
    expect((await new TestBrowser(testApp).login(DEMO_DONOR.email, DEMO_DONOR.password)).statusCode).toBe(
      200,
    );
  });

  it('drops the password of an unverified account it links (pre-account takeover)', async () => {
    const email = `squatted-${Date.now()}@gmail.test`;
    const squatter = new TestBrowser(testApp);
    await squatter.fetchCsrfCookie();
    await squatter.request({
      method: 'POST',
      url: '/register',
      payload: {
        first_name: 'Not',
        last_name: 'Owner',
        email,
        password: 'squatter pw',
        password_confirmation: 'squatter pw',
      },
    });
    const owner = new TestBrowser(testApp);
    await signInWithGoogle(owner, email);
    expect((await me(owner)).email).toBe(email);
    expect(await me(squatter)).toBeNull();
    expect((await new TestBrowser(testApp).login(email, 'squatter pw')).statusCode).toBe(422);
  });

  it('refuses an email the provider has not verified', async () => {
    const client = new TestBrowser(testApp);
    const done = await signInWithGoogle(client, `unverified-${Date.now()}@gmail.test`);
    expect(done.headers.location).toBe('/login?error=google_unverified');
    expect(await me(client)).toBeNull();
  });

  it('refuses a callback in another browser (state bound to the session) and a replayed state', async () => {
    const client = new TestBrowser(testApp);
    const start = await client.request({ url: '/auth/google/redirect' });
    const callback = await approveAtProvider(String(start.headers.location), `csrf-${Date.now()}@gmail.test`);
    const attacker = new TestBrowser(testApp);
    const forged = await attacker.request({ url: `${callback.pathname}${callback.search}` });
    expect(forged.headers.location).toBe('/login?error=google');
    // The attempt was spent by the forged try: the rightful browser must start again.
    const late = await client.request({ url: `${callback.pathname}${callback.search}` });
    expect(late.headers.location).toBe('/login?error=google');
    expect(await me(client)).toBeNull();
  });

  it('keeps accounts per organization: the same Google account is a different donor at hope', async () => {
    const demo = new TestBrowser(testApp);
    const hope = new TestBrowser(testApp, 'hope.localhost');
    const email = `two-churches-${Date.now()}@gmail.test`;
    await signInWithGoogle(demo, email);
    await signInWithGoogle(hope, email);
    const [atDemo, atHope] = [await me(demo), await me(hope)];
    expect(atDemo.email).toBe(email);
    expect(atHope.email).toBe(email);
    expect(atDemo.prefixedId).not.toBe(atHope.prefixedId);
  });
});

describe('a provider whose discovery document names another issuer', () => {
  it('is refused: the browser goes back to /login?error=google, never to that provider', async () => {
    // Another address serving the real provider's document, which names the real provider as issuer:
    // its keys and tokens must not pass for OIDC_ISSUER's.
    const document = await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).text();
    const asked: string[] = [];
    const impostor = createServer((request, response) => {
      asked.push(String(request.url));
      response.writeHead(200, { 'content-type': 'application/json' }).end(document);
    });
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(impostor.address() as AddressInfo).port}`;
    const warnings: Array<{ msg: string; err?: { message: string } }> = [];
    const misled = await startTestApp({
      config: {
        logLevel: 'warn',
        googleSignIn: { issuer, clientId: provider.clientId, clientSecret: provider.clientSecret },
      },
      logStream: { write: (line) => void warnings.push(JSON.parse(line)) },
    });
    try {
      const start = await new TestBrowser(misled).request({ url: '/auth/google/redirect' });
      expect(start.statusCode).toBe(303);
      expect(start.headers.location).toBe('/login?error=google');
      expect(asked).toEqual(['/.well-known/openid-configuration']);
      expect(warnings).toContainEqual(
        expect.objectContaining({
          msg: 'OpenID provider unreachable',
          err: expect.objectContaining({
            message: 'discovered metadata issuer does not match the expected issuer',
          }),
        }),
      );
    } finally {
      await misled.close();
      await new Promise((resolve) => impostor.close(resolve));
    }
  });
});

describe('without Google settings', () => {
  it('has no Google routes', async () => {
    const plain = await startTestApp();
    try {
      const response = await new TestBrowser(plain).request({ url: '/auth/google/redirect' });
      expect(response.statusCode).not.toBe(303);
    } finally {
      await plain.close();
    }
  });
});
