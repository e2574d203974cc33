// The real app in Stripe mode, against the local Stripe double: POST /api/stripe/webhook (signature,
// at-most-once handling, refunds reaching contributions) and what stripe-mode organizations publish.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { chargeRefundedEvent, stripeEvent, type StripeEvent } from '@halo/testkit/stripe/stripeEvents';
import { campaigns, contributions, organizations, processedWebhookEvents, users } from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import type { HandledStripeEvent } from '../src/payments/stripe/stripeEvents';
import {
  deliverStripeEvent,
  startAppOnStripeDouble,
  type AppOnStripeDouble,
  type Delivery,
} from './appOnStripeDouble';
import { TestBrowser, type TestApp } from './helper';

const PLATFORM_SECRET = 'whsec_test_platform';
const CONNECT_SECRET = 'whsec_test_connect';
const CONNECTED = 'acct_1GraceCommunity';

let stripe: AppOnStripeDouble;
let double: StripeDouble;
let testApp: TestApp;
beforeAll(async () => {
  // demo charges through Stripe on its connected account; hope stays in the sandbox.
  stripe = await startAppOnStripeDouble({
    webhookSecrets: [PLATFORM_SECRET, CONNECT_SECRET],
    connected: CONNECTED,
  });
  ({ testApp, double } = stripe);
});
afterAll(async () => {
  await stripe?.close();
});

const deliver = (event: StripeEvent, options: Partial<Delivery> = {}) =>
  deliverStripeEvent(testApp, event, { secret: CONNECT_SECRET, ...options });

/** Subscribes for one test; returns the events seen. */
function recordEvents(type: HandledStripeEvent['type']) {
  const seen: string[] = [];
  const off = testApp.app.stripeEvents.on(type, (event) => {
    seen.push(event.id);
  });
  return { seen, off };
}

const paymentIntent = () => ({
  id: `pi_${randomBytes(8).toString('hex')}`,
  object: 'payment_intent',
  status: 'succeeded',
});

describe('POST /api/stripe/webhook', () => {
  it('hands a signed event to its subscribers once, however often Stripe delivers it', async () => {
    const { seen, off } = recordEvents('payment_intent.succeeded');
    const event = stripeEvent('payment_intent.succeeded', paymentIntent(), { account: CONNECTED });
    const first = await deliver(event);
    const second = await deliver(event);
    off();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(second.statusCode).toBe(200);
    expect(seen).toEqual([event.id]);
    const [row] = await testApp.app.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, event.id));
    expect(row).toMatchObject({
      type: 'payment_intent.succeeded',
      account: CONNECTED,
      processedAt: expect.any(Date),
    });
  });

  it('handles an event once when two deliveries of it arrive together', async () => {
    let calls = 0;
    const off = testApp.app.stripeEvents.on('payment_intent.succeeded', async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const event = stripeEvent('payment_intent.succeeded', paymentIntent());
    const answers = await Promise.all([deliver(event), deliver(event)]);
    off();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(calls).toBe(1);
  });

  it('accepts each configured signing secret (platform and Connect endpoints)', async () => {
    const { seen, off } = recordEvents('payment_intent.payment_failed');
    const event = stripeEvent('payment_intent.payment_failed', {
      ...paymentIntent(),
      status: 'requires_payment_method',
    });
    expect((await deliver(event, { secret: PLATFORM_SECRET })).statusCode).toBe(200);
    off();
    expect(seen).toEqual([event.id]);
  });

  it.each([
    ['a wrong secret', { secret: 'whsec_someone_else' }],
    ['a timestamp older than five minutes', { timestamp: Math.floor(Date.now() / 1000) - 301 }],
    ['no Stripe-Signature header', { signature: null }],
    ['a garbled header', { signature: 'not-a-signature' }],
  ])('rejects %s with 400 and handles nothing', async (_name, options) => {
    const { seen, off } = recordEvents('payment_intent.succeeded');
    const response = await deliver(stripeEvent('payment_intent.succeeded', paymentIntent()), options);
    off();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid Stripe signature.' });
    expect(seen).toEqual([]);
  });

  it('rejects a body changed after signing', async () => {
    const event = stripeEvent('payment_intent.succeeded', paymentIntent());
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: CONNECT_SECRET });
    const response = await deliver(event, { signature, body: payload.replace('"succeeded"', '"canceled"') });
    expect(response.statusCode).toBe(400);
  });

  it('answers 500 when a subscriber fails, and handles the redelivery', async () => {
    let calls = 0;
    const off = testApp.app.stripeEvents.on('payment_intent.succeeded', () => {
      calls += 1;
      if (calls === 1) throw new Error('database hiccup');
    });
    const event = stripeEvent('payment_intent.succeeded', paymentIntent());
    const failed = await deliver(event);
    const retried = await deliver(event);
    const again = await deliver(event);
    off();
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).not.toMatch(/hiccup/);
    expect(retried.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(calls).toBe(2);
  });

  it('acknowledges event types we do not act on without recording them', async () => {
    const event = stripeEvent('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await deliver(event)).statusCode).toBe(200);
    const rows = await testApp.app.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, event.id));
    expect(rows).toEqual([]);
  });
});

