// POST /api/give on a Stripe-connected church, against the local Stripe double, with Stripe's
// pm_card_authenticationRequired (its bank asks for 3-D Secure on every payment): the form's gift
// answers 402 authentication_required with the PaymentIntent's client secret, confirmed again on
// session so Stripe.js's handleNextAction can run it, and the church's publishable key and account;
// nothing is recorded until Stripe says the PaymentIntent succeeded (the double's completeNextAction),
// then the same key gives the gift once with Stripe's charge. PGlite and PostgreSQL.
import { generateIdentifier } from '@halo/domain';
import { eq } from 'drizzle-orm';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { contributions } from '../src/db/schema';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS, type Donor } from './givingFlow';
import { startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import type { TestApp } from './helper';

jest.setTimeout(120_000);

const CONNECTED = 'acct_1GraceGivingAuthentication';
let stripe: AppOnStripeDouble;
let double: StripeDouble;
let testApp: TestApp;

beforeAll(async () => {
  stripe = await startAppOnStripeDouble({
    keys: 'giving_authentication',
    connected: CONNECTED,
    config: { givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  ({ testApp, double } = stripe);
});
afterAll(async () => {
  await stripe?.close();
});

it('hands the form the client secret and gives the gift once Stripe says the PaymentIntent succeeded', async () => {
  const demo = await organizationOf(testApp);
  const general = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': 'en' });
  const registered = await client.post('/api/give/register', {
    organization_prefixed_id: demo.prefixedId,
    email: `stripe-authentication-${Date.now()}@example.com`,
    first_name: 'Noa',
    last_name: 'Donor',
    password: 'a-long-password',
    password_confirmation: 'a-long-password',
  });
  expect(registered.statusCode).toBe(201);
  const body = registered.json();
  const donor: Donor = {
    organizationPrefixedId: demo.prefixedId,
    customerId: body.stripe_customer_id,
    donorPrefixedId: body.donor_prefixed_id,
    token: body.giving_token,
  };
  // What Elements + the SetupIntent leave: the card attached to the donor's customer.
  const paymentMethodId = double.addPaymentMethod({
    customer: donor.customerId,
    account: CONNECTED,
    id: 'pm_card_authenticationRequired',
  });
  const key = generateIdentifier();
  const gift = { payment_method_id: paymentMethodId, amount: 4500, fund_prefixed_id: general };
  const recorded = () =>
    testApp.app.db.select().from(contributions).where(eq(contributions.idempotencyKey, key));

  const asked = await client.give(donor, gift, { 'idempotency-key': key });
  expect(asked.statusCode).toBe(402);
  const [intent] = double.paymentIntentsCreated;
  expect(asked.json()).toEqual({
    code: 'authentication_required',
    message: 'Your bank asks you to confirm this gift. Nothing has been charged yet.',
    authentication: {
      mode: 'stripe',
      client_secret: intent!.client_secret,
      publishable_key: 'pk_test_giving_authentication',
      stripe_account: CONNECTED,
    },
  });
  expect(double.requestsTo('POST', `/v1/payment_intents/${intent!.id as string}/confirm`)).toMatchObject([
    { stripeAccount: CONNECTED, params: { off_session: 'false', use_stripe_sdk: 'true' } },
  ]);
  expect(await recorded()).toEqual([]);

  // Stripe's page failed (or a test_result claims otherwise): Stripe's answer alone counts.
  double.completeNextAction(intent!.id as string, false);
  const stillWaiting = await client.give(
    donor,
    { ...gift, test_authentication: 'passed' },
    { 'idempotency-key': key },
  );
  expect(stillWaiting.statusCode).toBe(402);
  expect(stillWaiting.json()).toMatchObject({ authentication: { mode: 'stripe' } });
  expect(await recorded()).toEqual([]);

  double.completeNextAction(intent!.id as string, true);
  const given = await client.give(donor, gift, { 'idempotency-key': key });
  expect(given.statusCode).toBe(201);
  expect(given.json()).toMatchObject({ contribution: { amount: 4500, status: 'succeeded' } });
  expect(await recorded()).toMatchObject([
    { status: 'succeeded', processorMode: 'stripe', processorChargeId: expect.stringMatching(/^ch_/) },
  ]);
  const replayed = await client.give(donor, gift, { 'idempotency-key': key });
  expect(replayed.json()).toEqual(given.json());
  expect(await recorded()).toHaveLength(1);
  expect(double.paymentIntentsCreated).toHaveLength(1);
});
