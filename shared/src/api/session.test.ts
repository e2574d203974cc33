/** @jest-environment ./jest.jsdom-environment.js */
import { createApiClient, type ApiClient } from './apiClient';
import { testPage, testStore } from '@halo/testkit/runtime/testPage';
import { resetPage, setCookie } from '@halo/testkit/api/pageReset';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { meResponse } from '@halo/testkit/api/apiResponses';

jest.mock('../errorReporting/reportError', () => ({
  ...jest.requireActual('../errorReporting/reportError'),
  reportError: jest.fn(),
}));

let api: ApiClient;
let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  resetPage('/login');
  api = createApiClient({ apiUrl: server.url, ...testPage() });
  server.on('GET', '/sanctum/csrf-cookie', (_request, response) => {
    setCookie('XSRF-TOKEN', 'fresh');
    response.writeHead(204).end();
  });
});

describe('login', () => {
  it('fetches the CSRF cookie first (even with one), posts the credentials, then loads the user', async () => {
    setCookie('XSRF-TOKEN', 'old');
    server.on('POST', '/login', (_request, response) =>
      sendJson(response, 200, { prefixedId: 'usr_1', email: 'donor@example.com' }),
    );
    server.on('POST', '/graphql', (_request, response) => sendJson(response, 200, meResponse));

    const result = await api.login({ email: 'donor@example.com', password: 'secret', remember: true });

    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /login',
      'POST /graphql',
    ]);
    expect(server.requests[1]?.json()).toEqual({
      email: 'donor@example.com',
      password: 'secret',
      remember: true,
    });
    expect(server.requests[1]?.headers['x-xsrf-token']).toBe('fresh');
    expect(result).toMatchObject({ ok: true, user: { email: 'donor@example.com' } });
    expect(testStore().getState().user?.email).toBe('donor@example.com');
  });

  it('returns the server message and field errors of a refused login', async () => {
    server.on('POST', '/login', (_request, response) =>
      sendJson(response, 422, {
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      }),
    );
    await expect(api.login({ email: 'x@y.z', password: 'bad' })).resolves.toEqual({
      ok: false,
      status: 422,
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    expect(testStore().getState().user).toBeNull();
  });
});

describe('logout', () => {
  beforeEach(() => {
    setCookie('XSRF-TOKEN', 't');
    window.history.replaceState(null, '', '/dashboard');
    testStore().getState().setUser(meResponse.data.me);
  });

  it('POSTs /logout, clears the user and goes home', async () => {
    server.on('POST', '/logout', (_request, response) => response.writeHead(204).end());
    await expect(api.logout()).resolves.toBe(true);
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /logout']);
    expect(testStore().getState()).toMatchObject({ user: null, path: '/' });
    expect(window.location.pathname).toBe('/');
  });

  it("flashes the answer's message as an error when it fails, keeping the user", async () => {
    server.on('POST', '/logout', (_request, response) =>
      sendJson(response, 500, { message: 'Could not sign out.' }),
    );
    await expect(api.logout()).resolves.toBe(false);
    expect(testStore().getState().flash).toEqual({ open: true, text: 'Could not sign out.', level: 'error' });
    expect(testStore().getState().user).not.toBeNull();
  });
});
