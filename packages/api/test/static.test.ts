import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, TestBrowser, type TestApp } from './helper';
import { calendarDateInTimeZone, overviewTotalsVariables } from '@halo/domain';
import { DEMO_ADMIN } from '../src/seed';
import { signIn } from './adminFixtures';
import { signInDemoDonor } from './portalFixtures';

const HOST_PAGE =
  '<!doctype html><html><head><!--HALO_CONFIG--></head><body><div id="root"></div></body></html>';
const HOSTILE = '</script><script>alert("owned")</script>';
/** A chunk worth compressing (over the 1 KB below which nothing is). */
const CHUNK = `/* chunk */ ${'export const gift = { amount: 2500, fund: "General Fund" };\n'.repeat(60)}`;
/** Files the test build has brotli and gzip copies of; `embed/giving-form.…js` has none. */
const PRECOMPRESSED = ['shared/core.0a1b2c3d.js', 'embed/halo-give.js'];

/**
 * What the build writes for first-route hints (webpack/chunkGroupFiles.ts, and the federation manifests'
 * singletons), as the real build names them: per chunk group its files.
 */
const FIRST_ROUTE_LISTS: Record<string, string> = {
  'host/chunk-groups.json': JSON.stringify({ main: ['main.js'], bootstrap: ['bootstrap.1a2b3c4d.js'] }),
  'host/mf-manifest.json': JSON.stringify({
    shared: [{ assets: { js: { sync: ['react-dom.5e6f7a8b.js'] } } }],
  }),
  'shared/mf-manifest.json': JSON.stringify({
    shared: [{ assets: { js: { sync: ['vendor.9c8d7e6f.js'] } } }],
  }),
  'shared/chunk-groups.json': JSON.stringify({
    halo_shared: ['remoteEntry.js'],
    __federation_expose_runtimeConfig: ['vendor.9c8d7e6f.js', 'core.0a1b2c3d.js'],
    __federation_expose_store: ['vendor.9c8d7e6f.js', 'core.0a1b2c3d.js'],
    __federation_expose_api: ['vendor.9c8d7e6f.js', 'core.0a1b2c3d.js'],
    __federation_expose_i18n: ['core.0a1b2c3d.js', '635.11223344.js'],
    __federation_expose_router: ['core.0a1b2c3d.js'],
    __federation_expose_errorReporting: ['core.0a1b2c3d.js'],
    __federation_expose_api__giving: ['core.0a1b2c3d.js', '__federation_expose_api__giving.55667788.js'],
    __federation_expose_live: ['core.0a1b2c3d.js', '__federation_expose_live.99aabbcc.js'],
  }),
  'widget/chunk-groups.json': JSON.stringify({
    __federation_expose_GivingPage: ['319.0f0e0d0c.js', '__federation_expose_GivingPage.0b0a0908.js'],
    __federation_expose_KioskPage: ['319.0f0e0d0c.js', '__federation_expose_KioskPage.07060504.js'],
    'giving-payment': ['giving-payment.03020100.js'],
  }),
  'admin/chunk-groups.json': JSON.stringify({
    __federation_expose_AdminLayout: ['__federation_expose_AdminLayout.a1a2a3a4.js'],
    __federation_expose_Overview: ['83.b1b2b3b4.js', '__federation_expose_Overview.c1c2c3c4.js'],
  }),
  'portal/chunk-groups.json': JSON.stringify({
    __federation_expose_DonorLayout: ['759.a0b0c0d0.js', '__federation_expose_DonorLayout.e0f00010.js'],
    __federation_expose_Dashboard: ['759.a0b0c0d0.js', '__federation_expose_Dashboard.20304050.js'],
    __federation_expose_Login: ['__federation_expose_Login.60708090.js'],
  }),
};
/**
 * The build's trusted documents (scripts/trusted-documents.ts) with the donor overview's first queries
 * under their real operation names, and a mutation, which a page never runs.
 */
