// Apple Pay and Google Pay (docs/PRODUCT.md §23) in the sandbox: the labelled test wallet hands over
// Stripe's 4242 card marked as the wallet's, POST /api/give charges it like a card (idempotent per
// key), the gift, its receipt, the console's gift details and CSV name the wallet, the card never
// joins the donor's saved cards; a recurring gift keeps the wallet's card as that gift's own (not
// among the donor's Payment methods) and its later charges name the wallet too, only for a proven
// donor, and a card already kept for one gift gives no second; the wallet route is refused to a
// missing, tampered or other church's giving token; allowed websites are queued for registration in
// the same transaction (the sandbox registers nothing: state sandbox), wildcards and local addresses
// say they cannot be registered. PGlite and PostgreSQL.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { calendarDateInTimeZone, generateIdentifier, nextGivingDate } from '@halo/domain';
import { and, eq, sql } from 'drizzle-orm';
import { contributions, paymentMethods, recurringGivings, walletDomains } from '../src/db/schema';
import { buildAdminWorld, DEMO_OWNER, signIn, type AdminWorld, type Answer } from './adminFixtures';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS, type Donor } from './givingFlow';
import { startTestApp, type TestApp, type TestBrowser } from './helper';
import { download, parseCsv } from './reportFixtures';

jest.setTimeout(120_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-wallet-'));
// The wall clock, but for the recurring gift's next charge, a month later.
let movedNow: Date | null = null;
let testApp: TestApp;
let world: AdminWorld;
let owner: TestBrowser;
let demo: Awaited<ReturnType<typeof organizationOf>>;
let generalFund: string;
let counter = 0;
const newEmail = () => `wallet${++counter}-${Date.now()}@example.com`;

beforeAll(async () => {
  testApp = await startTestApp({
    clock: () => movedNow ?? new Date(),
    config: { dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  world = await buildAdminWorld(testApp);
  owner = await signIn(testApp, DEMO_OWNER, 'demo.localhost');
  demo = await organizationOf(testApp);
  generalFund = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
});
afterAll(() => testApp?.close());

function testWallet(client: GivingClient, donor: Donor, headers: Record<string, string> = {}) {
  return client.post(
    '/api/give/sandbox/wallet-payment-methods',
    { organization_prefixed_id: donor.organizationPrefixedId, stripe_customer_id: donor.customerId },
    { 'x-giving-token': donor.token, ...headers },
  );
}

function mailTo(email: string): string {
  const folder = path.join(dataDir, 'mail');
  return readdirSync(folder)
    .filter((file) => file.includes(email))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .map((raw) => {
      // Quoted-printable read back as its text (UTF-8 bytes decoded).
      const bytes = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    })
    .join('\n');
}

async function graphql(document: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await owner.graphql(document, { org: world.demoOrg.prefixedId, ...variables });
  expect(response.statusCode).toBe(200);
  return response.json() as Answer;
}

describe('the sandbox test wallet', () => {
  it('gives like the 4242 card, once per key, and the gift, receipt and console name the wallet', async () => {
    const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': 'es' });
    const email = newEmail();
    const donor = await client.customer(demo.prefixedId, email);
    const wallet = await testWallet(client, donor);
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json()).toEqual({
      payment_method_id: expect.stringMatching(/^pm_sbx_/),
      brand: 'visa',
      last_four: '4242',
      wallet: 'test_wallet',
    });
    const key = generateIdentifier();
    const body = {
      payment_method_id: wallet.json().payment_method_id,
      amount: 2500,
      fund_prefixed_id: generalFund,
    };
    const first = await client.give(donor, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const again = await client.give(donor, body, { 'idempotency-key': key });
    expect(again.json()).toEqual(first.json());
    const rows = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      wallet: 'test_wallet',
      cardBrand: 'visa',
      cardLastFour: '4242',
      chargedAmount: 2500,
    });
    await testApp.app.outbox.drain();
    const receipt = mailTo(email);
    expect(receipt).toContain('Pagado con');
    expect(receipt).toContain('Billetera de prueba (sandbox) (Visa •••• 4242)');

    // The console's gift details and CSV name the wallet.
    const gifts = await graphql(`
      query ($org: ID!) {
        adminGifts(organizationPrefixedId: $org) {
          items {
            prefixedId
            wallet
            cardLastFour
          }
        }
      }
    `);
    const listed = (gifts.data.adminGifts.items as { prefixedId: string; wallet: string | null }[]).find(
      (item) => item.prefixedId === first.json().contribution.prefixed_id,
    );
    expect(listed).toMatchObject({ wallet: 'test_wallet' });

    const exported = await graphql(`
      query ($org: ID!) {
        adminGiftsExport(organizationPrefixedId: $org, filters: {}) {
          url
        }
      }
    `);
    const file = await download(testApp, owner, exported.data.adminGiftsExport.url, 'demo.localhost');
    const [header, ...records] = parseCsv(file.body.toString('utf8').replace(/^\uFEFF/, ''));
    const method = header!.indexOf('Method');
    const gift = records.find((record) => record.includes(first.json().contribution.prefixed_id));
    expect(gift![method]).toBe('Test wallet (sandbox) (Visa •••• 4242)');
  });

  it('never lists the wallet card among saved cards; a recurring gift keeps it as the gift’s own, and each charge names the wallet', async () => {
    const client = new GivingClient(testApp, 'demo.localhost');
    const email = newEmail();
    const registered = await client.post('/api/give/register', {
      organization_prefixed_id: demo.prefixedId,
      email,
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
    const wallet = await testWallet(client, donor);
    const listCards = () =>
      client.browser.request({
        url: `/api/give/stripe-payment-methods?stripe_customer_id=${donor.customerId}&organization_prefixed_id=${donor.organizationPrefixedId}`,
        headers: { 'x-giving-token': donor.token },
      });
    expect((await listCards()).json()).toEqual({ data: [] });
    const today = calendarDateInTimeZone('America/Chicago', new Date());
    const monthly = {
      payment_method_id: wallet.json().payment_method_id,
      amount: 2500,
      fund_prefixed_id: generalFund,
      frequency: 'monthly',
      start_date: today,
    };
    const recurring = await client.give(donor, monthly, { 'idempotency-key': generateIdentifier() });
    expect(recurring.statusCode).toBe(201);
    expect(recurring.json()).toMatchObject({
      contribution: { status: 'succeeded', date: today },
      recurring_giving: { frequency: 'monthly', next_occurrence: nextGivingDate(today, 'monthly') },
    });
    const [gift] = await testApp.app.db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.prefixedId, recurring.json().recurring_giving.prefixed_id));
    const [card] = await testApp.app.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.id, gift!.paymentMethodId!));
    // The gift's own card: not among the donor's Payment methods nor the form's saved cards.
    expect(card).toMatchObject({
      processorId: wallet.json().payment_method_id,
      onlyForRecurringGivingId: gift!.id,
      lastFour: '4242',
    });
    expect((await listCards()).json()).toEqual({ data: [] });
    const first = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.recurringGivingId, gift!.id));
    expect(first).toEqual([
      expect.objectContaining({ wallet: 'test_wallet', paymentMethodId: card!.id, occurrenceDate: today }),
    ]);

    // The same card is kept for this gift only: a second recurring gift with it is refused, uncharged.
    const second = await client.give(donor, monthly, { 'idempotency-key': generateIdentifier() });
    expect(second.statusCode).toBe(422);
    expect(Object.keys(second.json().errors)).toEqual(['payment_method_id']);

    // A month later the recurring charger charges the wallet's card, and the gift names the wallet.
    movedNow = new Date(`${nextGivingDate(today, 'monthly')}T18:00:00Z`);
    try {
      await testApp.app.recurringWorker.runOnce();
    } finally {
      movedNow = null;
    }
    const charges = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.recurringGivingId, gift!.id));
    expect(charges).toHaveLength(2);
    expect(charges.find((charge) => charge.id !== first[0]!.id)).toMatchObject({
      status: 'succeeded',
      wallet: 'test_wallet',
      paymentMethodId: card!.id,
    });
    await testApp.app.outbox.drain();
    expect(mailTo(email).match(/Paid with: Test wallet \(sandbox\) \(Visa •••• 4242\)/g)).toHaveLength(2);
  });

  it('sets up a recurring gift with a wallet only for a proven donor, as with a card', async () => {
    const client = new GivingClient(testApp, 'demo.localhost');
    const guest = await client.customer(demo.prefixedId, newEmail());
    const wallet = await testWallet(client, guest);
    const refused = await client.give(
      guest,
      {
        payment_method_id: wallet.json().payment_method_id,
        amount: 2500,
        fund_prefixed_id: generalFund,
        frequency: 'weekly',
        start_date: calendarDateInTimeZone('America/Chicago', new Date()),
      },
      { 'idempotency-key': generateIdentifier() },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_required' });
  });

  it('is refused without a giving token, with a tampered one, and for another church', async () => {
    const client = new GivingClient(testApp, 'demo.localhost');
    const donor = await client.customer(demo.prefixedId, newEmail());
    expect((await testWallet(client, { ...donor, token: '' })).statusCode).toBe(401);
    expect((await testWallet(client, { ...donor, token: `${donor.token}x` })).statusCode).toBe(401);
    const hope = await organizationOf(testApp, 'hope');
    const otherChurch = await testWallet(client, { ...donor, organizationPrefixedId: hope.prefixedId });
    expect(otherChurch.statusCode).toBe(403);
  });
});

