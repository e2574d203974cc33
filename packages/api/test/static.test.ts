import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, TestBrowser, type TestApp } from './helper';

const HOST_PAGE =
  '<!doctype html><html><head><!--HALO_CONFIG--></head><body><div id="root"></div></body></html>';
const HOSTILE = '</script><script>alert("owned")</script>';

let distDir: string;
let testApp: TestApp;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'halo-dist-'));
  const files: Record<string, string> = {
    'host/index.html': HOST_PAGE,
    'shared/remoteEntry.js': '/* entry */',
    'shared/mf-manifest.json': '{}',
    'shared/vendors.3f2a9c1b7d5e.js': '/* chunk */',
    'embed/halo-give.js': '/* embed */',
  };
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
