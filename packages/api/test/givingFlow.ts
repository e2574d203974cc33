// The giving calls of docs/CONTRACTS.md "REST: giving", as the widget makes them, for tests.
import { generateIdentifier } from '@halo/domain';
import type { GivingRateLimits } from '../src/config';
import type { TestResponse } from './httpClient';
import { TestBrowser, type TestApp } from './helper';

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
    onlineGiving: { funds: { prefixedId: string; name: string }[] };
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
