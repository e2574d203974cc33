/** @jest-environment ./jest.jsdom-environment.js */
import { reportError } from '../errorReporting/reportError';
import type { Organization } from '@halo/domain';
import { ApiError } from './ApiError';
import { createApiClient, type ApiClient } from './apiClient';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { TypedDocumentString } from '../graphql/operations/admin-donors.generated';
import { describeOperation } from './graphql';
import { assignPageLocation } from './pageLocation';
import { testPage, testStore } from '@halo/testkit/runtime/testPage';
import { resetPage, setCookie } from '@halo/testkit/api/pageReset';

jest.mock('../errorReporting/reportError', () => ({
  ...jest.requireActual('../errorReporting/reportError'),
  reportError: jest.fn(),
}));
jest.mock('./pageLocation', () => ({
  ...jest.requireActual('./pageLocation'),
  assignPageLocation: jest.fn(),
}));

const reported = jest.mocked(reportError);
const assigned = jest.mocked(assignPageLocation);

// Documents as codegen emits them (`documentMode: 'string'`) and as plain strings.
const DonorsQuery = new TypedDocumentString<{ donors: unknown[] }, { first?: number }>(
  'query Donors($first: Int) { donors(first: $first) { prefixedId } }',
);
const UpdateDonor =
  'mutation UpdateDonor($email: String, $password: String) { updateDonor(email: $email, password: $password) { prefixedId } }';

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

describe('describeOperation', () => {
  it('reads the type and name of the operation, after any fragments, and keeps the text', () => {
    const withFragment = `fragment Fields on Donor { prefixedId }
      mutation SaveDonor($id: ID!) { saveDonor(id: $id) { ...Fields } }`;
    expect(describeOperation(withFragment)).toEqual({
      query: withFragment,
      name: 'SaveDonor',
      type: 'mutation',
    });
    expect(describeOperation('\n    query Me {\n  me { email }\n}')).toMatchObject({
      name: 'Me',
      type: 'query',
    });
    expect(describeOperation('subscription OnGift { gift { id } }')).toMatchObject({
      name: 'OnGift',
      type: 'subscription',
    });
  });

  it('describes an anonymous operation as an unnamed query', () => {
    expect(describeOperation('{ me { email } }')).toMatchObject({ name: null, type: 'query' });
    expect(describeOperation('mutation { logout }')).toMatchObject({ name: null, type: 'mutation' });
  });

  it('does not take a field called query for the operation', () => {
    expect(describeOperation('query Search { search(query: "mutation x") { id } }')).toMatchObject({
      name: 'Search',
      type: 'query',
    });
  });
});

