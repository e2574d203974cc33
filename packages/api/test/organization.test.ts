import { eq, sql } from 'drizzle-orm';
import { organizations } from '../src/db/schema';
import { organizationSchema } from '@halo/domain';
import * as v from 'valibot';
import { startTestApp, TestBrowser, type TestApp } from './helper';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp?.close());

const nullableText = v.nullable(v.string());
const cents = v.pipe(v.number(), v.integer(), v.minValue(0));

/** docs/CONTRACTS.md "REST: organization", exactly: strict objects reject any extra field. */
const OrganizationContract = v.strictObject({
  prefixedId: v.pipe(v.string(), v.regex(/^org_[0-9a-f]{24}$/)),
  subdomain: v.string(),
  name: v.string(),
  displayName: v.string(),
  logoUrl: nullableText,
  availableModules: v.array(
    v.strictObject({
      prefixedId: v.pipe(v.string(), v.startsWith('mod_')),
      name: v.string(),
      displayName: v.string(),
    }),
  ),
  onlineGiving: v.strictObject({
    logoUrl: nullableText,
    brandColor: v.nullable(v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/))),
    message: nullableText,
    currency: v.pipe(v.string(), v.length(3)),
    fixedAmounts: v.array(cents),
    minAmount: cents,
    maxAmount: cents,
    fee: v.strictObject({ percentBps: cents, fixedCents: cents }),
    processor: v.strictObject({
      mode: v.picklist(['sandbox', 'stripe']),
      publishableKey: nullableText,
      stripeAccount: nullableText,
    }),
    timeZone: v.string(),
    funds: v.array(
      v.strictObject({
        prefixedId: v.pipe(v.string(), v.startsWith('fund_')),
        name: v.string(),
        isDefault: v.boolean(),
        isOnlineGivingVisible: v.boolean(),
      }),
    ),
    bankPayments: v.boolean(),
  }),
  isStripeConnected: v.boolean(),
  contact: v.strictObject({
    address: nullableText,
    city: nullableText,
    state: nullableText,
    zip: nullableText,
    country: nullableText,
    email: nullableText,
    phones: v.array(v.unknown()),
  }),
});

describe('GET /health and GET /ready', () => {
  it('/health answers while the process does', async () => {
    const response = await new TestBrowser(testApp).request({ url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/ready answers 200 with the database reachable and every migration applied', async () => {
    const response = await new TestBrowser(testApp).request({ url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('/ready answers 503 while a migration of this build is missing (a database restored from before it)', async () => {
    const { db } = testApp.app;
    const newest = sql`(SELECT max(created_at) FROM drizzle.__drizzle_migrations)`;
    await db.execute(
      sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at - 1 WHERE created_at = ${newest}`,
    );
    try {
      const response = await new TestBrowser(testApp).request({ url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'migrations pending' });
      expect((await new TestBrowser(testApp).request({ url: '/health' })).statusCode).toBe(200);
    } finally {
      await db.execute(
        sql`UPDATE drizzle.__drizzle_migrations SET created_at = created_at + 1 WHERE created_at = ${newest}`,
      );
    }
  });
});

describe('GET /api/online-giving/:subdomain', () => {
  it('carries the brand colour and message the church set in the console', async () => {
    const { db } = testApp.app;
    await db
      .update(organizations)
      .set({ brandColor: '#1d4ed8', givingMessage: 'Every gift feeds a family.' })
      .where(eq(organizations.subdomain, 'demo'));
    try {
      const response = await new TestBrowser(testApp).request({ url: '/api/online-giving/demo' });
      expect(response.json().onlineGiving).toMatchObject({
        brandColor: '#1d4ed8',
        message: 'Every gift feeds a family.',
      });
    } finally {
      await db
        .update(organizations)
        .set({ brandColor: null, givingMessage: null })
        .where(eq(organizations.subdomain, 'demo'));
    }
  });

  it('returns the demo organization in the contract’s shape, money in cents', async () => {
    const response = await new TestBrowser(testApp).request({ url: '/api/online-giving/demo' });
    expect(response.statusCode).toBe(200);
    const organization = v.parse(OrganizationContract, response.json());
    // …and what the browser accepts (the client parses it with @halo/domain's schema).
    expect(v.safeParse(organizationSchema, response.json()).issues).toBeUndefined();
    expect(organization).toMatchObject({
      subdomain: 'demo',
      name: 'Grace Community Church',
      availableModules: [{ name: 'online_giving', displayName: 'Online Giving' }],
      onlineGiving: {
        currency: 'USD',
        fixedAmounts: [2500, 5000, 10000, 25000],
        minAmount: 100,
        maxAmount: 2_500_000,
        fee: { percentBps: 290, fixedCents: 30 },
        processor: { mode: 'sandbox', publishableKey: null, stripeAccount: null },
        timeZone: 'America/Chicago',
        bankPayments: true,
      },
      isStripeConnected: false,
      contact: { country: 'US', phones: [] },
    });
    expect(organization.onlineGiving.funds.map((fund) => [fund.name, fund.isDefault])).toEqual([
      ['General Fund', true],
      ['Missions', false],
      ['Building Fund', false],
    ]);
  });

  it('does not depend on the host the request came to, and ignores case', async () => {
    const response = await new TestBrowser(testApp, 'localhost').request({ url: '/api/online-giving/HOPE' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Hope Fellowship',
      onlineGiving: { funds: [{ name: 'General Fund' }] },
    });
  });

  it('answers 404 with a message for an unknown subdomain', async () => {
    const response = await new TestBrowser(testApp).request({ url: '/api/online-giving/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Organization not found.' });
  });

  it('answers an unknown API path with 404 JSON, not the host page', async () => {
    const response = await new TestBrowser(testApp).request({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found.' });
  });
});
