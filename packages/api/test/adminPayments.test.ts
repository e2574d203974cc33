// The console's "Payments" against the real server: connecting the church's Stripe account through
// the local Stripe double (account, onboarding link, account.updated deciding when it takes gifts)
// and, on a server without Stripe, the simulated test connection. Who may call these is
// adminAccess.test.ts's (ADMIN_OPERATIONS).
import { eq } from 'drizzle-orm';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { accountUpdatedEvent } from '@halo/testkit/stripe/stripeEvents';
import { adminActivity, organizations } from '../src/db/schema';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { deliverStripeEvent, startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import { startTestApp, TestBrowser, type TestApp } from './helper';

jest.setTimeout(60_000);

const CONNECT_SECRET = 'whsec_test_connect';

const PAYMENTS = `query($org: ID!) { adminPayments(organizationPrefixedId: $org) {
  mode stripeAvailable connection stripeAccountId isTest } }`;
const CONNECT = `mutation($org: ID!) { connectStripeAccount(organizationPrefixedId: $org) {
  payments { mode stripeAvailable connection stripeAccountId isTest } onboardingUrl } }`;
const DISCONNECT = `mutation($org: ID!) { disconnectStripeAccount(organizationPrefixedId: $org) {
  mode connection stripeAccountId isTest } }`;
const REFRESH = `mutation($org: ID!) { refreshStripeAccount(organizationPrefixedId: $org) {
  mode stripeAvailable connection stripeAccountId isTest } }`;
const CHECKLIST = `query($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { paymentsConnected } }`;

async function call(owner: TestBrowser, world: AdminWorld, document: string): Promise<Answer> {
  const response = await owner.graphql(document, { org: world.demoOrg.prefixedId });
  expect(response.statusCode).toBe(200);
  const answer = response.json() as Answer;
  expect(answer.errors).toBeUndefined();
  return answer;
}

async function activityActions(testApp: TestApp, organizationId: number): Promise<string[]> {
  const rows = await testApp.app.db
    .select()
    .from(adminActivity)
    .where(eq(adminActivity.organizationId, organizationId))
    .orderBy(adminActivity.id);
  return rows.map((row) => row.action).filter((action) => action.startsWith('payments.'));
}

async function publicOrganization(testApp: TestApp) {
  const response = await new TestBrowser(testApp, 'demo.localhost').request({
    method: 'GET',
    url: '/api/online-giving/demo',
  });
  return response.json() as { isStripeConnected: boolean; onlineGiving: { processor: { mode: string } } };
}

describe('with Stripe (the local double)', () => {
  let stripe: AppOnStripeDouble;
  let double: StripeDouble;
  let testApp: TestApp;
  let world: AdminWorld;
  let owner: TestBrowser;

  beforeAll(async () => {
    stripe = await startAppOnStripeDouble({ webhookSecrets: [CONNECT_SECRET] });
    ({ testApp, double } = stripe);
    world = await buildAdminWorld(testApp);
    owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  }, 120_000);
  afterAll(async () => {
    await stripe?.close();
  });

  const accountUpdated = (accountId: string, able: boolean, created?: number) =>
    deliverStripeEvent(testApp, accountUpdatedEvent(accountId, able, created), { secret: CONNECT_SECRET });

  it('creates the church’s Stripe account once and sends the administrator to Stripe’s onboarding', async () => {
    const before = (await call(owner, world, PAYMENTS)).data.adminPayments;
    expect(before).toEqual({
      mode: 'sandbox',
      stripeAvailable: true,
      connection: 'notConnected',
      stripeAccountId: null,
      isTest: false,
    });

    const started = (await call(owner, world, CONNECT)).data.connectStripeAccount;
    expect(started.payments).toMatchObject({ mode: 'sandbox', connection: 'pending', isTest: false });
    expect(started.payments.stripeAccountId).toMatch(/^acct_/);
    expect(started.onboardingUrl).toMatch(/^https:\/\/connect\.stripe\.com\//);
    const [created] = double.requestsTo('POST', '/v1/accounts');
    expect(created).toMatchObject({
      stripeAccount: null,
      idempotencyKey: `connect-account-${world.demoOrg.prefixedId}`,
      params: expect.objectContaining({ type: 'standard' }),
    });
    const [link] = double.requestsTo('POST', '/v1/account_links');
    expect(link!.params).toMatchObject({
      account: started.payments.stripeAccountId,
      type: 'account_onboarding',
      return_url: 'http://demo.localhost:8080/admin/payments/return',
      refresh_url: 'http://demo.localhost:8080/admin/payments/refresh',
    });

    // The refresh route asks again: a new link for the same account, no second account.
    const again = (await call(owner, world, CONNECT)).data.connectStripeAccount;
    expect(again.payments.stripeAccountId).toBe(started.payments.stripeAccountId);
    expect(again.onboardingUrl).not.toBe(started.onboardingUrl);
    expect(double.requestsTo('POST', '/v1/accounts')).toHaveLength(1);
    expect(double.requestsTo('POST', '/v1/account_links')).toHaveLength(2);

    // Not connected until Stripe says so: the giving page still charges in the sandbox.
    expect((await publicOrganization(testApp)).isStripeConnected).toBe(false);
    expect((await call(owner, world, CHECKLIST)).data.adminGivingPage.paymentsConnected).toBe(false);
  });

  it('follows account.updated: connected once Stripe lets the account take charges, not when restricted', async () => {
    const { stripeAccountId } = (await call(owner, world, PAYMENTS)).data.adminPayments;
    expect((await accountUpdated(stripeAccountId, true)).statusCode).toBe(200);
    expect((await call(owner, world, PAYMENTS)).data.adminPayments).toMatchObject({
      mode: 'stripe',
      connection: 'connected',
    });
    const published = await publicOrganization(testApp);
    expect(published.isStripeConnected).toBe(true);
    expect(published.onlineGiving.processor.mode).toBe('stripe');
    expect((await call(owner, world, CHECKLIST)).data.adminGivingPage.paymentsConnected).toBe(true);
    // Connected and able: nothing more to do on Stripe.
    expect((await call(owner, world, CONNECT)).data.connectStripeAccount.onboardingUrl).toBeNull();

    expect((await accountUpdated(stripeAccountId, false)).statusCode).toBe(200);
    expect((await call(owner, world, PAYMENTS)).data.adminPayments).toMatchObject({
      mode: 'stripe',
      connection: 'pending',
    });
    expect((await publicOrganization(testApp)).isStripeConnected).toBe(false);
    // Another account's event changes nothing here.
    expect((await accountUpdated('acct_someone_else', true)).statusCode).toBe(200);
    expect((await call(owner, world, PAYMENTS)).data.adminPayments.connection).toBe('pending');
  });

  it('reads the account from Stripe on the way back from onboarding: connected at once, Stripe’s events still deciding after', async () => {
    const { stripeAccountId } = (await call(owner, world, PAYMENTS)).data.adminPayments;
    // The restriction above came as an event a minute old; the church then finishes on Stripe.
    expect(
      (await accountUpdated(stripeAccountId, false, Math.floor(Date.now() / 1000) - 60)).statusCode,
    ).toBe(200);
    double.finishOnboarding(stripeAccountId);
    const back = (await call(owner, world, REFRESH)).data.refreshStripeAccount;
    expect(back).toEqual({
      mode: 'stripe',
      stripeAvailable: true,
      connection: 'connected',
      stripeAccountId,
      isTest: false,
    });
    expect(double.requestsTo('GET', `/v1/accounts/${stripeAccountId}`)).toHaveLength(1);
    expect((await publicOrganization(testApp)).isStripeConnected).toBe(true);

    // A late event created before the account was read changes nothing.
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect((await accountUpdated(stripeAccountId, false, hourAgo)).statusCode).toBe(200);
    expect((await call(owner, world, PAYMENTS)).data.adminPayments.connection).toBe('connected');

    // A newer one does, and a later visit's read (older than that event) does not undo it.
    const later = Math.floor(Date.now() / 1000) + 5;
    expect((await accountUpdated(stripeAccountId, false, later)).statusCode).toBe(200);
    expect((await call(owner, world, PAYMENTS)).data.adminPayments.connection).toBe('pending');
    expect((await call(owner, world, REFRESH)).data.refreshStripeAccount.connection).toBe('pending');
    expect((await publicOrganization(testApp)).isStripeConnected).toBe(false);
  });

  it('disconnects: the church keeps Stripe mode and takes no gifts until connected again; both logged', async () => {
    const answer = (await call(owner, world, DISCONNECT)).data.disconnectStripeAccount;
    expect(answer).toEqual({
      mode: 'stripe',
      connection: 'notConnected',
      stripeAccountId: null,
      isTest: false,
    });
    expect((await publicOrganization(testApp)).isStripeConnected).toBe(false);
    expect(await activityActions(testApp, world.demoOrg.id)).toEqual([
      'payments.connect',
      'payments.connect',
      'payments.connect',
      'payments.refresh',
      'payments.refresh',
      'payments.disconnect',
    ]);
  });
});

describe('without Stripe (sandbox)', () => {
  let testApp: TestApp;
  let world: AdminWorld;
  let owner: TestBrowser;

  beforeAll(async () => {
    testApp = await startTestApp();
    world = await buildAdminWorld(testApp);
    owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it('makes a simulated test connection at once, never a real one, and disconnects it', async () => {
    expect((await call(owner, world, PAYMENTS)).data.adminPayments).toMatchObject({
      stripeAvailable: false,
      connection: 'notConnected',
    });
    const started = (await call(owner, world, CONNECT)).data.connectStripeAccount;
    expect(started.onboardingUrl).toBeNull();
    expect(started.payments).toMatchObject({ mode: 'sandbox', connection: 'connected', isTest: true });
    expect(started.payments.stripeAccountId).toMatch(/^acct_test_/);
    // A test connection is no Stripe connection for the giving page.
    expect((await publicOrganization(testApp)).isStripeConnected).toBe(false);
    expect((await call(owner, world, CHECKLIST)).data.adminGivingPage.paymentsConnected).toBe(true);

    const [row] = await testApp.app.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, world.demoOrg.id));
    expect(row).toMatchObject({ processorMode: 'sandbox', stripeAccountSimulated: true });

    // Nothing to read from Stripe for a simulated account: answered as it is, nothing logged.
    expect((await call(owner, world, REFRESH)).data.refreshStripeAccount).toEqual(started.payments);

    const answer = (await call(owner, world, DISCONNECT)).data.disconnectStripeAccount;
    expect(answer).toMatchObject({ connection: 'notConnected', isTest: false, stripeAccountId: null });
    expect((await call(owner, world, CHECKLIST)).data.adminGivingPage.paymentsConnected).toBe(false);
    expect(await activityActions(testApp, world.demoOrg.id)).toEqual([
      'payments.connect',
      'payments.disconnect',
    ]);
  });
});
