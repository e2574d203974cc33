// Response headers, against the real app on a real port: the hosted pages'
// Content-Security-Policy (frame-ancestors per page and organization, the live-update socket the
// page is told about), nosniff and the referrer policy on pages, API answers and static files, HSTS
// only over HTTPS (X-Forwarded-Proto believed only with TRUST_PROXY), no CORP on what churches load,
// and the session cookies' flags after a sign-in (what sessions.test.ts does not already pin).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { organizations } from '../src/db/schema';
import { LOCALHOST_ORIGINS } from '../src/organizations/allowedOrigins';
import { DEMO_DONOR } from '../src/seed';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import type { TestResponse } from './httpClient';
import { freePort } from './serverProcess';

const HOST_PAGE =
  '<!doctype html><html><head><!--HALO_CONFIG--></head><body><div id="root"></div></body></html>';
const HSTS = 'max-age=31536000; includeSubDomains';
const THIRTY_DAYS = 30 * 24 * 60 * 60;

let distDir: string;
/** TRUST_PROXY on, PUBLIC_URL http on the app's own port: what a TLS-terminating proxy in front of us looks like. */
let proxied: TestApp;
/** TRUST_PROXY off, PUBLIC_URL https. */
let direct: TestApp;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'halo-dist-'));
  const files: Record<string, string> = {
    'host/index.html': HOST_PAGE,
    'shared/remoteEntry.js': '/* entry */',
    'embed/halo-give.js': '/* embed */',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(distDir, name)), { recursive: true });
    await writeFile(path.join(distDir, name), content);
  }
  const port = await freePort();
  proxied = await startTestApp({
    port,
    config: { distDir, trustProxy: true, publicUrl: `http://localhost:${port}` },
  });
  direct = await startTestApp({
    config: { distDir, trustProxy: false, publicUrl: 'https://give.halo.example' },
  });
});
afterAll(async () => {
  await proxied?.close();
  await direct?.close();
  await rm(distDir, { recursive: true, force: true });
});

/** A GET as a browser sends it: the organization's host name with the app's port. */
const get = (app: TestApp, url: string, headers: Record<string, string> = {}, subdomain = 'demo') =>
  new TestBrowser(app, `${subdomain}.localhost:${app.port}`).request({ url, headers });

/** The header parsed back: directive → sources. */
function policyOf(response: TestResponse): Record<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function runtimePusherOf(html: string): { wsHost: string; wsPort: number; forceTLS: boolean } {
  const match = /<script id="halo-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match?.[1] ?? '{}').pusher;
}

