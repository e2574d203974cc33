// A church closes its giving page for a while (`npm run halo -- church:update --maintenance on`, or
// the console): visitors of the page land on the spec's maintenance screen, no gift starts through
// the giving API (the hosted page's or an embed's), in the donor's language, and the portal stays
// open. Reopened, everything is as before.
import { eq } from 'drizzle-orm';
import { organizations } from '../src/db/schema';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, TestBrowser, type TestApp } from './helper';

let testApp: TestApp;
let organizationPrefixedId: string;

const setMaintenance = (on: boolean) =>
  testApp.app.db
    .update(organizations)
    .set({ isInMaintenance: on })
    .where(eq(organizations.subdomain, 'demo'));

beforeAll(async () => {
  testApp = await startTestApp({ config: { givingRateLimits: RELAXED_GIVING_LIMITS } });
  organizationPrefixedId = (await organizationOf(testApp)).prefixedId;
});
afterAll(() => testApp?.close());
afterEach(() => setMaintenance(false));

describe('a church in maintenance', () => {
  it('sends visitors of its giving page to /maintenance, and leaves the other screens alone', async () => {
    await setMaintenance(true);
    const browser = new TestBrowser(testApp);
    for (const url of ['/', '/?amount=50', '/SPRING2027']) {
      const page = await browser.request({ url });
      expect({ url, status: page.statusCode, location: page.headers.location }).toEqual({
        url,
        status: 302,
        location: '/maintenance',
      });
    }
    for (const url of ['/maintenance', '/login', '/dashboard']) {
      expect((await browser.request({ url })).statusCode).toBe(200);
    }
    // Another church is not affected.
    expect((await new TestBrowser(testApp, 'hope.localhost').request({ url: '/' })).statusCode).toBe(200);
  });

  it.each([
    ['en', 'Online giving for this church is paused for maintenance. Please try again later.'],
    ['es', 'Las donaciones en línea de esta iglesia están en pausa por mantenimiento. Inténtelo más tarde.'],
  ])('refuses to start a gift through the giving API, in %s', async (locale, message) => {
    const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
    const donor = await client.customer(organizationPrefixedId, `maintenance-${locale}@example.com`);
    await setMaintenance(true);

    const customer = await client.post('/api/give/customer', {
      organization_prefixed_id: organizationPrefixedId,
      email: `maintenance-new-${locale}@example.com`,
      first_name: 'Sam',
      last_name: 'Guest',
    });
    expect(customer.statusCode).toBe(503);
    expect(customer.json()).toMatchObject({ message });
    const card = await client.addCard(donor, '4242424242424242');
    expect(card.statusCode).toBe(503);
    expect(card.json()).toMatchObject({ message });
  });

  it('opens again when maintenance ends', async () => {
    await setMaintenance(true);
    await setMaintenance(false);
    expect((await new TestBrowser(testApp).request({ url: '/' })).statusCode).toBe(200);
    const client = new GivingClient(testApp);
    const donor = await client.customer(organizationPrefixedId, 'maintenance-over@example.com');
    expect((await client.addCard(donor, '4242424242424242')).statusCode).toBe(200);
  });
});
