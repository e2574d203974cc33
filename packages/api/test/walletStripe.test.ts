// Apple Pay and Google Pay on a Stripe-connected church (docs/PRODUCT.md §23), against the local
// Stripe double: an allowed website is registered on the church's account as a payment method domain
// once the change is committed (Apple Pay inactive with Stripe's reason when the domain does not
// verify), a Stripe outage leaves it queued and a later pass registers it, a removed website's domain
// is disabled (Stripe has no delete); an Apple Pay card (card.wallet.type apple_pay) gives once per
// key and the gift records the wallet. PGlite and PostgreSQL.
import { generateIdentifier } from '@halo/domain';
import { eq } from 'drizzle-orm';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { contributions, walletDomains } from '../src/db/schema';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS, type Donor } from './givingFlow';
import type { TestApp, TestBrowser } from './helper';

jest.setTimeout(120_000);

const CONNECTED = 'acct_1GraceWallets';
let stripe: AppOnStripeDouble;
let double: StripeDouble;
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;

const ADD = `mutation($org: ID!, $origin: String!) { addAllowedWebsite(organizationPrefixedId: $org, origin: $origin) }`;
const REMOVE = `mutation($org: ID!, $origin: String!) { removeAllowedWebsite(organizationPrefixedId: $org, origin: $origin) }`;
const PAGE = `query($org: ID!) { adminGivingPage(organizationPrefixedId: $org) {
  walletWebsites { origin domain state applePay googlePay applePayProblem } } }`;

