import { sql } from 'drizzle-orm';
import { DEMO_DONOR } from '../src/seed';
import { ME_QUERY, startTestApp, TestBrowser, type TestApp } from './helper';

const GENERIC = { message: 'There was an internal error, please try again.' };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({
    beforeReady: (app) => {
      app.get('/api/test-only/explode', async () => {
        throw new Error('connection to db-primary.internal:5432 refused');
      });
    },
  });
});
afterAll(() => testApp?.close());

async function signedInBrowser() {
  const browser = new TestBrowser(testApp);
  await browser.fetchCsrfCookie();
  return browser;
}

describe('error responses', () => {
  it('answers malformed JSON with 400 and a JSON message', async () => {
    const browser = await signedInBrowser();
    const response = await browser.request({
      method: 'POST',
      url: '/login',
      payload: '{"email": "donor@example.com",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const browser = await signedInBrowser();
    const response = await browser.request({
      method: 'POST',
      url: '/login',
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large (limit 1 MB).' });
  });

  it('tells a malformed or oversized body in the request locale', async () => {
    const browser = await signedInBrowser();
    const malformed = await browser.request({
      method: 'POST',
      url: '/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json', 'x-locale': 'es' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'El cuerpo de la solicitud no es un JSON válido.' });
    const oversized = await browser.request({
      method: 'POST',
      url: '/login',
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json', 'x-locale': 'es' },
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({
      message: 'El cuerpo de la solicitud es demasiado grande (límite de 1 MB).',
    });
  });

  it('answers a thrown error with a generic 500 and its request id: no message, no stack', async () => {
    const response = await new TestBrowser(testApp).request({ url: '/api/test-only/explode' });
    expect(response.statusCode).toBe(500);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(response.json()).toEqual({ ...GENERIC, requestId });
    expect(response.body).not.toMatch(/db-primary|stack|at .*\.ts/);
  });

  it('gives every answer its own request id, and ignores one the client sends (no trusted proxy)', async () => {
    const browser = new TestBrowser(testApp);
    const first = await browser.request({ url: '/health', headers: { 'x-request-id': 'chosen-by-client' } });
    const second = await browser.request({ url: '/health' });
    expect(first.headers['x-request-id']).not.toBe('chosen-by-client');
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('masks a failing resolver in GraphQL without leaking the database error', async () => {
    const browser = await signedInBrowser();
    expect((await browser.login(DEMO_DONOR.email, DEMO_DONOR.password)).statusCode).toBe(200);
    // Break the person lookup the way a lost table or connection would.
    await testApp.app.db.execute(sql`ALTER TABLE people RENAME TO people_gone`);
    try {
      const response = await browser.graphql(ME_QUERY);
      const body = response.json();
      expect(body.errors).toEqual([
        expect.objectContaining({ message: GENERIC.message, path: ['me', 'person'] }),
      ]);
      expect(response.body).not.toMatch(/people|relation|stack|originalError/);
    } finally {
      await testApp.app.db.execute(sql`ALTER TABLE people_gone RENAME TO people`);
    }
  });
});
