// What the server sends compressed, and what never (http/compressionPlugin.ts): answers made per
// request above a kilobyte go out in brotli or gzip as the client accepts; a CSV export stays a
// stream; an answer carrying a secret beside text the requester chose is never compressed (BREACH);
// and the church's giving record, which every church page loads, is cacheable for a minute with an
// ETag, one copy per Origin.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { ENROL_SECOND_FACTOR } from '@halo/testkit/admin/secondFactor';
import { organizations } from '../src/db/schema';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/http/compressionPlugin';
import { ONLINE_GIVING_CACHE_CONTROL } from '../src/giving/onlineGivingRoutes';
import { buildAdminWorld, DEMO_OWNER, HOPE_OWNER, signIn, type AdminWorld } from './adminFixtures';
import { startTestApp, TestBrowser, type TestApp } from './helper';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(tmpdir(), 'halo-compression-'));
let testApp: TestApp;
let world: AdminWorld;
/** Each route's `compress` option as the compression plugin saw it, by `METHOD url`. */
const compressOption = new Map<string, unknown>();

beforeAll(async () => {
  testApp = await startTestApp({
    config: { dataDir },
    beforeReady: (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat())
          compressOption.set(`${method} ${route.url}`, route.compress);
      }),
  });
  world = await buildAdminWorld(testApp);
});

afterAll(async () => {
  await testApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const CHURCH_SITE = 'http://church.localhost:1234';
/** Long enough to take the demo church's record over the compression threshold. */
const LONG_MESSAGE = 'Every gift feeds a family in our city this winter. '.repeat(40);

async function withGivingMessage<T>(message: string | null, run: () => Promise<T>): Promise<T> {
  const { db } = testApp.app;
  await db.update(organizations).set({ givingMessage: message }).where(eq(organizations.subdomain, 'demo'));
  try {
    return await run();
  } finally {
    await db.update(organizations).set({ givingMessage: null }).where(eq(organizations.subdomain, 'demo'));
  }
}

const record = (headers: Record<string, string> = {}) =>
  new TestBrowser(testApp).request({ url: '/api/online-giving/demo', headers });

describe('JSON answers', () => {
  it('are compressed with brotli above a kilobyte, decoding to the same JSON', async () => {
    await withGivingMessage(LONG_MESSAGE, async () => {
      const plain = await record();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawBody.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

      const response = await record(BROWSER_ENCODINGS);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(String(response.headers.vary)).toMatch(/Accept-Encoding/i);
      expect(response.rawBody.length).toBeLessThan(plain.rawBody.length / 3);
      expect(JSON.parse(brotliDecompressSync(response.rawBody).toString())).toEqual(plain.json());
    });
  });

  it('are compressed with gzip for a client that takes only gzip', async () => {
    await withGivingMessage(LONG_MESSAGE, async () => {
      const response = await record({ 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(response.rawBody).toString()).onlineGiving.message).toBe(LONG_MESSAGE);
    });
  });

  it('go out as they are under a kilobyte, where compressing saves nothing', async () => {
    const response = await new TestBrowser(testApp).request({
      url: '/api/online-giving/nowhere',
      headers: BROWSER_ENCODINGS,
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ message: 'Organization not found.' });
  });
});

describe("the church's giving record", () => {
  it('may be reused for a minute, then kept while it is revalidated, one copy per Origin', async () => {
    const response = await record({ origin: CHURCH_SITE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(ONLINE_GIVING_CACHE_CONTROL);
    expect(ONLINE_GIVING_CACHE_CONTROL).toMatch(/max-age=60\b/);
    expect(ONLINE_GIVING_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/);
    expect(response.headers['access-control-allow-origin']).toBe(CHURCH_SITE);
    expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
  });

  it('says it varies by Origin to a same-origin request too, which sends none', async () => {
    const response = await record();
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
  });

  it('answers 304 with no body to a page that has the current one (If-None-Match), compressed or not', async () => {
    await withGivingMessage(LONG_MESSAGE, async () => {
      const first = await record({ ...BROWSER_ENCODINGS, origin: CHURCH_SITE });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);

      const again = await record({ ...BROWSER_ENCODINGS, origin: CHURCH_SITE, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawBody.length).toBe(0);
      expect(again.headers['cache-control']).toBe(ONLINE_GIVING_CACHE_CONTROL);
      expect(again.headers['access-control-allow-origin']).toBe(CHURCH_SITE);
      // A 304 names what the 200 varied by, so a cache updates the right copy.
      expect(String(again.headers.vary)).toMatch(/\bOrigin\b/);
      expect(String(again.headers.vary)).toMatch(/\bAccept-Encoding\b/);
    });
  });

  it('answers 200 with the new record once the church changed it (the old ETag no longer matches)', async () => {
    const before = String((await record()).headers.etag);
    await withGivingMessage('A new season of giving.', async () => {
      const response = await record({ 'if-none-match': before });
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).not.toBe(before);
      expect(response.json().onlineGiving.message).toBe('A new season of giving.');
    });
  });

  it('is not cached when there is no such church', async () => {
    const response = await new TestBrowser(testApp).request({ url: '/api/online-giving/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

describe('CSV exports', () => {
  it('still stream, compressed as they go', async () => {
    const owner = await signIn(testApp, HOPE_OWNER, 'hope.localhost');
    const link = await owner.graphql(
      `query($org: ID!) { adminGiftsExport(organizationPrefixedId: $org) { url } }`,
      { org: world.hopeOrg.prefixedId },
    );
    const { pathname } = new URL(link.json().data.adminGiftsExport.url as string);
    const file = await owner.request({ url: pathname, headers: { 'accept-encoding': 'gzip' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-encoding']).toBe('gzip');
    // Sent as it is made: chunked, its length unknown when it starts.
    expect(file.headers['transfer-encoding']).toBe('chunked');
    expect(file.headers['content-length']).toBeUndefined();
    expect(gunzipSync(file.rawBody).toString('utf8')).toMatch(/^\uFEFFDate,Gift,/);
  });
});

describe('answers carrying a secret beside text the requester chose (BREACH)', () => {
  it.each([
    'POST /api/give/customer',
    'POST /api/give/register',
    'POST /api/give/setup-intent',
    'GET /api/give/stripe-customer-id',
  ])('%s (a giving token or a card set-up secret) is never compressed', (route) => {
    expect(compressOption.has(route)).toBe(true);
    expect(compressOption.get(route)).toBe(false);
  });

  it('the routes without a secret are compressed (the option is left to the plugin)', () => {
    expect(compressOption.get('GET /api/online-giving/:subdomain')).toBeUndefined();
    expect(compressOption.get('POST /graphql')).toBeUndefined();
  });

  it("a second factor's set-up (secret, QR code, recovery codes) goes out uncompressed, though far over a kilobyte", async () => {
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    const response = await owner.graphql(
      ENROL_SECOND_FACTOR,
      { org: world.demoOrg.prefixedId },
      BROWSER_ENCODINGS,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawBody.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    const enrolment = response.json().data.enrolSecondFactor;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(enrolment.recoveryCodes.length).toBeGreaterThan(0);
  });

  it('a GraphQL answer without a secret is compressed above a kilobyte', async () => {
    const owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
    await withGivingMessage(LONG_MESSAGE, async () => {
      const response = await owner.graphql(
        `query ($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { displayName givingMessage } }`,
        { org: world.demoOrg.prefixedId },
        BROWSER_ENCODINGS,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      const answer = JSON.parse(brotliDecompressSync(response.rawBody).toString());
      expect(answer.data.adminGivingPage.givingMessage).toBe(LONG_MESSAGE);
    });
  });
});
