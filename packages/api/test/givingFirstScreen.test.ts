// `<halo-give>`'s first step as the server paints it (giving/onlineGivingRoutes.ts): the church's form
// in the donor's language, shaped by the element's attributes, which `halo-give.js` puts in the
// element's shadow root before React arrives. It is cached and shared with church sites as the
// church's record is, and carries neither a script nor the page's or the church's text unescaped.
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { organizations } from '../src/db/schema';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/http/compressionPlugin';
import { ONLINE_GIVING_CACHE_CONTROL } from '../src/giving/onlineGivingRoutes';
import { startTestApp, TestBrowser, type TestApp } from './helper';

jest.setTimeout(60_000);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

const CHURCH = 'Grace Community Church';
const CHURCH_SITE = 'http://church.localhost:1234';
const HOSTILE_MARKUP = '<img src=x onerror=alert(1)>';

/** The first step for the element's attributes, asked for as the loader does (firstScreenPaint.ts). */
function firstScreen(
  attributes: Record<string, string> = {},
  headers: Record<string, string> = {},
  subdomain = 'demo',
) {
  return new TestBrowser(testApp).request({
    url: `/api/online-giving/${subdomain}/first-screen?${new URLSearchParams(attributes)}`,
    headers,
  });
}

/**
 * Runs `run` and checks that the server wrote nothing about a bad attribute on its own console: that
 * is for the page's author, whose browser's console the element tells, not for the server's log.
 */
async function withoutServerWarnings<T>(run: () => Promise<T>): Promise<T> {
  const warn = jest.spyOn(console, 'warn');
  try {
    const result = await run();
    expect(warn).not.toHaveBeenCalled();
    return result;
  } finally {
    warn.mockRestore();
  }
}

