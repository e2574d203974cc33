// What a card gift costs the church on Stripe (docs/PRODUCT.md §22 "What a gift costs the church"),
// against the local Stripe double: the gift's fee is the `fee` of its charge's balance transaction
// (the PaymentIntent is created with `expand[]=latest_charge.balance_transaction`), whatever Stripe
// charged, here its list price plus a $1.00 application fee; never the church's rate. PGlite and
// PostgreSQL.
import { generateIdentifier, stripeFee } from '@halo/domain';
import { eq } from 'drizzle-orm';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { contributions, organizations } from '../src/db/schema';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS, type Donor } from './givingFlow';
import { startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import type { TestApp } from './helper';

jest.setTimeout(120_000);

const CONNECTED = 'acct_1GraceChurchCost';
let stripe: AppOnStripeDouble;
let double: StripeDouble;
let testApp: TestApp;

beforeAll(async () => {
  stripe = await startAppOnStripeDouble({
    keys: 'church_cost',
    connected: CONNECTED,
    config: { givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  ({ testApp, double } = stripe);
});
afterAll(async () => {
  await stripe?.close();
});

it('records the fee of the charge’s balance transaction, and the net left of the charge', async () => {
  const demo = await organizationOf(testApp);
  await testApp.app.db
    .update(organizations)
    .set({ feePercentBps: 350, feeFixedCents: 30 })
    .where(eq(organizations.prefixedId, demo.prefixedId));
  const general = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': 'en' });
  const registered = await client.post('/api/give/register', {
    organization_prefixed_id: demo.prefixedId,
    email: `church-cost-${Date.now()}@example.com`,
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
  const paymentMethodId = double.addPaymentMethod({ customer: donor.customerId, account: CONNECTED });
  // Stripe's price plus the platform's $1.00 application fee, as a connected account's balance shows it.
  double.priceCardCharges((amount) => stripeFee('card', amount) + 100);
  try {
    const key = generateIdentifier();
    const answer = await client.give(
      donor,
      { payment_method_id: paymentMethodId, amount: 4500, fund_prefixed_id: general, is_fee_covered: true },
      { 'idempotency-key': key },
    );
    expect(answer.statusCode).toBe(201);
    // Covered at the church's 3.5% + 30¢: ceil(4530 / 0.965) = 4695.
    const [intent] = double.paymentIntentsCreated.slice(-1);
    expect(intent).toMatchObject({ amount: 4695 });
    const [request] = double.requestsTo('POST', '/v1/payment_intents').slice(-1);
    expect(request?.params['expand[0]']).toBe('latest_charge.balance_transaction');
    const transaction = double.balanceTransactions.find((row) => row.source === intent?.latest_charge);
    // 2.9% of $46.95 is 136.155, rounded to 136, + 30¢ + the $1.00 application fee.
    expect(transaction).toMatchObject({ type: 'charge', amount: 4695, fee: 266, net: 4429 });
    expect(answer.json().contribution).toMatchObject({
      amount: 4695,
      covered_fee: 195,
      fee: 266,
      net_amount: 4429,
    });
    const [row] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.idempotencyKey, key));
    expect(row).toMatchObject({
      processorMode: 'stripe',
      chargedAmount: 4695,
      fee: 266,
      netAmount: 4429,
      coveredFee: 195,
    });
  } finally {
    double.priceCardCharges(null);
  }
});