it('the database refuses a wallet the product does not know, on a gift and on a sandbox card', async () => {
  const { db } = testApp.app;
  // drizzle wraps the driver's error; the constraint's name is in its cause.
  const refusal = (query: Promise<unknown>) =>
    query.then(
      () => 'accepted',
      (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
    );
  expect(
    await refusal(
      db.execute(
        sql`UPDATE contributions SET wallet = 'paypal' WHERE id = (SELECT min(id) FROM contributions)`,
      ),
    ),
  ).toMatch(/contributions_wallet/);
  expect(
    await refusal(
      db.execute(
        sql`UPDATE sandbox_payment_methods SET wallet = 'paypal' WHERE id = (SELECT min(id) FROM sandbox_payment_methods)`,
      ),
    ),
  ).toMatch(/sandbox_payment_methods_wallet/);
});

describe('allowed websites and wallets', () => {
  const ADD = `mutation($org: ID!, $origin: String!) { addAllowedWebsite(organizationPrefixedId: $org, origin: $origin) }`;
  const REMOVE = `mutation($org: ID!, $origin: String!) { removeAllowedWebsite(organizationPrefixedId: $org, origin: $origin) }`;
  const PAGE = `query($org: ID!) { adminGivingPage(organizationPrefixedId: $org) { walletWebsites { origin domain state applePay googlePay } } }`;

  const websites = async () =>
    (await graphql(PAGE)).data.adminGivingPage.walletWebsites as { origin: string; state: string }[];

  it('queues a website in the change’s transaction; the sandbox registers nothing and says so', async () => {
    expect((await graphql(ADD, { origin: 'https://give.cedar-wallet.org' })).errors).toBeUndefined();
    const [queued] = await testApp.app.db
      .select()
      .from(walletDomains)
      .where(eq(walletDomains.origin, 'https://give.cedar-wallet.org'));
    expect(queued).toMatchObject({ wanted: true, domainName: 'give.cedar-wallet.org' });
    await testApp.app.walletDomains.drain();
    expect((await websites()).find((site) => site.origin === 'https://give.cedar-wallet.org')).toEqual({
      origin: 'https://give.cedar-wallet.org',
      domain: 'give.cedar-wallet.org',
      state: 'sandbox',
      applePay: null,
      googlePay: null,
    });
  });

  it('records a wildcard and a local address as websites it cannot register', async () => {
    await graphql(ADD, { origin: 'https://*.cedar-wallet.org' });
    await graphql(ADD, { origin: 'http://127.0.0.1:9090' });
    await testApp.app.walletDomains.drain();
    const sites = await websites();
    expect(sites.find((site) => site.origin === 'https://*.cedar-wallet.org')).toMatchObject({
      domain: null,
      state: 'wildcard',
    });
    expect(sites.find((site) => site.origin === 'http://127.0.0.1:9090')).toMatchObject({ state: 'local' });
  });

  it('marks a removed website removed, and lists it no more', async () => {
    await graphql(REMOVE, { origin: 'https://give.cedar-wallet.org' });
    await testApp.app.walletDomains.drain();
    const [row] = await testApp.app.db
      .select()
      .from(walletDomains)
      .where(
        and(
          eq(walletDomains.organizationId, world.demoOrg.id),
          eq(walletDomains.origin, 'https://give.cedar-wallet.org'),
        ),
      );
    expect(row).toMatchObject({ wanted: false, state: 'removed' });
    expect(row!.syncedAt).not.toBeNull();
    expect((await websites()).map((site) => site.origin)).not.toContain('https://give.cedar-wallet.org');
  });
});