beforeAll(async () => {
  stripe = await startAppOnStripeDouble({
    keys: 'wallets',
    connected: CONNECTED,
    chargesEnabled: true,
    config: { givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  ({ testApp, double } = stripe);
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
});
afterAll(async () => {
  await stripe?.close();
});

async function graphql(document: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await owner.graphql(document, { org: world.demoOrg.prefixedId, ...variables });
  expect(response.statusCode).toBe(200);
  const answer = response.json() as Answer;
  expect(answer.errors).toBeUndefined();
  return answer;
}

const website = async (origin: string) =>
  ((await graphql(PAGE)).data.adminGivingPage.walletWebsites as { origin: string }[]).find(
    (site) => site.origin === origin,
  );

it('registers an added website on the church’s account, with Stripe’s word on Apple Pay', async () => {
  double.refuseApplePay('shop.cedar-wallet.org', 'The domain did not serve the verification file.');
  await graphql(ADD, { origin: 'https://give.cedar-wallet.org' });
  await graphql(ADD, { origin: 'https://shop.cedar-wallet.org' });
  await testApp.app.walletDomains.drain();
  expect(double.requestsTo('POST', '/v1/payment_method_domains')).toMatchObject([
    { stripeAccount: CONNECTED, params: { domain_name: 'give.cedar-wallet.org', enabled: 'true' } },
    { stripeAccount: CONNECTED, params: { domain_name: 'shop.cedar-wallet.org', enabled: 'true' } },
  ]);
  expect(await website('https://give.cedar-wallet.org')).toEqual({
    origin: 'https://give.cedar-wallet.org',
    domain: 'give.cedar-wallet.org',
    state: 'active',
    applePay: 'active',
    googlePay: 'active',
    applePayProblem: null,
  });
  expect(await website('https://shop.cedar-wallet.org')).toMatchObject({
    state: 'needs_action',
    applePay: 'inactive',
    googlePay: 'active',
    applePayProblem: 'The domain did not serve the verification file.',
  });
});

it('keeps a website queued through a Stripe outage and registers it on a later pass', async () => {
  await graphql(ADD, { origin: 'https://late.cedar-wallet.org' });
  double.failNext(3, 500);
  await testApp.app.walletDomains.drain();
  const [waiting] = await testApp.app.db
    .select()
    .from(walletDomains)
    .where(eq(walletDomains.origin, 'https://late.cedar-wallet.org'));
  expect(waiting).toMatchObject({ state: 'pending', syncedAt: null });
  expect(waiting!.lastError).not.toBeNull();
  // The retry's time comes (the lease and back-off are the database's own clock).
  await testApp.app.db
    .update(walletDomains)
    .set({ availableAt: new Date(0) })
    .where(eq(walletDomains.id, waiting!.id));
  await testApp.app.walletDomains.drain();
  expect(await website('https://late.cedar-wallet.org')).toMatchObject({ state: 'active' });
});

it('disables a removed website’s domain on Stripe (which has no delete)', async () => {
  const [registered] = double.paymentMethodDomains.filter(
    (domain) => domain.domain_name === 'give.cedar-wallet.org',
  );
  await graphql(REMOVE, { origin: 'https://give.cedar-wallet.org' });
  await testApp.app.walletDomains.drain();
  expect(double.requestsTo('POST', `/v1/payment_method_domains/${registered!.id as string}`)).toMatchObject([
    { stripeAccount: CONNECTED, params: { enabled: 'false' } },
  ]);
  expect(await website('https://give.cedar-wallet.org')).toBeUndefined();
  // Added again, the same registration is enabled again rather than created twice.
  await graphql(ADD, { origin: 'https://give.cedar-wallet.org' });
  await testApp.app.walletDomains.drain();
  expect(
    double.paymentMethodDomains.filter((domain) => domain.domain_name === 'give.cedar-wallet.org'),
  ).toHaveLength(1);
  expect(await website('https://give.cedar-wallet.org')).toMatchObject({ state: 'active' });
});

it('gives with an Apple Pay card once per key and records the wallet', async () => {
  const demo = await organizationOf(testApp);
  const general = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
  const client = new GivingClient(testApp, 'demo.localhost');
  const registered = await client.post('/api/give/register', {
    organization_prefixed_id: demo.prefixedId,
    email: `stripe-wallet-${Date.now()}@example.com`,
    first_name: 'Noa',
    last_name: 'Donor',
    password: 'a-long-password',
    password_confirmation: 'a-long-password',
  });
  expect(registered.statusCode).toBe(201);
  const donor: Donor = {
    organizationPrefixedId: demo.prefixedId,
    customerId: registered.json().stripe_customer_id,
    donorPrefixedId: registered.json().donor_prefixed_id,
    token: registered.json().giving_token,
  };
  // What the Express Checkout Element's confirmSetup leaves: an Apple Pay card on the customer.
  const paymentMethodId = double.addPaymentMethod({
    customer: donor.customerId,
    account: CONNECTED,
    card: { brand: 'visa', last4: '1111', wallet: { type: 'apple_pay' } },
  });
  const key = generateIdentifier();
  const gift = { payment_method_id: paymentMethodId, amount: 3000, fund_prefixed_id: general };
  const first = await client.give(donor, gift, { 'idempotency-key': key });
  expect(first.statusCode).toBe(201);
  expect((await client.give(donor, gift, { 'idempotency-key': key })).json()).toEqual(first.json());
  expect(double.paymentIntentsCreated).toHaveLength(1);
  const rows = await testApp.app.db.select().from(contributions).where(eq(contributions.idempotencyKey, key));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ wallet: 'apple_pay', cardLastFour: '1111', processorMode: 'stripe' });
});

describe('“Check again” for a website whose Apple Pay waits on the church', () => {
  const CHECK = `mutation($org: ID!, $origin: String!) { checkWalletWebsite(organizationPrefixedId: $org, origin: $origin) {
    origin domain state applePay googlePay applePayProblem } }`;
  const validations = () => double.requestsTo('POST', /^\/v1\/payment_method_domains\/[^/]+\/validate$/);

  it('asks Stripe again: still inactive until the site serves Apple’s file, then active', async () => {
    const asked = validations().length;
    const still = await graphql(CHECK, { origin: 'https://shop.cedar-wallet.org' });
    expect(still.data.checkWalletWebsite).toMatchObject({
      state: 'needs_action',
      applePay: 'inactive',
      applePayProblem: 'The domain did not serve the verification file.',
    });
    double.acceptApplePay('shop.cedar-wallet.org');
    const fixed = await graphql(CHECK, { origin: 'https://shop.cedar-wallet.org' });
    expect(fixed.data.checkWalletWebsite).toEqual({
      origin: 'https://shop.cedar-wallet.org',
      domain: 'shop.cedar-wallet.org',
      state: 'active',
      applePay: 'active',
      googlePay: 'active',
      applePayProblem: null,
    });
    expect(validations()).toHaveLength(asked + 2);
    expect(validations().every((request) => request.stripeAccount === CONNECTED)).toBe(true);
    expect(await website('https://shop.cedar-wallet.org')).toMatchObject({ state: 'active' });
  });

  it('answers any other state as it stands, asking Stripe nothing', async () => {
    const asked = validations().length;
    const active = await graphql(CHECK, { origin: 'https://late.cedar-wallet.org' });
    expect(active.data.checkWalletWebsite).toMatchObject({ state: 'active' });
    expect(validations()).toHaveLength(asked);
  });

  it('refuses a website the church does not allow, on the field, in English and Spanish', async () => {
    for (const [locale, message] of [
      ['en', 'This website is not among the allowed websites.'],
      ['es', 'Este sitio web no está entre los sitios web permitidos.'],
    ] as const) {
      const response = await owner.graphql(
        CHECK,
        { org: world.demoOrg.prefixedId, origin: 'https://elsewhere.example' },
        { 'x-locale': locale },
      );
      const answer = response.json() as Answer;
      expect(answer.errors?.[0]?.extensions).toMatchObject({ validation: { origin: [message] } });
    }
  });
});
