// The giving calls of docs/CONTRACTS.md "REST: giving", as the widget makes them, for tests.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calendarDateInTimeZone, generateIdentifier, type CalendarDate } from '@halo/domain';
import { eq } from 'drizzle-orm';
import type { GivingRateLimits } from '../src/config';
import { contributions, users, type ContributionRow } from '../src/db/schema';
import type { TestResponse } from './httpClient';
import { startTestApp, TestBrowser, type TestApp } from './helper';

export interface Donor {
  organizationPrefixedId: string;
  customerId: string;
  donorPrefixedId: string;
  token: string;
}

/** Limits no test of giving itself reaches (the limits have tests of their own). */
export const RELAXED_GIVING_LIMITS: GivingRateLimits = {
  givePerMinute: 10_000,
  perCustomerPerMinute: 10_000,
  setupIntentPerMinute: 10_000,
  cardPerMinute: 10_000,
  declinesBeforeBlock: 10_000,
  declinesPerCustomer: 10_000,
  declinesPerCard: 10_000,
  declineWindowMinutes: 10,
};

export async function organizationOf(testApp: TestApp, subdomain = 'demo') {
  const response = await new TestBrowser(testApp).request({ url: `/api/online-giving/${subdomain}` });
  return response.json() as {
    prefixedId: string;
    onlineGiving: { funds: { prefixedId: string; name: string }[]; timeZone: string };
  };
}

export class GivingClient {
  readonly browser: TestBrowser;

  constructor(
    testApp: TestApp,
    host = 'demo.localhost',
    private readonly headers: Record<string, string> = {},
  ) {
    this.browser = new TestBrowser(testApp, host);
  }

  post(url: string, payload: unknown, headers: Record<string, string> = {}): Promise<TestResponse> {
    return this.browser.request({
      method: 'POST',
      url,
      payload,
      headers: { ...this.headers, ...headers },
      sendCsrfToken: false,
    });
  }

  async customer(
    organizationPrefixedId: string,
    email: string,
    headers: Record<string, string> = {},
  ): Promise<Donor> {
    const response = await this.post(
      '/api/give/customer',
      { organization_prefixed_id: organizationPrefixedId, email, first_name: 'Sam', last_name: 'Guest' },
      headers,
    );
    if (response.statusCode !== 200) throw new Error(`customer: ${response.statusCode} ${response.body}`);
    const body = response.json();
    return {
      organizationPrefixedId,
      customerId: body.stripe_customer_id,
      donorPrefixedId: body.donor_prefixed_id,
      token: body.giving_token,
    };
  }

  /** The full token of the donor signed in on this client's browser (the signed-in giving form). */
  async signedInCustomer(organizationPrefixedId: string, donorPrefixedId: string): Promise<Donor> {
    const response = await this.browser.request({
      url: `/api/give/stripe-customer-id?donor_prefixed_id=${donorPrefixedId}&organization_prefixed_id=${organizationPrefixedId}`,
      headers: this.headers,
    });
    if (response.statusCode !== 200) {
      throw new Error(`stripe-customer-id: ${response.statusCode} ${response.body}`);
    }
    const body = response.json();
    return {
      organizationPrefixedId,
      customerId: body.stripe_customer_id,
      donorPrefixedId,
      token: body.giving_token,
    };
  }

  addCard(donor: Donor, cardNumber: string, headers: Record<string, string> = {}) {
    return this.cardEntry(donor, cardNumber, headers, {});
  }

  /**
   * The card entry sent again once the sandbox's test challenge ended with "Complete authentication",
   * as the giving form does for a card whose bank asks when it is saved.
   */
  addCardAfterChallenge(donor: Donor, cardNumber: string, headers: Record<string, string> = {}) {
    return this.cardEntry(donor, cardNumber, headers, { test_authentication: 'passed' });
  }

  private cardEntry(
    donor: Donor,
    cardNumber: string,
    headers: Record<string, string>,
    extra: Record<string, unknown>,
  ) {
    return this.post(
      '/api/give/sandbox/payment-methods',
      {
        organization_prefixed_id: donor.organizationPrefixedId,
        stripe_customer_id: donor.customerId,
        card_number: cardNumber,
        exp_month: 12,
        exp_year: 2030,
        cvc: '123',
        cardholder_name: 'Sam Guest',
        ...extra,
      },
      { 'x-giving-token': donor.token, ...headers },
    );
  }

  give(donor: Donor, body: Record<string, unknown>, headers: Record<string, string> = {}) {
    return this.post(
      '/api/give',
      {
        organization_prefixed_id: donor.organizationPrefixedId,
        stripe_customer_id: donor.customerId,
        donor_prefixed_id: donor.donorPrefixedId,
        frequency: 'one_time',
        is_fee_covered: false,
        ...body,
      },
      { 'idempotency-key': generateIdentifier(), 'x-giving-token': donor.token, ...headers },
    );
  }
}

export interface GivingWorld {
  /** Where the app writes its mail (`mailTo`). */
  dataDir: string;
  /** Set once the file's `beforeAll` has run. */
  testApp: TestApp;
  demo: Awaited<ReturnType<typeof organizationOf>>;
  /** The demo church's General Fund. */
  generalFund: string;
  /** Today on the demo church's calendar. */
  today(): CalendarDate;
  /** An email no donor has used yet. */
  newEmail(): string;
  /** The gifts recorded for a donor. */
  contributionsOf(donorPrefixedId: string): Promise<ContributionRow[]>;
  /** The messages written to an address, each as raw text. */
  mailTo(email: string): string[];
  /** A new guest of the demo church with a sandbox card saved. */
  guestWithCard(
    client?: GivingClient,
    card?: string,
  ): Promise<{ client: GivingClient; donor: Donor; paymentMethodId: string }>;
}

/**
 * The demo church's giving with limits no test reaches, started before the file's tests and closed
 * after them; its mail is kept as files under `dataDir`.
 */
export function openGivingWorld(): GivingWorld {
  let emailCounter = 0;
  const world = {
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'halo-giving-')),
    today: () => calendarDateInTimeZone('America/Chicago'),
    newEmail: () => `guest${++emailCounter}-${Date.now()}@example.com`,
    async contributionsOf(donorPrefixedId: string) {
      const db = world.testApp.app.db;
      const [user] = await db.select().from(users).where(eq(users.prefixedId, donorPrefixedId));
      return db.select().from(contributions).where(eq(contributions.donorUserId, user!.id));
    },
    mailTo(email: string) {
      const folder = path.join(world.dataDir, 'mail');
      return readdirSync(folder)
        .filter((file) => file.includes(email))
        .map((file) => readFileSync(path.join(folder, file), 'utf8'));
    },
    async guestWithCard(client = new GivingClient(world.testApp), card = '4242424242424242') {
      const donor = await client.customer(world.demo.prefixedId, world.newEmail());
      const added = await client.addCard(donor, card);
      expect(added.statusCode).toBe(200);
      return { client, donor, paymentMethodId: added.json().payment_method_id as string };
    },
  } as GivingWorld;
  beforeAll(async () => {
    world.testApp = await startTestApp({
      config: { dataDir: world.dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
    });
    world.demo = await organizationOf(world.testApp);
    world.generalFund = world.demo.onlineGiving.funds.find(
      (fund) => fund.name === 'General Fund',
    )!.prefixedId;
  });
  afterAll(() => world.testApp?.close());
  return world;
}
