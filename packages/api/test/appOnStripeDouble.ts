// The app in Stripe mode for one test file: its Stripe SDK pointed at a fresh local Stripe double
// (there is no network in CI), the demo church charging through its connected account when a test
// says so, and Stripe's signed webhook events delivered to it as Stripe would.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import type { StripeEvent } from '@halo/testkit/stripe/stripeEvents';
import type { Config } from '../src/config';
import { organizations } from '../src/db/schema';
import { startTestApp, TestBrowser, type TestApp } from './helper';

export interface AppOnStripeDouble {
  testApp: TestApp;
  double: StripeDouble;
  /** Closes the app, then the double. */
  close(): Promise<void>;
}

export interface StripeDoubleOptions {
  /** Names the API keys: `sk_test_<keys>` and `pk_test_<keys>` (the giving page shows the latter). */
  keys?: string;
  /** The webhook endpoints' signing secrets (platform and Connect); none when no test delivers one. */
  webhookSecrets?: string[];
  /** The demo church charges through Stripe on this connected account from the start. */
  connected?: string;
  /** With `connected`: Stripe lets the account take charges (its onboarding finished). */
  chargesEnabled?: boolean;
  /** The rest of the app's settings (the Stripe ones are the double's). */
  config?: Partial<Config>;
  clock?: () => Date;
  /** Where the app's log lines go (JSON, one a line), for a test that reads them. */
  logStream?: { write(line: string): void };
}

export async function startAppOnStripeDouble(options: StripeDoubleOptions = {}): Promise<AppOnStripeDouble> {
  const keys = options.keys ?? 'double';
  const double = await new StripeDouble().start();
  let testApp: TestApp;
  try {
    testApp = await startTestApp({
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
      config: {
        ...options.config,
        stripe: {
          secretKey: `sk_test_${keys}`,
          publishableKey: `pk_test_${keys}`,
          webhookSecrets: options.webhookSecrets ?? [],
          api: double.api,
        },
      },
    });
  } catch (error) {
    await double.close();
    throw error;
  }
  if (options.connected) {
    await connectDemoChurch(testApp, options.connected, { chargesEnabled: options.chargesEnabled });
  }
  return {
    testApp,
    double,
    close: async () => {
      await testApp.close();
      await double.close();
    },
  };
}

/**
 * The demo church connects Stripe: from now on it charges through Stripe on `account` (with
 * `chargesEnabled`, Stripe lets that account take charges).
 */
export async function connectDemoChurch(
  testApp: TestApp,
  account: string,
  { chargesEnabled = false }: { chargesEnabled?: boolean } = {},
): Promise<void> {
  await testApp.app.db
    .update(organizations)
    .set({
      processorMode: 'stripe',
      stripeAccountId: account,
      ...(chargesEnabled ? { stripeChargesEnabled: true } : {}),
    })
    .where(eq(organizations.subdomain, 'demo'));
}

export interface Delivery {
  /** The endpoint secret Stripe signs with. */
  secret: string;
  /** The signature's time, in Unix seconds; now unless a test sends a stale one. */
  timestamp?: number;
  /** The Stripe-Signature header as sent instead of a good one; null sends none. */
  signature?: string | null;
  /** The body as sent instead of the event (a body changed after signing). */
  body?: string;
}

/**
 * POST /api/stripe/webhook with `event`, as Stripe delivers it: signed with the endpoint's secret,
 * no cookies and no CSRF header, to the API's own host rather than a church's.
 */
export function deliverStripeEvent(testApp: TestApp, event: StripeEvent, delivery: Delivery) {
  const payload = delivery.body ?? JSON.stringify(event);
  const signature =
    delivery.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: delivery.secret,
          ...(delivery.timestamp === undefined ? {} : { timestamp: delivery.timestamp }),
        })
      : delivery.signature;
  return new TestBrowser(testApp, 'api.localhost').request({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
  });
}
