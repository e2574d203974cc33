/** @jest-environment ./jest.jsdom-environment.js */
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { createHttpClient, http, TimeoutError } from './http';

let server: HttpTestServer;

beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('http', () => {
  it('POSTs json as application/json with the given headers and the credentials', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    server.on('POST', '/graphql', (_request, response) => sendJson(response, 200, { data: {} }));
    const response = await http.post(`${server.url}/graphql`, {
      json: { query: '{ me { email } }', variables: {} },
      headers: { 'X-XSRF-TOKEN': 't' },
    });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ data: {} });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers).toMatchObject({ 'content-type': 'application/json', 'x-xsrf-token': 't' });
    expect(request?.json()).toEqual({ query: '{ me { email } }', variables: {} });
    // ky hands fetch a Request that carries the options.
    expect((fetchSpy.mock.calls[0]?.[0] as Request).credentials).toBe('include');
    fetchSpy.mockRestore();
  });

  it('keeps a content type the caller set, and sends other bodies as they are', async () => {
    server.on('POST', '/broadcasting/auth', (_request, response) => sendJson(response, 200, { auth: 'k:s' }));
    await http.post(`${server.url}/broadcasting/auth`, {
      json: { a: 1 },
      headers: { 'Content-Type': 'application/vnd.halo+json' },
    });
    await http.post(`${server.url}/broadcasting/auth`, {
      body: new URLSearchParams({ socket_id: '1.2', channel_name: 'private-donor.usr_1' }),
    });
    expect(server.requests[0]?.headers['content-type']).toBe('application/vnd.halo+json');
    expect(server.requests[1]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(server.requests[1]?.body).toBe('socket_id=1.2&channel_name=private-donor.usr_1');
  });

  it('returns HTTP errors instead of throwing, and never retries', async () => {
    server.on('GET', '/api/organization', (_request, response) =>
      sendJson(response, 503, { message: 'Down' }),
    );
    const response = await http.get(`${server.url}/api/organization`, {
      headers: { Accept: 'application/json' },
    });
    expect(response.status).toBe(503);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.accept).toBe('application/json');
  });

  it('rejects with a TimeoutError when no answer comes in time, without sending again', async () => {
    server.on('GET', '/slow', () => new Promise(() => {}));
    const client = createHttpClient({ timeoutMs: 100 });
    const call = client.get(`${server.url}/slow`);
    await expect(call).rejects.toBeInstanceOf(TimeoutError);
    await expect(call).rejects.toThrow(`Request timed out: GET ${server.url}/slow`);
    expect(server.requests).toHaveLength(1);
  });

  it('sends a GET that got no answer again, up to twice', async () => {
    server.on('GET', '/api/organization', (_request, response) => {
      // The connection drops before any answer, twice; the third attempt is answered.
      if (server.requests.length < 3) return response.socket?.destroy();
      sendJson(response, 200, { prefixedId: 'org_1' });
    });
    const response = await http.get(`${server.url}/api/organization`);
    expect(response.status).toBe(200);
    expect(server.requests).toHaveLength(3);
  });

  it('never sends a POST again, even when it got no answer (a gift could be made twice)', async () => {
    server.on('POST', '/api/give', (_request, response) => response.socket?.destroy());
    const call = http.post(`${server.url}/api/give`, { json: { amount: 5000 } });
    await expect(call).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed' });
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with fetch’s own error when the server cannot be reached', async () => {
    const closed = await createHttpTestServer();
    await closed.close();
    const call = http.get(`${closed.url}/health`);
    // Node's TypeError, not jsdom's: compared by name.
    await expect(call).rejects.toMatchObject({ name: 'TypeError', message: 'fetch failed' });
  });
});
