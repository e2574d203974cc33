/** @jest-environment ./jest.jsdom-environment.js */
import { reportError } from '../errorReporting/reportError';
import { createApiClient, type ApiClient } from './apiClient';
import { testPage, testStore } from '@halo/testkit/runtime/testPage';
import { resetPage, setCookie } from '@halo/testkit/api/pageReset';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { assignPageLocation } from './pageLocation';
import { meResponse } from '@halo/testkit/api/apiResponses';

jest.mock('../errorReporting/reportError', () => ({
  ...jest.requireActual('../errorReporting/reportError'),
  reportError: jest.fn(),
}));
jest.mock('./pageLocation', () => ({
  ...jest.requireActual('./pageLocation'),
  assignPageLocation: jest.fn(),
}));

const reported = jest.mocked(reportError);

let api: ApiClient;
let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  jest.clearAllMocks();
  resetPage('/dashboard');
  api = createApiClient({ apiUrl: server.url, ...testPage() });
});

describe('loadCurrentUser', () => {
  it('without a CSRF token cookie fetches the token instead of asking, and leaves the user unset', async () => {
    server.on('GET', '/sanctum/csrf-cookie', (_request, response) => response.writeHead(204).end());
    await expect(api.loadCurrentUser()).resolves.toBeNull();
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /sanctum/csrf-cookie',
    ]);
    expect(testStore().getState()).toMatchObject({ user: null, userStatus: 'loaded' });
  });

  it('asks `me` with the typed document and stores the parsed user', async () => {
    setCookie('XSRF-TOKEN', 't');
    server.on('POST', '/graphql', (_request, response) => sendJson(response, 200, meResponse));
    const user = await api.loadCurrentUser();
    const body = server.requests[0]?.json() as { query: string };
    expect(body.query).toMatch(/^query Me \{\s+me \{/);
    expect(user).toMatchObject({
      prefixedId: 'usr_1',
      email: 'donor@example.com',
      person: { firstName: 'Ana' },
    });
    expect(testStore().getState()).toMatchObject({ user, userStatus: 'loaded' });
  });

  it.each([
    [401, { errors: [{ message: 'Unauthenticated.', extensions: { category: 401 } }] }],
    [419, { message: 'CSRF token mismatch.' }],
  ])('on %i leaves the user unset: no notice, no redirect, not reported', async (status, body) => {
    setCookie('XSRF-TOKEN', 't');
    testStore().getState().setUser(meResponse.data.me);
    server.on('POST', '/graphql', (_request, response) => sendJson(response, status, body));
    await expect(api.loadCurrentUser()).resolves.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(testStore().getState()).toMatchObject({
      user: null,
      userStatus: 'loaded',
      loginNotice: null,
      path: '/dashboard',
    });
    expect(localStorage.getItem('loginNotice')).toBeNull();
    expect(assignPageLocation).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
  });

  it('reports and rejects a server error, leaving the status unknown', async () => {
    setCookie('XSRF-TOKEN', 't');
    server.on('POST', '/graphql', (_request, response) =>
      sendJson(response, 500, { message: 'Server Error' }),
    );
    await expect(api.loadCurrentUser()).rejects.toThrow('[Network] Server Error');
    expect(reported).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ type: 'query', variables: {} }),
    );
    expect(testStore().getState().userStatus).toBe('unknown');
  });
});
