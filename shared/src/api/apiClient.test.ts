/** @jest-environment ./jest.jsdom-environment.js */
import type { Organization } from '@halo/domain';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { resetPage, setCookie } from '@halo/testkit/api/pageReset';
import { createTestPage } from '@halo/testkit/runtime/testPage';
import { createApiClient } from './apiClient';

// Two clients on one page (two origins, two stores) share nothing: each sends to its own API with its
// own store's church, and counts its requests in its own store.
let first: HttpTestServer;
let second: HttpTestServer;

beforeAll(async () => {
  [first, second] = await Promise.all([createHttpTestServer(), createHttpTestServer()]);
});
afterAll(() => Promise.all([first.close(), second.close()]));

beforeEach(async () => {
  first.reset();
  second.reset();
  resetPage('/dashboard');
  setCookie('XSRF-TOKEN', 't');
});

describe('createApiClient', () => {
  it('sends each client’s calls to its own API origin with its own store’s church and progress', async () => {
    const pageA = createTestPage();
    const pageB = createTestPage();
    const [storeA, storeB] = [pageA.store, pageB.store];
    storeA.getState().setOrganization({ prefixedId: 'org_a' } as Organization);
    storeB.getState().setOrganization({ prefixedId: 'org_b' } as Organization);
    const a = createApiClient({ apiUrl: `${first.url}/`, ...pageA });
    const b = createApiClient({ apiUrl: second.url, ...pageB });
    let pendingInA = 0;
    let pendingInB = 0;
    first.on('POST', '/graphql', (_request, response) => {
      pendingInA = storeA.getState().pendingRequests;
      pendingInB = storeB.getState().pendingRequests;
      sendJson(response, 200, { data: { from: 'first' } });
    });
    second.on('POST', '/graphql', (_request, response) =>
      sendJson(response, 200, { data: { from: 'second' } }),
    );

    await expect(a.graphql('query A { from }')).resolves.toEqual({ from: 'first' });
    await expect(b.graphql('query B { from }')).resolves.toEqual({ from: 'second' });

    expect(a.apiUrl('/graphql')).toBe(`${first.url}/graphql`);
    expect(first.requests[0]?.headers['x-landlord-organization']).toBe('org_a');
    expect(second.requests[0]?.headers['x-landlord-organization']).toBe('org_b');
    expect({ pendingInA, pendingInB }).toEqual({ pendingInA: 1, pendingInB: 0 });
  });

  it('answers second-factor refusals only for the client the challenge was registered with', async () => {
    const refused = {
      errors: [
        { message: 'Prove it', extensions: { category: 'authorization', code: 'SECOND_FACTOR_REQUIRED' } },
      ],
    };
    first.on('POST', '/graphql', (_request, response) => sendJson(response, 200, refused));
    second.on('POST', '/graphql', (_request, response) => sendJson(response, 200, refused));
    const a = createApiClient({ apiUrl: first.url, ...createTestPage() });
    const b = createApiClient({ apiUrl: second.url, ...createTestPage() });
    const challenge = jest.fn(async () => false);
    a.answerSecondFactorRefusals(challenge);

    await expect(b.graphql('mutation B { go }')).rejects.toThrow('Prove it');
    expect(challenge).not.toHaveBeenCalled();
    await expect(a.graphql('mutation A { go }')).rejects.toThrow('Prove it');
    expect(challenge).toHaveBeenCalledWith('SECOND_FACTOR_REQUIRED');
  });
});