describe('graphql', () => {
  it('POSTs { query, variables } to /graphql with the session headers of docs/PRODUCT.md §7, and returns data', async () => {
    setCookie('XSRF-TOKEN', 'token=with/special+chars');
    localStorage.setItem('user-locale', 'es');
    testStore()
      .getState()
      .setOrganization({ prefixedId: 'org_123' } as Organization);
    server.on('POST', '/graphql', (_request, response) => sendJson(response, 200, { data: { donors: [] } }));

    await expect(api.graphql(DonorsQuery, { first: 5 })).resolves.toEqual({ donors: [] });

    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.json()).toEqual({
      query: expect.stringContaining('query Donors($first: Int)'),
      variables: { first: 5 },
    });
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      'x-xsrf-token': 'token=with/special+chars',
      'x-landlord-organization': 'org_123',
      'x-impersonated-user': '',
      'x-locale': 'es',
    });
  });

  it('sends empty organization and locale headers when neither is known', async () => {
    setCookie('XSRF-TOKEN', 't');
    server.on('POST', '/graphql', (_request, response) => sendJson(response, 200, { data: { donors: [] } }));
    await api.graphql(DonorsQuery, {});
    expect(server.requests[0]?.headers).toMatchObject({ 'x-landlord-organization': '', 'x-locale': '' });
  });

  it('fetches the CSRF cookie first when there is none, then sends its token', async () => {
    server.on('GET', '/sanctum/csrf-cookie', (_request, response) => {
      // What the browser does with the Set-Cookie of this answer.
      setCookie('XSRF-TOKEN', 'fresh-token');
      response.writeHead(204).end();
    });
    server.on('POST', '/graphql', (_request, response) => sendJson(response, 200, { data: { donors: [] } }));

    await api.graphql(DonorsQuery, {});

    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /graphql',
    ]);
    expect(server.requests[1]?.headers['x-xsrf-token']).toBe('fresh-token');
  });

  it('flashes the server-problem message when the CSRF cookie cannot be fetched', async () => {
    server.on('GET', '/sanctum/csrf-cookie', (_request, response) => sendJson(response, 500, {}));
    server.on('POST', '/graphql', (_request, response) => sendJson(response, 200, { data: { donors: [] } }));
    await api.graphql(DonorsQuery, {});
    expect(testStore().getState().flash).toEqual({
      open: true,
      level: 'error',
      text: "There's a problem when trying to reach the server, please refresh your page and try again.",
    });
  });

  it('counts the request for the progress bar while it is in flight', async () => {
    setCookie('XSRF-TOKEN', 't');
    let pendingDuringRequest = -1;
    server.on('POST', '/graphql', (_request, response) => {
      pendingDuringRequest = testStore().getState().pendingRequests;
      sendJson(response, 500, {});
    });
    await expect(api.graphql(DonorsQuery, {})).rejects.toThrow(ApiError);
    expect(pendingDuringRequest).toBe(1);
    expect(testStore().getState().pendingRequests).toBe(0);
  });

  it('throws one [GraphQL] error for GraphQL errors and reports it with query, type and redacted variables', async () => {
    setCookie('XSRF-TOKEN', 't');
    server.on('POST', '/graphql', (_request, response) =>
      sendJson(response, 200, {
        data: null,
        errors: [
          { message: 'Email taken.' },
          { message: 'Try another.', extensions: { category: 'validation' } },
        ],
      }),
    );
    const failure = api.graphql(UpdateDonor, { email: 'a@b.c', password: 'hunter2' });
    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      message: '[GraphQL] Email taken.; Try another.',
      kind: 'graphql',
      status: 200,
      operation: 'UpdateDonor',
    });
    expect(reported).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledWith(expect.any(ApiError), {
      query: expect.stringContaining('mutation UpdateDonor'),
      type: 'mutation',
      variables: { email: 'a@b.c', password: '[redacted]' },
    });
  });

  it('throws a [Network] error for a 5xx without GraphQL errors, and reports it', async () => {
    setCookie('XSRF-TOKEN', 't');
    server.on('POST', '/graphql', (_request, response) =>
      sendJson(response, 503, { message: 'Service Unavailable' }),
    );
    await expect(api.graphql(DonorsQuery, { first: 1 })).rejects.toMatchObject({
      message: '[Network] Service Unavailable',
      kind: 'network',
      status: 503,
    });
    expect(reported).toHaveBeenCalledWith(expect.any(ApiError), expect.objectContaining({ type: 'query' }));
  });

  it('throws a [Network] error when the server cannot be reached, and reports it', async () => {
    setCookie('XSRF-TOKEN', 't');
    const gone = await createHttpTestServer();
    await gone.close();
    api = createApiClient({ apiUrl: gone.url, ...testPage() });
    await expect(api.graphql(DonorsQuery, {})).rejects.toMatchObject({ kind: 'network', status: null });
    await expect(api.graphql(DonorsQuery, {})).rejects.toThrow(/^\[Network\] /);
    expect(reported).toHaveBeenCalledTimes(2);
  });

  describe('419 (docs/PRODUCT.md §8)', () => {
    beforeEach(() => {
      setCookie('XSRF-TOKEN', 'stale');
      server.on('POST', '/graphql', (_request, response) =>
        sendJson(response, 419, { message: 'CSRF token mismatch.' }),
      );
    });

    it('outside the public paths goes to /?p={current path}, unreported', async () => {
      window.history.replaceState(null, '', '/transactions?page=2');
      await expect(api.graphql(DonorsQuery, {})).rejects.toMatchObject({
        message: '[Network] CSRF token mismatch.',
        status: 419,
      });
      expect(assigned).toHaveBeenCalledWith('/?p=%2Ftransactions%3Fpage%3D2');
      expect(reported).not.toHaveBeenCalled();
    });

    it.each(['/login', '/', '/register', '/forgot-password', '/reset-password', '/reset-password/abc123'])(
      'on the public path %s does not redirect',
      async (path) => {
        window.history.replaceState(null, '', path);
        await expect(api.graphql(DonorsQuery, {})).rejects.toThrow(ApiError);
        expect(assigned).not.toHaveBeenCalled();
        expect(reported).not.toHaveBeenCalled();
      },
    );
  });

  describe('401 (docs/PRODUCT.md §6, §8)', () => {
    beforeEach(() => {
      setCookie('XSRF-TOKEN', 't');
      testStore()
        .getState()
        .setUser({ email: 'donor@example.com' } as never);
    });

    it('a GraphQL error of category 401 leaves the login notice, clears the user and goes to /login', async () => {
      server.on('POST', '/graphql', (_request, response) =>
        sendJson(response, 200, { errors: [{ message: 'Unauthenticated.', extensions: { category: 401 } }] }),
      );
      await expect(api.graphql(DonorsQuery, {})).rejects.toMatchObject({
        message: '[GraphQL] Unauthenticated.',
        category: 401,
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(localStorage.getItem('loginNotice')).toBe('Please Log In to view this page');
      expect(testStore().getState()).toMatchObject({
        user: null,
        loginNotice: 'Please Log In to view this page',
        path: '/login',
      });
      expect(window.location.pathname).toBe('/login');
      expect(reported).not.toHaveBeenCalled();
    });

    it('does the same for an HTTP 401 of the contract, in the page language', async () => {
      localStorage.setItem('user-locale', 'es');
      testStore().getState().setLocale('es');
      server.on('POST', '/graphql', (_request, response) =>
        sendJson(response, 401, { errors: [{ message: 'Unauthenticated.', extensions: { category: 401 } }] }),
      );
      await expect(api.graphql(DonorsQuery, {})).rejects.toMatchObject({ status: 401 });
      expect(testStore().getState().readLoginNotice()).toBe('Inicia sesión para ver esta página');
      expect(testStore().getState().user).toBeNull();
      expect(reported).not.toHaveBeenCalled();
    });

    it('treats a bare HTTP 401 the same', async () => {
      server.on('POST', '/graphql', (_request, response) =>
        sendJson(response, 401, { message: 'Unauthenticated.' }),
      );
      await expect(api.graphql(DonorsQuery, {})).rejects.toMatchObject({
        message: '[Network] Unauthenticated.',
      });
      expect(testStore().getState().user).toBeNull();
      expect(reported).not.toHaveBeenCalled();
    });
  });
});
