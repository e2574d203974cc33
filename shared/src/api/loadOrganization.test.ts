/** @jest-environment ./jest.jsdom-environment.js */
import { reportError } from '../errorReporting/reportError';
import { createApiClient, type ApiClient } from './apiClient';
import { testPage, testStore } from '@halo/testkit/runtime/testPage';
import { resetPage, setCookie } from '@halo/testkit/api/pageReset';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { organizationResponse } from '@halo/testkit/api/apiResponses';

jest.mock('../errorReporting/reportError', () => ({
  ...jest.requireActual('../errorReporting/reportError'),
  reportError: jest.fn(),
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
  resetPage('/');
  api = createApiClient({ apiUrl: `${server.url}/`, ...testPage() });
  setCookie('XSRF-TOKEN', 't');
});

describe('loadOrganization', () => {
  it('GETs /api/online-giving/{subdomain}, parses it and stores it as loaded', async () => {
    let statusDuringRequest = '';
    server.on('GET', '/api/online-giving/demo', (_request, response) => {
      statusDuringRequest = testStore().getState().organizationStatus;
      sendJson(response, 200, { ...organizationResponse, unexpectedField: 'dropped' });
    });
    const organization = await api.loadOrganization('demo');
    expect(statusDuringRequest).toBe('loading');
    expect(organization).toMatchObject({ prefixedId: 'org_1', name: 'Grace Community Church' });
    expect(organization).not.toHaveProperty('unexpectedField');
    expect(testStore().getState()).toMatchObject({ organization, organizationStatus: 'loaded' });
    expect(server.requests[0]?.headers).toMatchObject({ accept: 'application/json', 'x-xsrf-token': 't' });
  });

  it('marks the organization missing on 404, without reporting', async () => {
    server.on('GET', '/api/online-giving/nowhere', (_request, response) =>
      sendJson(response, 404, { message: 'Organization not found.' }),
    );
    await expect(api.loadOrganization('nowhere')).resolves.toBeNull();
    expect(testStore().getState()).toMatchObject({ organization: null, organizationStatus: 'missing' });
    expect(reported).not.toHaveBeenCalled();
  });

  it('rejects and reports an answer that does not match the schema', async () => {
    server.on('GET', '/api/online-giving/demo', (_request, response) =>
      sendJson(response, 200, { ...organizationResponse, isStripeConnected: 'yes' }),
    );
    await expect(api.loadOrganization('demo')).rejects.toThrow(
      /^\[Network\] Invalid organization response: isStripeConnected/,
    );
    expect(reported).toHaveBeenCalledTimes(1);
    expect(testStore().getState().organizationStatus).toBe('unknown');
  });

  it('rejects and reports a server error', async () => {
    server.on('GET', '/api/online-giving/demo', (_request, response) => sendJson(response, 500, {}));
    await expect(api.loadOrganization('demo')).rejects.toMatchObject({ status: 500, kind: 'network' });
    expect(reported).toHaveBeenCalledWith(expect.anything(), {
      query: '/api/online-giving/demo',
      type: 'GET',
      variables: { subdomain: 'demo' },
    });
  });

  describe('the record the hosted page came with (#halo-organization)', () => {
    function pageRecord(record: unknown): HTMLScriptElement {
      const element = document.createElement('script');
      element.id = 'halo-organization';
      element.type = 'application/json';
      element.textContent = typeof record === 'string' ? record : JSON.stringify(record);
      document.head.append(element);
      return element;
    }

    it('is taken without a request, once: the next load asks the API', async () => {
      const element = pageRecord({ ...organizationResponse, name: 'From the page' });
      server.on('GET', '/api/online-giving/demo', (_request, response) =>
        sendJson(response, 200, organizationResponse),
      );
      await expect(api.loadOrganization('demo')).resolves.toMatchObject({ name: 'From the page' });
      expect(server.requests).toHaveLength(0);
      expect(element.isConnected).toBe(false);
      expect(testStore().getState()).toMatchObject({ organizationStatus: 'loaded' });

      await expect(api.loadOrganization('demo')).resolves.toMatchObject({ name: 'Grace Community Church' });
      expect(server.requests).toHaveLength(1);
    });

    it.each([
      ['of another church', { ...organizationResponse, subdomain: 'other', name: 'From the page' }],
      ['that does not match the schema', { ...organizationResponse, isStripeConnected: 'yes' }],
      ['that is not JSON', '{"subdomain": "demo",'],
    ])('is passed over for the API when it is a record %s', async (_case, record) => {
      pageRecord(record);
      server.on('GET', '/api/online-giving/demo', (_request, response) =>
        sendJson(response, 200, organizationResponse),
      );
      await expect(api.loadOrganization('demo')).resolves.toMatchObject({ name: 'Grace Community Church' });
      expect(server.requests).toHaveLength(1);
      expect(reported).not.toHaveBeenCalled();
    });
  });
});
