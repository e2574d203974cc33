// Which refusal comes first where route hooks decide it: the tenancy hook's unknown church
// (config.organization), a header checked before it, and the answers /broadcasting/auth and
// /api/reports/* give before the sign-in check (route preValidation hooks before auth's preHandler).
import { startTestApp, TestBrowser, type TestApp } from './helper';

const NOT_FOUND = { message: 'Organization not found.' };

describe('an unknown church', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp?.close());

  it.each(['/register', '/email/verify', '/reset-password', '/sign-in-code', '/sign-in-code/verify'])(
    'is 404 on %s before its body is read or limited',
    async (url) => {
      const browser = new TestBrowser(testApp, 'nowhere.localhost');
      await browser.fetchCsrfCookie();
      const response = await browser.request({ method: 'POST', url, payload: {} });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    },
  );

  it('is 404 on /forgot-password only after the missing X-Requested-By (400)', async () => {
    const browser = new TestBrowser(testApp, 'nowhere.localhost');
    await browser.fetchCsrfCookie();
    const missing = await browser.request({ method: 'POST', url: '/forgot-password', payload: {} });
    expect(missing.statusCode).toBe(400);
    const unknown = await browser.request({
      method: 'POST',
      url: '/forgot-password',
      payload: {},
      headers: { 'x-requested-by': 'halo' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(NOT_FOUND);
  });

  it.each(['/manage-link', '/confirm-link'])(
    'is 404 on %s after its body is read, as before',
    async (url) => {
      const browser = new TestBrowser(testApp, 'nowhere.localhost');
      await browser.fetchCsrfCookie();
      expect((await browser.request({ method: 'POST', url, payload: {} })).statusCode).toBe(422);
      const unknown = await browser.request({ method: 'POST', url, payload: { token: 'x' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(NOT_FOUND);
    },
  );

  it('is not the answer of a signed-in route: that stays 401', async () => {
    const browser = new TestBrowser(testApp, 'nowhere.localhost');
    await browser.fetchCsrfCookie();
    const response = await browser.request({ method: 'POST', url: '/email/verification-notification' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('before the sign-in check', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ config: { liveUpdates: false } });
  });
  afterAll(() => testApp?.close());

  it('live updates off is 404 for a guest too', async () => {
    const guest = new TestBrowser(testApp);
    await guest.fetchCsrfCookie();
    const response = await guest.request({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: { socket_id: '1234.5678', channel_name: 'private-x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Live updates are off.' });
  });

  it('a report link that is not valid is 403 for a guest, never cached', async () => {
    const response = await new TestBrowser(testApp).request({ url: '/api/reports/not-a-token' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This download link is not valid.' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
