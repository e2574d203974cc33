/** @jest-environment ./jest.jsdom-environment.js */
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { createGivingClient, GivingNetworkError, type GivingClient } from './giving';
import { organizationResponse } from '@halo/testkit/api/apiResponses';

let server: HttpTestServer;
let client: GivingClient;
const credentialsSeen: (RequestCredentials | undefined)[] = [];

beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  credentialsSeen.length = 0;
  client = createGivingClient({
    apiUrl: `${server.url}/`,
    locale: () => 'es',
    // ky hands fetch a Request that carries the options.
    fetch: (input, init) => {
      credentialsSeen.push((input as Request).credentials);
      return fetch(input, init);
    },
  });
});

const customer = { stripe_customer_id: 'cus_1', donor_prefixed_id: 'per_1', giving_token: 'gt_1' };
const giveBody = {
  organization_prefixed_id: 'org_1',
  stripe_customer_id: 'cus_1',
  donor_prefixed_id: 'per_1',
  payment_method_id: 'pm_1',
  amount: 5000,
  fund_prefixed_id: 'fund_1',
  frequency: 'one_time',
  is_fee_covered: true,
};

describe('giving client', () => {
  it('loads the church without cookies, a CSRF fetch or a header that needs a preflight, and null on 404', async () => {
    server.on('GET', '/api/online-giving/demo', (_request, response) =>
      sendJson(response, 200, organizationResponse),
    );
    await expect(client.loadOrganization('demo')).resolves.toMatchObject({ prefixedId: 'org_1' });
    await expect(client.loadOrganization('nowhere')).resolves.toBeNull();
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/online-giving/demo',
      '/api/online-giving/nowhere',
    ]);
    expect(credentialsSeen).toEqual(['omit', 'omit']);
    // Only CORS-safelisted headers: a church's site loads the record without a preflight.
    expect(server.requests[0]?.headers).toMatchObject({ accept: 'application/json' });
    expect(server.requests[0]?.headers).not.toHaveProperty('x-locale');
    expect(server.requests[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('POSTs the customer as JSON and parses the answer (extra fields dropped)', async () => {
    server.on('POST', '/api/give/customer', (_request, response) =>
      sendJson(response, 200, { ...customer, extra: true }),
    );
    const body = { organization_prefixed_id: 'org_1', email: 'a@b.co', first_name: 'A', last_name: 'B' };
    await expect(client.createCustomer(body)).resolves.toEqual({ ok: true, status: 200, data: customer });
    expect(server.requests[0]?.json()).toEqual(body);
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends the giving token and the Idempotency-Key on POST /api/give', async () => {
    server.on('POST', '/api/give', (_request, response) =>
      sendJson(response, 201, {
        contribution: {
          prefixed_id: 'con_1',
          amount: 5180,
          fee: 180,
          net_amount: 5000,
          status: 'succeeded',
          date: '2026-01-01',
        },
        recurring_giving: null,
        receipt_email: 'a@b.co',
      }),
    );
    const result = await client.give(giveBody, { idempotencyKey: 'KEY-1', givingToken: 'gt_1' });
    expect(result).toMatchObject({ ok: true, status: 201, data: { contribution: { prefixed_id: 'con_1' } } });
    expect(server.requests[0]?.headers).toMatchObject({
      'idempotency-key': 'KEY-1',
      'x-giving-token': 'gt_1',
    });
  });

  it('returns 402 declines and 422 field errors as failures', async () => {
    server.on('POST', '/api/give', (_request, response) =>
      sendJson(response, 402, { code: 'insufficient_funds', message: 'Your card has insufficient funds.' }),
    );
    await expect(client.give(giveBody, { idempotencyKey: 'K', givingToken: 't' })).resolves.toEqual({
      ok: false,
      status: 402,
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
      errors: {},
      // The answer as sent, for who reads more of it (the bank's authentication).
      body: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    server.on('POST', '/api/give/register', (_request, response) =>
      sendJson(response, 422, { message: 'Invalid.', errors: { email: ['Taken.'] } }),
    );
    await expect(
      client.register({
        organization_prefixed_id: 'org_1',
        email: 'a@b.co',
        first_name: 'A',
        last_name: 'B',
        password: 'p',
        password_confirmation: 'p',
      }),
    ).resolves.toMatchObject({ ok: false, status: 422, errors: { email: ['Taken.'] }, code: null });
  });

  it('puts the query on GET calls', async () => {
    server.on('GET', '/api/give/stripe-payment-methods', (_request, response) =>
      sendJson(response, 200, {
        data: [{ id: 'pm_1', brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2030 }],
      }),
    );
    const result = await client.paymentMethods(
      { stripe_customer_id: 'cus_1', organization_prefixed_id: 'org_1' },
      'gt_1',
    );
    expect(result.ok && result.data.data[0]?.last_four).toBe('4242');
    expect(server.requests[0]?.path).toBe(
      '/api/give/stripe-payment-methods?stripe_customer_id=cus_1&organization_prefixed_id=org_1',
    );
  });

  it('throws GivingNetworkError on a malformed success body and when nothing answers', async () => {
    server.on('POST', '/api/give/customer', (_request, response) => sendJson(response, 200, { nope: 1 }));
    await expect(
      client.createCustomer({ organization_prefixed_id: 'o', email: 'e', first_name: 'f', last_name: 'l' }),
    ).rejects.toBeInstanceOf(GivingNetworkError);
    const offline = createGivingClient({ apiUrl: 'http://127.0.0.1:1', locale: () => 'en' });
    await expect(offline.loadOrganization('demo')).rejects.toBeInstanceOf(GivingNetworkError);
  });

  it('never sends a POST again after no answer (the gift may have been made), a GET up to twice', async () => {
    server.on('POST', '/api/give', (_request, response) => response.socket?.destroy());
    await expect(client.give(giveBody, { idempotencyKey: 'K', givingToken: 't' })).rejects.toBeInstanceOf(
      GivingNetworkError,
    );
    expect(server.requests).toHaveLength(1);
    server.reset();
    server.on('GET', '/api/online-giving/demo', (_request, response) => {
      if (server.requests.length < 3) return response.socket?.destroy();
      sendJson(response, 200, organizationResponse);
    });
    await expect(client.loadOrganization('demo')).resolves.toMatchObject({ prefixedId: 'org_1' });
    expect(server.requests).toHaveLength(3);
  });

  it('includes same-origin cookies on the hosted page (empty API URL)', async () => {
    const seen: (RequestCredentials | undefined)[] = [];
    const sameOrigin = createGivingClient({
      apiUrl: '',
      locale: () => 'en',
      fetch: (input) => {
        seen.push((input as Request).credentials);
        return Promise.resolve(new Response(null, { status: 404 }));
      },
    });
    await sameOrigin.loadOrganization('demo');
    expect(seen).toEqual(['same-origin']);
  });
});
