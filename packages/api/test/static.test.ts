import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApp, TestBrowser, type TestApp } from './helper';

const HOST_PAGE =
  '<!doctype html><html><head><!--HALO_CONFIG--></head><body><div id="root"></div></body></html>';
const HOSTILE = '</script><script>alert("owned")</script>';
/** A chunk worth compressing (over the 1 KB below which nothing is). */
const CHUNK = `/* chunk */ ${'export const gift = { amount: 2500, fund: "General Fund" };\n'.repeat(60)}`;
/** Files the test build has brotli and gzip copies of; `embed/giving-form.…js` has none. */
const PRECOMPRESSED = ['shared/core.0a1b2c3d.js', 'embed/halo-give.js'];

let distDir: string;
let testApp: TestApp;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'halo-dist-'));
  const files: Record<string, string | Buffer> = {
    'host/index.html': HOST_PAGE,
    'shared/remoteEntry.js': '/* entry */',
    'shared/mf-manifest.json': '{}',
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
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it('never sends a server secret to the browser', async () => {
    expect((await get('/')).body).not.toContain('server-only-secret');
  });

  it('serves GET /login as the app (only POST /login is the API)', async () => {
    expect((await get('/login')).headers['content-type']).toMatch(/^text\/html/);
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
    const small = await get('/dashboard', { 'accept-encoding': 'br, gzip' });
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