describe("the church's first step", () => {
  it('is the giving form as HTML, in English by default, with no script a shadow root would not run', async () => {
    const response = await firstScreen();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/^<style>/);
    expect(response.body).toContain('<div class="halo-give" lang="en" tabindex="-1">');
    expect(response.body).toContain(
      `<h1 class="halo-heading" id="halo-giving-title">Online Giving - ${CHURCH}</h1>`,
    );
    // The church's suggested amounts and the way to give another, none chosen yet.
    const amounts = [...response.body.matchAll(/<input type="radio" name="amountChoice"[^>]*value="(\w+)"/g)];
    expect(amounts.map(([, value]) => value)).toEqual(['2500', '5000', '10000', '25000', 'custom']);
    expect(response.body).not.toMatch(/name="amountChoice" checked/);
    expect(response.body).toContain(
      '<button type="submit" class="halo-button halo-button--primary">Continue</button>',
    );
    expect(response.body).not.toMatch(/<script/i);
  });

  it("speaks the locale attribute's language, else the browser's", async () => {
    const spanishTitle = `Donaciones en línea - ${CHURCH}`;
    for (const [attributes, headers] of [
      [{ locale: 'es' }, { 'accept-language': 'en-US' }],
      [{ locale: ' ES ' }, {}],
      [{}, { 'accept-language': 'es-MX,es;q=0.9' }],
    ] as const) {
      const response = await firstScreen(attributes, headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('lang="es"');
      expect(response.body).toContain(spanishTitle);
    }
  });

  it("falls back to the browser's language when the attribute names one we do not speak", async () => {
    const response = await withoutServerWarnings(() =>
      firstScreen({ locale: 'fr' }, { 'accept-language': 'en-US' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('lang="en"');
    expect(response.body).toContain(`Online Giving - ${CHURCH}`);
  });

  it('starts with the amount the page suggests: $75 as another amount, in the total', async () => {
    const plain = await firstScreen();
    const response = await firstScreen({ amount: '75' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toBe(plain.body);
    expect(response.body).toContain('<input type="radio" name="amountChoice" checked="" value="custom"/>');
    expect(response.body).toMatch(/<input [^>]*name="customAmount" value="75.00"\/>/);
    expect(response.body).toContain('Total: $75.00');
    expect(plain.body).not.toContain('name="customAmount"');
  });

  it('starts on one of the suggested amounts when the page names it', async () => {
    const response = await firstScreen({ amount: '50' });
    expect(response.body).toContain('<input type="radio" name="amountChoice" checked="" value="5000"/>');
    expect(response.body).not.toContain('name="customAmount"');
  });
});

describe('caching', () => {
  it('may be reused for a minute, one copy per Origin, encoding and browser language', async () => {
    const response = await firstScreen();
    expect(response.headers['cache-control']).toBe(ONLINE_GIVING_CACHE_CONTROL);
    expect(ONLINE_GIVING_CACHE_CONTROL).toBe('public, max-age=60, stale-while-revalidate=300');
    const vary = String(response.headers.vary);
    for (const header of ['Origin', 'Accept-Encoding', 'Accept-Language'])
      expect(vary).toMatch(new RegExp(`\\b${header}\\b`));
  });

  it('answers 304 with no body to a page that has the current step (If-None-Match)', async () => {
    const first = await firstScreen({ amount: '75' }, { origin: CHURCH_SITE });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await firstScreen({ amount: '75' }, { origin: CHURCH_SITE, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawBody.length).toBe(0);
    expect(again.headers['access-control-allow-origin']).toBe(CHURCH_SITE);
    expect(String(again.headers.vary)).toMatch(/\bAccept-Language\b/);

    // Another amount is another step: the old copy does not stand for it.
    const other = await firstScreen({ amount: '50' }, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('is compressed for a browser that takes brotli, decoding to the same HTML', async () => {
    const plain = await firstScreen();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawBody.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const response = await firstScreen({}, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawBody.length).toBeLessThan(plain.rawBody.length / 3);
    expect(brotliDecompressSync(response.rawBody).toString('utf8')).toBe(plain.body);
  });
});

describe('CORS', () => {
  it("names the church's own site, which may read the step", async () => {
    const response = await firstScreen({}, { origin: CHURCH_SITE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(CHURCH_SITE);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('names no other site', async () => {
    const response = await firstScreen({}, { origin: 'https://evil.example' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('refusals', () => {
  it("paints the path's church whatever `org` the query names", async () => {
    const response = await firstScreen({ org: 'nowhere' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Online Giving - ${CHURCH}`);
  });

  it("does not serve the server's renderer as a download", async () => {
    const response = await new TestBrowser(testApp).request({ url: '/static/embed-server/first-screen.js' });
    expect(response.statusCode).toBe(404);
  });

  it('a church that does not exist is not found, and not cached', async () => {
    const response = await firstScreen({}, {}, 'nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Organization not found.' });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('an attribute longer than any the element reads is refused, naming it', async () => {
    const response = await firstScreen({ fund: 'x'.repeat(201) });
    expect(response.statusCode).toBe(422);
    const answer = response.json();
    expect(answer.message).toEqual(expect.any(String));
    expect(Object.keys(answer.errors)).toEqual(['fund']);
    expect(answer.errors.fund).toEqual(['This must be at most 200 characters']);
    // Two hundred characters are still an attribute as a page may write it (the element ignores a
    // fund that long; that is the form's to say, not a refusal).
    const longest = await withoutServerWarnings(() => firstScreen({ fund: 'x'.repeat(200) }));
    expect(longest.statusCode).toBe(200);
  });
});

describe('text the page or the church wrote', () => {
  it("never reaches the step as markup from an attribute: an unknown fund leaves the church's default", async () => {
    const response = await firstScreen({ fund: HOSTILE_MARKUP, amount: '75' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(HOSTILE_MARKUP);
    expect(response.body).not.toMatch(/<img/i);
    expect(response.body).toMatch(/<option value="fund_\w+" selected="">General Fund<\/option>/);
  });

  it("shows the church's giving message as text, escaped", async () => {
    const { db } = testApp.app;
    const setMessage = (message: string | null) =>
      db.update(organizations).set({ givingMessage: message }).where(eq(organizations.subdomain, 'demo'));
    await setMessage(`Thank you ${HOSTILE_MARKUP} & welcome`);
    try {
      const response = await firstScreen();
      expect(response.body).toContain(
        '<p class="halo-giving-message">Thank you &lt;img src=x onerror=alert(1)&gt; &amp; welcome</p>',
      );
      expect(response.body).not.toContain(HOSTILE_MARKUP);
    } finally {
      await setMessage(null);
    }
  });
});
