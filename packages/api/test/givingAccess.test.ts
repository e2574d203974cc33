// Who may give and from where: the giving token (required, unforged, of its own church and its own
// cards) and the church websites CORS lets call the giving API (docs/CONTRACTS.md "REST: giving").
import { createTokenSealer } from '../src/http/sealedToken';
import { GivingClient, organizationOf, openGivingWorld, type GivingWorld } from './givingFlow';
import type { TestApp } from './helper';

const world = openGivingWorld();
const { newEmail, contributionsOf, guestWithCard } = world;
let testApp: TestApp;
let demo: GivingWorld['demo'];
let generalFund: string;
beforeAll(() => {
  ({ testApp, demo, generalFund } = world);
});

describe('the giving token', () => {
  let setup: Awaited<ReturnType<typeof guestWithCard>>;
  beforeAll(async () => {
    setup = await guestWithCard();
  });
  const gift = () => ({
    payment_method_id: setup.paymentMethodId,
    amount: 5000,
    fund_prefixed_id: generalFund,
  });

  it('is required (401)', async () => {
    const response = await setup.client.give(setup.donor, gift(), { 'x-giving-token': '' });
    expect(response.statusCode).toBe(401);
  });

  it('tampered or expired is refused (401)', async () => {
    const [iv, sealed] = setup.donor.token.split('.') as [string, string];
    const sealer = createTokenSealer(testApp.app.giving.appKey, 'giving');
    const claims = sealer.open(setup.donor.token) as Record<string, unknown>;
    const expired = sealer.seal({ ...claims, e: Date.now() - 1 });
    for (const token of [expired, `${iv}.${sealed.slice(1)}x`, 'nonsense']) {
      const response = await setup.client.give(setup.donor, gift(), { 'x-giving-token': token });
      expect(response.statusCode).toBe(401);
    }
  });

  it('of another organization is refused (403), and a hope donor cannot give as a demo donor', async () => {
    const hope = await organizationOf(testApp, 'hope');
    const hopeClient = new GivingClient(testApp, 'hope.localhost');
    const hopeDonor = await hopeClient.customer(hope.prefixedId, newEmail());
    const asDemo = await setup.client.give({ ...setup.donor, token: hopeDonor.token }, gift());
    expect(asDemo.statusCode).toBe(403);
    const otherCustomer = await setup.client.give(
      { ...hopeDonor, organizationPrefixedId: demo.prefixedId },
      gift(),
    );
    expect(otherCustomer.statusCode).toBe(403);
    expect(await contributionsOf(setup.donor.donorPrefixedId)).toEqual([]);
  });

  it('got with an email alone cannot see or use the cards the donor saved before', async () => {
    const client = new GivingClient(testApp);
    const email = newEmail();
    const first = await client.customer(demo.prefixedId, email);
    const saved = await client.addCard(first, '4242424242424242');
    // No waiting: what a token may use is not a matter of time (test/givingTokenCards.test.ts).
    const stranger = await new GivingClient(testApp).customer(demo.prefixedId, email);
    const listed = await client.browser.request({
      url: `/api/give/stripe-payment-methods?stripe_customer_id=${stranger.customerId}&organization_prefixed_id=${demo.prefixedId}`,
      headers: { 'x-giving-token': stranger.token },
    });
    expect(listed.json()).toEqual({ data: [] });
    const response = await client.give(stranger, {
      ...gift(),
      payment_method_id: saved.json().payment_method_id,
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('CORS', () => {
  const preflight = (origin: string, url = '/api/give') =>
    new GivingClient(testApp).browser.request({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key,x-giving-token',
      },
    });

  it('allows a preflight from http://church.localhost:1234, without credentials', async () => {
    for (const url of ['/api/give', '/api/give/customer', '/api/online-giving/demo']) {
      const response = await preflight('http://church.localhost:1234', url);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('http://church.localhost:1234');
      expect(String(response.headers['access-control-allow-headers'])).toContain('Idempotency-Key');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('refuses https://evil.example', async () => {
    const response = await preflight('https://evil.example');
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const organization = await new GivingClient(testApp).browser.request({
      url: '/api/online-giving/demo',
      headers: { origin: 'https://evil.example' },
    });
    expect(organization.headers['access-control-allow-origin']).toBeUndefined();
    const customer = await new GivingClient(testApp).post(
      '/api/give/customer',
      { organization_prefixed_id: demo.prefixedId, email: newEmail(), first_name: 'E', last_name: 'Vil' },
      { origin: 'https://evil.example' },
    );
    expect(customer.statusCode).toBe(403);
  });

  it('echoes an allowed origin on the real response', async () => {
    const response = await new GivingClient(testApp).browser.request({
      url: '/api/online-giving/demo',
      headers: { origin: 'http://church.localhost:1234' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://church.localhost:1234');
  });
});
