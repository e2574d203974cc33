// Apple Pay and Google Pay when a church connects Stripe (docs/PRODUCT.md §23), against the local
// Stripe double: websites allowed in sandbox mode stand `sandbox`; once Stripe lets the new account
// take gifts (account.updated), each of them and the church's hosted giving page ({org}.{domain})
// is registered on that account through the wallet domains' queue; a later account.updated for the
// same, still connected account registers nothing again. PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { accountUpdatedEvent } from '@halo/testkit/stripe/stripeEvents';
import { walletDomains } from '../src/db/schema';
import { HOSTED_PAGE_WEBSITE } from '../src/payments/walletDomains/walletDomainQueue';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { deliverStripeEvent, startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import type { TestApp, TestBrowser } from './helper';

jest.setTimeout(120_000);

const CONNECT_SECRET = 'whsec_test_wallet_connect';
// A public address Stripe could register (a localhost one names no domain it takes).
const PUBLIC_URL = 'http://halo-wallets.example';
const HOSTED_DOMAIN = 'demo.halo-wallets.example';

let stripe: AppOnStripeDouble;
let double: StripeDouble;
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;

const ADD = `mutation($org: ID!, $origin: String!) { addAllowedWebsite(organizationPrefixedId: $org, origin: $origin) }`;
const CONNECT = `mutation($org: ID!) { connectStripeAccount(organizationPrefixedId: $org) {
  payments { stripeAccountId } } }`;
const PAGE = `query($org: ID!) { adminGivingPage(organizationPrefixedId: $org) {
  walletWebsites { origin state applePay googlePay } } }`;
const HOSTED_PAGE = `query($org: ID!) { adminGivingPage(organizationPrefixedId: $org) {
  hostedPageWallet { origin domain state applePay googlePay applePayProblem } } }`;
const hostedPageWallet = async () => (await graphql(HOSTED_PAGE)).data.adminGivingPage.hostedPageWallet;

beforeAll(async () => {
  stripe = await startAppOnStripeDouble({
    keys: 'walletconnect',
    webhookSecrets: [CONNECT_SECRET],
    config: { publicUrl: PUBLIC_URL },
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

async function hostedPageRow() {
  const [row] = await testApp.app.db
    .select()
    .from(walletDomains)
    .where(
      and(eq(walletDomains.organizationId, world.demoOrg.id), eq(walletDomains.origin, HOSTED_PAGE_WEBSITE)),
    );
  return row;
}

const registrations = () =>
  double.requestsTo('POST', '/v1/payment_method_domains').map((request) => ({
    stripeAccount: request.stripeAccount,
    domain: request.params.domain_name,
  }));

it('registers the websites added in sandbox mode and the hosted giving page once the church connects', async () => {
  await graphql(ADD, { origin: 'https://give.cedar-connect.org' });
  await testApp.app.walletDomains.drain();
  expect(await website('https://give.cedar-connect.org')).toMatchObject({ state: 'sandbox' });
  // The hosted page's own row, queued at start-up: no allowed website, so not in the console's list.
  expect(await hostedPageRow()).toMatchObject({ domainName: HOSTED_DOMAIN, wanted: true, state: 'sandbox' });
  expect(await website(HOSTED_PAGE_WEBSITE)).toBeUndefined();
  // The console shows it on its own, by the page's address.
  expect(await hostedPageWallet()).toEqual({
    origin: `http://${HOSTED_DOMAIN}`,
    domain: HOSTED_DOMAIN,
    state: 'sandbox',
    applePay: null,
    googlePay: null,
    applePayProblem: null,
  });

  // Connecting starts Stripe's onboarding: nothing is registered while the account takes no gifts.
  const accountId = (await graphql(CONNECT)).data.connectStripeAccount.payments.stripeAccountId as string;
  await testApp.app.walletDomains.drain();
  expect(registrations()).toEqual([]);
  expect(await website('https://give.cedar-connect.org')).toMatchObject({ state: 'sandbox' });

  const updated = await deliverStripeEvent(testApp, accountUpdatedEvent(accountId, true), {
    secret: CONNECT_SECRET,
  });
  expect(updated.statusCode).toBe(200);
  await testApp.app.walletDomains.drain();
  expect(registrations()).toEqual(
    expect.arrayContaining([
      { stripeAccount: accountId, domain: 'give.cedar-connect.org' },
      { stripeAccount: accountId, domain: HOSTED_DOMAIN },
    ]),
  );
  expect(registrations().every((registration) => registration.stripeAccount === accountId)).toBe(true);
  expect(await website('https://give.cedar-connect.org')).toMatchObject({
    state: 'active',
    applePay: 'active',
    googlePay: 'active',
  });
  expect(await hostedPageRow()).toMatchObject({
    state: 'active',
    processorMode: 'stripe',
    processorDomainId: expect.stringMatching(/^pmd_/),
  });
  expect(await hostedPageWallet()).toMatchObject({
    domain: HOSTED_DOMAIN,
    state: 'active',
    applePay: 'active',
    googlePay: 'active',
  });

  // Stripe tells again of the same account, still connected: nothing is registered twice.
  const registered = registrations().length;
  await deliverStripeEvent(testApp, accountUpdatedEvent(accountId, true), { secret: CONNECT_SECRET });
  await testApp.app.walletDomains.drain();
  expect(registrations()).toHaveLength(registered);
});
