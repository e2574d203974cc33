/** @jest-environment ./jest.jsdom-environment.js */
import { reportError } from '../errorReporting/reportError';
import { createApiClient, type ApiClient } from './apiClient';
import { testPage } from '@halo/testkit/runtime/testPage';
import { resetPage, setCookie } from '@halo/testkit/api/pageReset';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { assignPageLocation } from './pageLocation';

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
  jest.restoreAllMocks();
  resetPage('/dashboard');
  api = createApiClient({ apiUrl: server.url, ...testPage() });
});

describe('postJson', () => {
  it('sends JSON with content type, accept, the XSRF header and credentials', async () => {
    setCookie('XSRF-TOKEN', 'abc 123');
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    server.on('POST', '/api/give/customer', (_request, response) => sendJson(response, 201, { id: 'cus_1' }));

    const response = await api.postJson(
      '/api/give/customer',
      { email: 'a@b.c' },
      { headers: { 'X-Requested-By': 'halo' } },
    );

    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({ id: 'cus_1' });
    const [request] = server.requests;
    expect(request?.json()).toEqual({ email: 'a@b.c' });
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-xsrf-token': 'abc 123',
      'x-requested-by': 'halo',
    });
    // ky hands fetch a Request that carries the options.
    expect((fetchSpy.mock.calls[0]?.[0] as Request).credentials).toBe('include');
  });

  it('resolves non-2xx answers for the caller to read (422 validation), unreported', async () => {
    setCookie('XSRF-TOKEN', 't');
    server.on('POST', '/login', (_request, response) => sendJson(response, 422, { message: 'Invalid.' }));
    const response = await api.postJson('/login', { email: 'a@b.c', password: 'secret' });
    expect(response.status).toBe(422);
    expect(reported).not.toHaveBeenCalled();
  });

  it('reports a 5xx with the path and redacted body', async () => {
    setCookie('XSRF-TOKEN', 't');
    server.on('POST', '/reset-password', (_request, response) => sendJson(response, 500, {}));
    await api.postJson('/reset-password', { token: 'x', password: 'p', email: 'a@b.c' });
    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/^\[Network\]/) }),
      {
        query: '/reset-password',
        type: 'POST',
        variables: { token: '[redacted]', password: '[redacted]', email: 'a@b.c' },
      },
    );
  });

  it('redirects on 419 outside the public paths', async () => {
    setCookie('XSRF-TOKEN', 't');
    server.on('POST', '/api/give', (_request, response) =>
      sendJson(response, 419, { message: 'CSRF token mismatch.' }),
    );
    await api.postJson('/api/give', {});
    expect(assignPageLocation).toHaveBeenCalledWith('/?p=%2Fdashboard');
    expect(reported).not.toHaveBeenCalled();
  });
});
