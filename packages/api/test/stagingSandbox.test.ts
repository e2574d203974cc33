// A staging site (a production PUBLIC_URL started with ALLOW_SANDBOX=true) charges no real card, so
// its sandbox takes only Stripe's published test card numbers: a donor who types a real card there
// is told so, in their language, and nothing is kept. On this machine (the demo) any valid number
// works, as before.
import { eq } from 'drizzle-orm';
import { sandboxPaymentMethods } from '../src/db/schema';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS } from './givingFlow';
import { startTestApp, type TestApp } from './helper';

/** Valid (Luhn) but not one of Stripe's published test cards. */
const REAL_LOOKING_CARD = '4111111111111111';

describe('the sandbox of a staging site', () => {
  let testApp: TestApp;
  let organizationPrefixedId: string;

  beforeAll(async () => {
    // `production` is what a PUBLIC_URL other than this machine gives (config.ts); the organization
    // hosts stay *.localhost so the test's requests reach the demo church.
    testApp = await startTestApp({ config: { production: true, givingRateLimits: RELAXED_GIVING_LIMITS } });
    organizationPrefixedId = (await organizationOf(testApp)).prefixedId;
  });
  afterAll(() => testApp?.close());

  it.each([
    [
      'en',
      'This is a test site and charges no real card. Use a test card number such as 4242 4242 4242 4242.',
    ],
    [
      'es',
      'Este es un sitio de prueba y no cobra ninguna tarjeta real. Use un número de tarjeta de prueba como 4242 4242 4242 4242.',
    ],
  ])('refuses a card number Stripe never published (%s) and keeps nothing', async (locale, message) => {
    const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
    const donor = await client.customer(organizationPrefixedId, `staging-${locale}@example.com`);
    const before = await testApp.app.db.select().from(sandboxPaymentMethods);

    const response = await client.addCard(donor, REAL_LOOKING_CARD);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message,
      code: 'test_card_required',
      errors: { card_number: [message] },
    });
    expect(await testApp.app.db.select().from(sandboxPaymentMethods)).toHaveLength(before.length);
  });

  it('takes a published test card', async () => {
    const client = new GivingClient(testApp);
    const donor = await client.customer(organizationPrefixedId, 'staging-test-card@example.com');
    const response = await client.addCard(donor, '4242424242424242');
    expect(response.statusCode).toBe(200);
    const saved = await testApp.app.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, response.json().payment_method_id));
    expect(saved).toHaveLength(1);
  });
});

describe('the sandbox on this machine', () => {
  it('takes any valid number', async () => {
    const testApp = await startTestApp({ config: { givingRateLimits: RELAXED_GIVING_LIMITS } });
    try {
      const client = new GivingClient(testApp);
      const donor = await client.customer(
        (await organizationOf(testApp)).prefixedId,
        'demo-card@example.com',
      );
      expect((await client.addCard(donor, REAL_LOOKING_CARD)).statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});