describe('charge.refunded', () => {
  async function contributionPaidBy(chargeId: string) {
    const { db } = testApp.app;
    const [demo] = await db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
    const [donor] = await db
      .select()
      .from(users)
      .where(and(eq(users.organizationId, demo!.id), eq(users.email, 'donor@example.com')));
    const [row] = await db
      .insert(contributions)
      .values({
        prefixedId: newPrefixedId('con'),
        organizationId: demo!.id,
        donorUserId: donor!.id,
        chargedAmount: 5_000,
        fee: 175,
        netAmount: 4_825,
        currency: 'USD',
        status: 'succeeded',
        processorMode: 'stripe',
        processorChargeId: chargeId,
        date: '2026-01-04',
      })
      .returning();
    return row!;
  }

  const statusOf = async (id: number) =>
    (await testApp.app.db.select().from(contributions).where(eq(contributions.id, id)))[0];

  /** Stripe's charge.refunded for a $50 charge, refunded in whole or $10 of it. */
  const refunded = (id: string, whole: boolean, account: string) =>
    chargeRefundedEvent({ id, amount: 5_000, amountRefunded: whole ? 5_000 : 1_000 }, { account });

  it('marks the contribution of a fully refunded charge refunded', async () => {
    const contribution = await contributionPaidBy('ch_refunded_in_dashboard');
    const event = refunded('ch_refunded_in_dashboard', true, CONNECTED);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await statusOf(contribution.id)).toMatchObject({
      status: 'refunded',
      refundedAt: new Date(event.created * 1000),
    });
  });

  it('records a partial refund on a contribution that stays succeeded, once however often it comes', async () => {
    const contribution = await contributionPaidBy('ch_partly_refunded');
    const event = refunded('ch_partly_refunded', false, CONNECTED);
    expect((await deliver(event)).statusCode).toBe(200);
    // Another delivery of the same total (another event id) adds nothing.
    const again = refunded('ch_partly_refunded', false, CONNECTED);
    expect((await deliver(again)).statusCode).toBe(200);
    expect(await statusOf(contribution.id)).toMatchObject({
      status: 'succeeded',
      refundedAmount: 1_000,
      refundedAt: null,
    });
  });

  it('moves the campaign’s bar back down on open giving forms when a campaign gift is refunded at Stripe', async () => {
    const { db } = testApp.app;
    const contribution = await contributionPaidBy('ch_campaign_refunded');
    const prefixedId = newPrefixedId('cmp');
    const [campaign] = await db
      .insert(campaigns)
      .values({
        prefixedId,
        organizationId: contribution.organizationId,
        name: 'Roof',
        slug: 'roof-refund',
        goal: 100_000,
      })
      .returning();
    await db
      .update(contributions)
      .set({ campaignId: campaign!.id })
      .where(eq(contributions.id, contribution.id));
    const toCampaign = jest.spyOn(testApp.app.broadcaster, 'toCampaign');
    try {
      expect((await deliver(refunded('ch_campaign_refunded', false, CONNECTED))).statusCode).toBe(200);
      // $50 given, $10 of it refunded: $40 raised, announced once; the same total again announces nothing.
      expect(toCampaign.mock.calls).toEqual([
        [prefixedId, { campaignPrefixedId: prefixedId, raised: 4_000, givers: 1, goal: 100_000 }],
      ]);
      expect((await deliver(refunded('ch_campaign_refunded', false, CONNECTED))).statusCode).toBe(200);
      expect(toCampaign).toHaveBeenCalledTimes(1);
    } finally {
      toCampaign.mockRestore();
    }
  });

  it('never touches a gift of another church’s connected account', async () => {
    const contribution = await contributionPaidBy('ch_of_demo');
    const event = refunded('ch_of_demo', true, 'acct_someone_else');
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await statusOf(contribution.id))?.status).toBe('succeeded');
  });
});

describe('a stripe-mode organization', () => {
  it('publishes the publishable key and isStripeConnected; a sandbox one does not', async () => {
    const demo = (await new TestBrowser(testApp).request({ url: '/api/online-giving/demo' })).json();
    expect(demo.onlineGiving.processor).toEqual({
      mode: 'stripe',
      publishableKey: 'pk_test_double',
      stripeAccount: CONNECTED,
    });
    expect(demo.isStripeConnected).toBe(true);
    const hope = (
      await new TestBrowser(testApp, 'hope.localhost').request({ url: '/api/online-giving/hope' })
    ).json();
    expect(hope.onlineGiving.processor).toEqual({
      mode: 'sandbox',
      publishableKey: null,
      stripeAccount: null,
    });
    expect(hope.isStripeConnected).toBe(false);
  });
});

describe('app.payments in Stripe mode', () => {
  it('gives a connected stripe-mode organization the Stripe processor, on its account', async () => {
    const { app } = testApp;
    const demo = await app.organizations.findBySubdomain('demo');
    const processor = app.payments.forOrganization(demo!);
    expect(processor.mode).toBe('stripe');
    const idempotencyKey = `key-${randomBytes(6).toString('hex')}`;
    await processor.createCustomer({
      email: 'donor@example.com',
      name: 'Jordan Rivera',
      organizationPrefixedId: demo!.prefixedId,
      idempotencyKey,
    });
    expect(double.requestsTo('POST', '/v1/customers').slice(-1)[0]).toMatchObject({
      idempotencyKey,
      stripeAccount: CONNECTED,
    });
    const hope = await app.organizations.findBySubdomain('hope');
    expect(app.payments.forOrganization(hope!).mode).toBe('sandbox');
  });
});