function expectEverywhereHeaders(response: TestResponse): void {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('the hosted pages', () => {
  it('a portal page: the policy, never framed (frame-ancestors and X-Frame-Options), no HSTS over http', async () => {
    const response = await get(proxied, '/dashboard');
    expect(response.statusCode).toBe(200);
    expectEverywhereHeaders(response);
    const policy = policyOf(response);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/login', '/profile/edit', '/reset-password/abc123', '/404'])(
    '%s is never framed either',
    async (url) => {
      const response = await get(proxied, url);
      expect(policyOf(response)['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
    },
  );

  it('the giving page may be framed by the organization’s allowed origins only (the demo: localhost)', async () => {
    for (const url of ['/', '/EASTER24']) {
      const response = await get(proxied, url);
      expect(policyOf(response)['frame-ancestors']).toEqual([...LOCALHOST_ORIGINS]);
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('reads the organization from the database: its allowed origins frame it, its logo host shows', async () => {
    const { db } = proxied.app;
    await db
      .update(organizations)
      .set({
        allowedOrigins: [
          'https://www.hope.example',
          'https://*.hope-church.example',
          'https://x.example; script-src *',
        ],
        logoUrl: 'https://cdn.hope.example/logo.png',
      })
      .where(eq(organizations.subdomain, 'hope'));
    const giving = await get(proxied, '/', {}, 'hope');
    const policy = policyOf(giving);
    expect(policy['frame-ancestors']).toEqual(['https://www.hope.example', 'https://*.hope-church.example']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toContain('https://cdn.hope.example');
    // Its portal keeps the logo but is framed by nobody.
    const portal = policyOf(await get(proxied, '/transactions', {}, 'hope'));
    expect(portal['frame-ancestors']).toEqual(["'none'"]);
    expect(portal['img-src']).toContain('https://cdn.hope.example');
  });

  it('an unknown organization’s giving page is framed by nobody', async () => {
    const response = await get(proxied, '/', {}, 'nobody');
    expect(response.statusCode).toBe(200);
    expect(policyOf(response)['frame-ancestors']).toEqual(["'none'"]);
  });

  it('allows exactly the live-update socket the page is told to open, ws and wss over http', async () => {
    const response = await get(proxied, '/dashboard');
    const pusher = runtimePusherOf(response.body);
    expect(pusher).toEqual(
      expect.objectContaining({ wsHost: 'demo.localhost', wsPort: proxied.port, forceTLS: false }),
    );
    expect(policyOf(response)['connect-src']).toEqual([
      "'self'",
      `wss://demo.localhost:${pusher.wsPort}`,
      `ws://demo.localhost:${pusher.wsPort}`,
    ]);
  });

  it.each([
    ['a forged Host', (app: TestApp) => ({ host: `demo.evil.example:${app.port}` })],
    [
      'a forged X-Forwarded-Host behind the trusted proxy',
      (app: TestApp) => ({
        host: `demo.localhost:${app.port}`,
        'x-forwarded-host': 'demo.evil.example:4444',
      }),
    ],
  ])(
    '%s reaches neither the page’s socket nor its policy: both name the church’s own host',
    async (_case, headers) => {
      for (const [app, canonical] of [
        [proxied, { wsHost: 'demo.localhost', wsPort: proxied.port, forceTLS: false }],
        [direct, { wsHost: 'demo.give.halo.example', wsPort: 443, forceTLS: true }],
      ] as const) {
        const response = await new TestBrowser(app).request({ url: '/dashboard', headers: headers(app) });
        expect(response.statusCode).toBe(200);
        expect(runtimePusherOf(response.body)).toEqual(expect.objectContaining(canonical));
        expect(response.body).not.toMatch(/evil|4444/);
        expect(String(response.headers['content-security-policy'])).not.toMatch(/evil|4444/);
      }
    },
  );

  it('a Host no church has gets PUBLIC_URL’s own host, not its own', async () => {
    const response = await new TestBrowser(direct, 'attacker.example').request({ url: '/' });
    expect(runtimePusherOf(response.body)).toEqual(
      expect.objectContaining({ wsHost: 'give.halo.example', wsPort: 443, forceTLS: true }),
    );
    expect(policyOf(response)['connect-src']).toEqual(["'self'", 'wss://give.halo.example']);
    expect(response.body).not.toContain('attacker');
  });

  it('HEAD gets the same policy as GET', async () => {
    const head = await new TestBrowser(proxied, `demo.localhost:${proxied.port}`).request({
      method: 'HEAD',
      url: '/',
    });
    const getResponse = await get(proxied, '/');
    expect(head.headers['content-security-policy']).toBe(getResponse.headers['content-security-policy']);
  });
});

describe('API answers and static files', () => {
  it.each([
    ['GET', '/health', 200],
    ['GET', '/api/online-giving/demo', 200],
    ['GET', '/api/no-such-thing', 404],
    ['POST', '/logout', 419],
  ])('%s %s (%i): nosniff and the referrer policy, no page policy', async (method, url, status) => {
    const response = await new TestBrowser(proxied).request({ method, url });
    expect(response.statusCode).toBe(status);
    expectEverywhereHeaders(response);
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it.each(['/static/shared/remoteEntry.js', '/halo-give.js'])(
    '%s stays loadable from any church site: no CORP, CORS *, a JavaScript type under nosniff',
    async (url) => {
      const response = await get(proxied, url, { origin: 'https://www.grace.example' });
      expect(response.statusCode).toBe(200);
      expectEverywhereHeaders(response);
      expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cross-origin-resource-policy']).toBeUndefined();
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(response.headers['content-security-policy']).toBeUndefined();
    },
  );
});

describe('HSTS', () => {
  it.each(['/', '/dashboard', '/health', '/static/shared/remoteEntry.js', '/api/no-such-thing'])(
    '%s over HTTPS (trusted X-Forwarded-Proto) carries it',
    async (url) => {
      const response = await get(proxied, url, { 'x-forwarded-proto': 'https' });
      expect(response.headers['strict-transport-security']).toBe(HSTS);
    },
  );

  it('with an https PUBLIC_URL the page’s socket is wss only, and the policy allows only that', async () => {
    const response = await get(direct, '/dashboard');
    expect(runtimePusherOf(response.body).forceTLS).toBe(true);
    expect(policyOf(response)['connect-src']).toEqual(["'self'", 'wss://demo.give.halo.example']);
  });

  it('is never sent over plain http', async () => {
    for (const url of ['/', '/health', '/halo-give.js']) {
      expect((await get(proxied, url)).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('an untrusted X-Forwarded-Proto is ignored (TRUST_PROXY off), even with an https PUBLIC_URL', async () => {
    const response = await get(direct, '/', { 'x-forwarded-proto': 'https' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('session cookies after sign-in', () => {
  const cookie = (response: TestResponse, name: string) => response.cookies.find((c) => c.name === name);

  it('a plain sign-in: session cookies (no Max-Age, no Expires), HttpOnly session id, readable XSRF-TOKEN', async () => {
    const browser = new TestBrowser(proxied);
    const login = await browser.login(DEMO_DONOR.email, DEMO_DONOR.password);
    expect(login.statusCode).toBe(200);
    const session = cookie(login, 'halo_session');
    const xsrf = cookie(login, 'XSRF-TOKEN');
    expect(session).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true, secure: false });
    expect(xsrf).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false, secure: false });
    for (const issued of [session, xsrf]) {
      expect(issued?.maxAge).toBeUndefined();
      expect(issued?.expires).toBeUndefined();
    }
  });

  it('"remember me": both cookies last 30 days (REMEMBER_DAYS), flags unchanged', async () => {
    const browser = new TestBrowser(proxied);
    const login = await browser.login(DEMO_DONOR.email, DEMO_DONOR.password, { remember: true });
    for (const name of ['halo_session', 'XSRF-TOKEN']) {
      expect(cookie(login, name)).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: THIRTY_DAYS });
    }
    expect(cookie(login, 'halo_session')?.httpOnly).toBe(true);
    expect(cookie(login, 'XSRF-TOKEN')?.httpOnly).toBe(false);
  });

  it('with an https PUBLIC_URL both cookies are Secure, even behind a proxy that speaks http to us', async () => {
    const browser = new TestBrowser(direct);
    const guest = await browser.fetchCsrfCookie();
    expect(cookie(guest, 'halo_session')?.secure).toBe(true);
    expect(cookie(guest, 'XSRF-TOKEN')?.secure).toBe(true);
    const login = await browser.login(DEMO_DONOR.email, DEMO_DONOR.password);
    expect(cookie(login, 'halo_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(cookie(login, 'XSRF-TOKEN')).toMatchObject({ secure: true, httpOnly: false, sameSite: 'Lax' });
    // Signing out clears them with the same path and Secure flag, so the browser drops them.
    const logout = await browser.request({ method: 'POST', url: '/logout' });
    for (const name of ['halo_session', 'XSRF-TOKEN']) {
      expect(cookie(logout, name)).toMatchObject({ value: '', path: '/', secure: true });
    }
  });

  it('with an http PUBLIC_URL, a request over trusted HTTPS still gets Secure cookies', async () => {
    const browser = new TestBrowser(proxied);
    const login = await browser.request({
      method: 'GET',
      url: '/sanctum/csrf-cookie',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(cookie(login, 'halo_session')?.secure).toBe(true);
    expect(cookie(login, 'XSRF-TOKEN')?.secure).toBe(true);
  });
});