const FIRST_QUERIES = {
  Me: 'query Me { me { prefixedId email } }',
  DonorDashboardReport:
    'query DonorDashboardReport($organizationPrefixedId: ID!) { DonorDashboardReport(organizationPrefixedId: $organizationPrefixedId) { totalGifts activeRecurringGifts singleGifts } }',
  RecentActivity:
    'query RecentActivity($organizationPrefixedId: ID!) { RecentActivity(organizationPrefixedId: $organizationPrefixedId) { type description amount } }',
};
/** The console overview's first queries, under their real names. */
const CONSOLE_QUERIES = {
  AdminGifts:
    'query AdminGifts($organizationPrefixedId: ID!, $filters: AdminGiftFilters, $after: String, $first: Int) { adminGifts(organizationPrefixedId: $organizationPrefixedId, filters: $filters, after: $after, first: $first) { totalAmount } }',
  AdminSetupChecklist:
    'query AdminSetupChecklist($organizationPrefixedId: ID!) { adminGivingPage(organizationPrefixedId: $organizationPrefixedId) { logoUrl } }',
};
const TRUSTED_DOCUMENTS = JSON.stringify({
  current: Object.fromEntries(
    [...Object.values(FIRST_QUERIES), ...Object.values(CONSOLE_QUERIES), 'mutation SignOut { signOut }'].map(
      (query) => [createHash('sha256').update(query).digest('hex'), query],
    ),
  ),
  previous: {},
});

/** The scripts every hosted page's shell loads before a screen, in the order it needs them. */
const SHELL_SCRIPTS = [
  '/static/shared/remoteEntry.js',
  '/static/shared/vendor.9c8d7e6f.js',
  '/static/host/react-dom.5e6f7a8b.js',
  '/static/shared/core.0a1b2c3d.js',
  '/static/shared/635.11223344.js',
  '/static/host/bootstrap.1a2b3c4d.js',
];

