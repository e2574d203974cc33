import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GivingClient, organizationOf } from './givingFlow';
import { startTestApp, type TestApp } from './helper';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({
    config: {
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'halo-giving-limits-')),
      givingRateLimits: {
        givePerMinute: 1_000,
        perCustomerPerMinute: 1_000,
        setupIntentPerMinute: 3,
        cardPerMinute: 1_000,
        declinesBeforeBlock: 5,
        declinesPerCustomer: 5,
        declinesPerCard: 5,
        declineWindowMinutes: 10,
      },
    },
  });
});
afterAll(() => testApp?.close());

describe('giving rate limits', () => {
  it('answers 429 with the message once the setup-intent limit is hit, then recovers', async () => {
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
    });
    try {
      const demo = await organizationOf(testApp);
      const client = new GivingClient(testApp);
      const donor = await client.customer(demo.prefixedId, 'limits@example.com');
      const intent = () =>
        client.post(
          '/api/give/setup-intent',
          { organization_prefixed_id: demo.prefixedId, stripe_customer_id: donor.customerId },
          { 'x-giving-token': donor.token },
        );
      for (let i = 0; i < 3; i += 1) expect((await intent()).statusCode).toBe(200);
      const limited = await intent();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
      // The plugin's window is 60 s of Date.now(); move past it.
      jest.setSystemTime(Date.now() + 61_000);
      expect((await intent()).statusCode).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it('slows a burst of declines from one IP: after 5, card attempts get 429', async () => {
    const demo = await organizationOf(testApp);
    const client = new GivingClient(testApp);
    const donor = await client.customer(demo.prefixedId, 'tester@example.com');
    for (let i = 0; i < 5; i += 1)
      expect((await client.addCard(donor, '4000000000000002')).statusCode).toBe(402);
    const blocked = await client.addCard(donor, '4242424242424242', { 'x-locale': 'es' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Demasiados intentos/);
  });
});
