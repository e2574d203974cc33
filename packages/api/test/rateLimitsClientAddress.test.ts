// Hardening: with TRUST_PROXY off (the default) X-Forwarded-For is ignored, so a new one does not
// escape a per-IP limit (test/rateLimitFlow.ts).
import { Mailbox } from '@halo/testkit/mail/mailbox';
import { GivingClient, organizationOf } from './givingFlow';
import { startTestApp, type TestApp } from './helper';
import {
  LIMITS,
  ACCOUNT_LIMITS,
  expectLimited,
  expectRetryAfter,
  nextIp,
  uniqueEmail,
  forgotPassword,
  fakeDateForRateLimits,
} from './rateLimitFlow';

fakeDateForRateLimits();

describe('without TRUST_PROXY (the default)', () => {
  let direct: TestApp;
  const directMailbox = new Mailbox();
  beforeAll(async () => {
    direct = await startTestApp({
      config: { dataDir: directMailbox.dataDir, trustProxy: false, givingRateLimits: LIMITS },
    });
  });
  afterAll(async () => {
    await direct?.close();
    directMailbox.remove();
  });

  it('counts the connection’s address: a new X-Forwarded-For does not escape a per-IP limit', async () => {
    const client = (ip: string) => new GivingClient(direct, 'demo.localhost', { 'x-forwarded-for': ip });
    const demo = await organizationOf(direct);
    for (let donor = 0; donor < LIMITS.givePerMinute; donor += 1) {
      await client(nextIp()).customer(demo.prefixedId, uniqueEmail('direct'));
    }
    const limited = await client(nextIp()).post('/api/give/customer', {
      organization_prefixed_id: demo.prefixedId,
      email: uniqueEmail('direct'),
      first_name: 'Sam',
      last_name: 'Guest',
    });
    expectRetryAfter(limited, expectLimited(limited, 'en'));

    for (let attempt = 0; attempt < ACCOUNT_LIMITS.forgotPerIp; attempt += 1) {
      expect((await forgotPassword(direct, nextIp(), uniqueEmail('direct'))).statusCode).toBe(422);
    }
    expectLimited(await forgotPassword(direct, nextIp(), uniqueEmail('direct'), 'es'), 'es');
  });
});