let distDir: string;
let testApp: TestApp;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'halo-dist-'));
  const files: Record<string, string | Buffer> = {
    'host/index.html': HOST_PAGE,
    'shared/remoteEntry.js': '/* entry */',
    ...FIRST_ROUTE_LISTS,
    'graphql/trusted-documents.json': TRUSTED_DOCUMENTS,
    'shared/vendors.3f2a9c1b7d5e.js': '/* chunk */',
    'embed/halo-give.js': '/* embed */',
    'shared/core.0a1b2c3d.js': CHUNK,
    'embed/giving-form.0a1b2c3d.js': CHUNK,
    'shared/core.0a1b2c3d.js.map': JSON.stringify({ version: 3, sources: [CHUNK] }),
  };
  // What the production build writes beside a file (webpack/common.ts): its brotli and gzip copies.
  for (const name of PRECOMPRESSED) {
    files[`${name}.br`] = brotliCompressSync(files[name] ?? '');
    files[`${name}.gz`] = gzipSync(files[name] ?? '');
  }
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(distDir, name)), { recursive: true });
    await writeFile(path.join(distDir, name), content);
  }
  testApp = await startTestApp({
    config: {
      distDir,
      analyticsId: HOSTILE,
      sentryDsn: 'https://key@sentry.example/1',
      trustProxy: true,
      pusher: {
        appId: '1',
        key: 'app-key',
        secret: 'server-only-secret',
        cluster: 'mt1',
        host: null,
        port: null,
        forceTLS: true,
      },
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  new TestBrowser(testApp).request({ url, headers });
/** The same on a host no church has (PUBLIC_URL's own). */
const getWithoutChurch = (url: string, headers: Record<string, string> = {}) =>
  new TestBrowser(testApp, 'localhost').request({ url, headers });

function preloadsIn(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map(
    (match) => match[1] ?? '',
  );
}

function churchRecordIn(html: string): unknown {
  const match = /<script id="halo-organization" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

function pageAnswersIn(html: string): unknown {
  const match = /<script id="halo-page-answers" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

function runtimeConfigIn(html: string): unknown {
  const match = /<script id="halo-config" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('the host page (SPA fallback)', () => {
  it('answers any app path with index.html and the runtime config in place of the marker', async () => {
    const response = await get('/recurring-gifts?page=2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).not.toContain('<!--HALO_CONFIG-->');
    expect(runtimeConfigIn(response.body)).toEqual({
      apiUrl: '',
      environment: 'development',
      sentryDsn: 'https://key@sentry.example/1',
      pusher: { key: 'app-key', cluster: 'mt1', forceTLS: true },
      analyticsId: HOSTILE,
      tagManagerId: null,
      googleSignIn: false,
    });
  });

  it('escapes `<` so a setting cannot close the script element', async () => {
    const response = await get('/');
    expect(response.body).not.toContain(HOSTILE);
    expect(response.body).toContain('\\u003c/script>\\u003cscript>alert');
    // The page's two data blocks close, and nothing else: the settings and the church's record.
    expect(response.body.match(/<\/script>/g)).toHaveLength(2);
  });

  it('never sends a server secret to the browser', async () => {
    expect((await get('/')).body).not.toContain('server-only-secret');
  });

  it('serves GET /login as the app (only POST /login is the API)', async () => {
    expect((await get('/login')).headers['content-type']).toMatch(/^text\/html/);
  });
});

describe("the church's record in its hosted page", () => {
  it('carries the record GET /api/online-giving/{subdomain} answers, so the shell need not ask for it', async () => {
    const record = JSON.parse((await get('/api/online-giving/demo')).body) as { subdomain: string };
    expect(record.subdomain).toBe('demo');
    expect(churchRecordIn((await get('/')).body)).toEqual(record);
    expect(churchRecordIn((await get('/dashboard')).body)).toEqual(record);
  });

  it('is not in a page on a host no church has', async () => {
    const response = await getWithoutChurch('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('halo-organization');
  });
});

describe("a signed-in donor's overview in its page", () => {
  it("carries what its first queries would be answered, in the browser's language", async () => {
    const donor = await signInDemoDonor(testApp);
    const made: Record<string, unknown> = {};
    for (const [acceptLanguage, locale] of [
      ['en-US,en;q=0.9', 'en'],
      ['fr;q=0.3, es-MX, en;q=0.8', 'es'],
    ] as const) {
      const page = await donor.browser.request({
        url: '/dashboard',
        headers: { 'accept-language': acceptLanguage },
      });
      expect(page.headers['cache-control']).toBe('private, no-cache');
      const organizationPrefixedId = (churchRecordIn(page.body) as { prefixedId: string }).prefixedId;
      const variablesOf = {
        Me: {},
        DonorDashboardReport: { organizationPrefixedId },
        RecentActivity: { organizationPrefixedId },
      };
      const asked = await Promise.all(
        Object.entries(FIRST_QUERIES).map(async ([operation, query]) => {
          const variables = variablesOf[operation as keyof typeof variablesOf];
          const answer = await donor.browser.graphql(query, variables, { 'x-locale': locale });
          expect(answer.statusCode).toBe(200);
          const { data } = JSON.parse(answer.body) as { data: unknown };
          return { operation, variables, locale, data };
        }),
      );
      expect(asked[0]?.data).toEqual({ me: { prefixedId: donor.userPrefixedId, email: donor.email } });
      expect(pageAnswersIn(page.body)).toEqual(asked);
      made[locale] = asked[2]?.data;
    }
    // The demo donor's activity is described in words, so the two languages' answers differ.
    expect(made.es).not.toEqual(made.en);
  });

  it("carries the console overview's totals and checklist for its administrator, on the church's day", async () => {
    const administrator = await signIn(testApp, DEMO_ADMIN, 'demo.localhost');
    const page = await administrator.request({ url: '/admin' });
    const church = churchRecordIn(page.body) as { prefixedId: string; onlineGiving: { timeZone: string } };
    const today = calendarDateInTimeZone(church.onlineGiving.timeZone, testApp.app.clock());
    const asked = await Promise.all(
      [
        ['Me', FIRST_QUERIES.Me, {}],
        ['AdminGifts', CONSOLE_QUERIES.AdminGifts, overviewTotalsVariables(church.prefixedId, today)],
        [
          'AdminSetupChecklist',
          CONSOLE_QUERIES.AdminSetupChecklist,
          { organizationPrefixedId: church.prefixedId },
        ],
      ].map(async ([operation, query, variables]) => {
        const answer = await administrator.graphql(query as string, variables as Record<string, unknown>);
        const { data } = JSON.parse(answer.body) as { data: unknown };
        return { operation, variables, locale: 'en', data };
      }),
    );
    expect(asked[1]?.data).toMatchObject({ adminGifts: { totalAmount: expect.any(Number) } });
    expect(pageAnswersIn(page.body)).toEqual(asked);
  });

  it('carries the donor alone on their other screens (none of the console they may not see), nothing for a guest or at another church', async () => {
    const guest = await get('/dashboard');
    expect(pageAnswersIn(guest.body)).toBeUndefined();
    expect(guest.headers['cache-control']).toBe('no-cache');
    const donor = await signInDemoDonor(testApp);
    const me = {
      operation: 'Me',
      variables: {},
      locale: 'en',
      data: { me: { prefixedId: donor.userPrefixedId, email: donor.email } },
    };
    for (const url of ['/transactions', '/', '/admin']) {
      const page = await donor.browser.request({ url });
      expect(pageAnswersIn(page.body)).toEqual([me]);
      expect(page.headers['cache-control']).toBe('private, no-cache');
    }
    const atHope = new TestBrowser(testApp, 'hope.localhost');
    for (const [name, value] of donor.browser.cookies) atHope.cookies.set(name, value);
    const elsewhere = await atHope.request({ url: '/dashboard' });
    expect(elsewhere.statusCode).toBe(200);
    expect(pageAnswersIn(elsewhere.body)).toBeUndefined();
  });
});

describe('first-route hints', () => {
  it("name every script of the giving page's first screen, in the order the page needs them", async () => {
    expect(preloadsIn((await get('/')).body)).toEqual([
      ...SHELL_SCRIPTS,
      '/static/widget/remoteEntry.js',
      '/static/widget/319.0f0e0d0c.js',
      '/static/widget/__federation_expose_GivingPage.0b0a0908.js',
      '/static/shared/__federation_expose_api__giving.55667788.js',
    ]);
    expect(preloadsIn((await get('/easter?amount=50')).body)).toEqual(preloadsIn((await get('/')).body));
  });

  it("name the donor's overview only when a donor is signed in", async () => {
    expect(preloadsIn((await get('/dashboard')).body)).toEqual(SHELL_SCRIPTS);
    const donor = await signInDemoDonor(testApp);
    const page = await donor.browser.request({ url: '/dashboard' });
    expect(preloadsIn(page.body)).toEqual([
      ...SHELL_SCRIPTS,
      '/static/portal/remoteEntry.js',
      '/static/portal/759.a0b0c0d0.js',
      '/static/portal/__federation_expose_DonorLayout.e0f00010.js',
      '/static/portal/__federation_expose_Dashboard.20304050.js',
    ]);
    expect(preloadsIn((await donor.browser.request({ url: '/transactions' })).body)).toEqual(SHELL_SCRIPTS);
  });

  it("name the console's overview when someone signed in opens /admin", async () => {
    expect(preloadsIn((await get('/admin')).body)).toEqual(SHELL_SCRIPTS);
    const donor = await signInDemoDonor(testApp);
    expect(preloadsIn((await donor.browser.request({ url: '/admin' })).body)).toEqual([
      ...SHELL_SCRIPTS,
      '/static/admin/remoteEntry.js',
      '/static/admin/__federation_expose_AdminLayout.a1a2a3a4.js',
      '/static/admin/83.b1b2b3b4.js',
      '/static/admin/__federation_expose_Overview.c1c2c3c4.js',
    ]);
    expect(preloadsIn((await donor.browser.request({ url: '/admin/gifts' })).body)).toEqual(SHELL_SCRIPTS);
  });

  it("are left out when the build's lists cannot be read, and the page is sent as before", async () => {
    const lists = path.join(distDir, 'widget/chunk-groups.json');
    await writeFile(lists, '{"__federation_expose_GivingPage": [');
    try {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(preloadsIn(response.body)).toEqual([]);
      expect(churchRecordIn(response.body)).toMatchObject({ subdomain: 'demo' });
    } finally {
      await writeFile(lists, FIRST_ROUTE_LISTS['widget/chunk-groups.json'] ?? '');
    }
  });

  it("name the shell's alone for the lobby kiosk and the sign-in screen", async () => {
    expect(preloadsIn((await get('/kiosk')).body)).toEqual(SHELL_SCRIPTS);
    expect(preloadsIn((await get('/login')).body)).toEqual(SHELL_SCRIPTS);
  });
});

describe('static files', () => {
  it('serves /static/ with CORS * and revalidation for entry files', async () => {
    const response = await get('/static/shared/remoteEntry.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('/* entry */');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches content-hashed chunks for a year', async () => {
    const response = await get('/static/shared/vendors.3f2a9c1b7d5e.js');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves /halo-give.js from dist/embed with CORS *', async () => {
    const response = await get('/halo-give.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('/* embed */');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing static file with 404, not the host page', async () => {
    const response = await get('/static/shared/missing.js');
    expect(response.statusCode).toBe(404);
  });
});

describe('cookies over HTTPS', () => {
  it('marks both cookies Secure when the request came over HTTPS (behind a trusted proxy)', async () => {
    const response = await get('/sanctum/csrf-cookie', { 'x-forwarded-proto': 'https' });
    expect(response.cookies.map((cookie) => [cookie.name, cookie.secure])).toEqual([
      ['halo_session', true],
      ['XSRF-TOKEN', true],
    ]);
  });
});

describe('compressed static files', () => {
  it("sends the build's brotli copy to a browser that accepts brotli, as the file's own type", async () => {
    const response = await get('/static/shared/core.0a1b2c3d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.rawBody.length);
    expect(response.rawBody.length).toBeLessThan(CHUNK.length / 4);
    expect(brotliDecompressSync(response.rawBody).toString()).toBe(CHUNK);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('/static/shared/core.0a1b2c3d.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(response.rawBody).toString()).toBe(CHUNK);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await get('/static/shared/core.0a1b2c3d.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.body).toBe(CHUNK);
  });

  it('compresses on the way out a file the build kept no copy of', async () => {
    const response = await get('/static/embed/giving-form.0a1b2c3d.js', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawBody).toString()).toBe(CHUNK);
  });
});

describe("halo-give.js on a church's page", () => {
  it('is sent compressed, reused for a few minutes, then revalidated with its ETag (304)', async () => {
    const first = await get('/halo-give.js', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawBody).toString()).toBe('/* embed */');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    expect(first.headers.vary).toMatch(/Accept-Encoding/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);

    const again = await get('/halo-give.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawBody.length).toBe(0);
    expect(again.headers['cache-control']).toBe('public, max-age=300');
  });

  it('has an ETag of its own per encoding, so a cache never hands brotli to a gzip-only browser', async () => {
    const brotli = await get('/halo-give.js', { 'accept-encoding': 'br' });
    const gzip = await get('/halo-give.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(brotli.headers.etag);
    const stale = await get('/halo-give.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(brotli.headers.etag),
    });
    expect(stale.statusCode).toBe(200);
  });
});

describe('the host page compressed', () => {
  it('is compressed on the way out once it is over a kilobyte, and sent as it is otherwise', async () => {
    const small = await getWithoutChurch('/dashboard', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();

    const page = HOST_PAGE.replace('<body>', `<body><p>${'Give with joy. '.repeat(200)}</p>`);
    await writeFile(path.join(distDir, 'host/index.html'), page);
    try {
      const response = await get('/dashboard', { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(response.rawBody).toString()).toContain('Give with joy.');
    } finally {
      await writeFile(path.join(distDir, 'host/index.html'), HOST_PAGE);
    }
  });
});

// Last: it removes the host page.
describe('without a front-end build', () => {
  it('answers app paths with 503 and says how to build', async () => {
    await rm(path.join(distDir, 'host'), { recursive: true });
    const response = await get('/dashboard');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Front end not built: run npm run build');
  });
});
