// A gift from a bank account in the sandbox (docs/PRODUCT.md §22): the bank fields attach an account,
// the gift is processing with its mandate and first email, the settlement pass settles it 4 business
// days later (receipt once) or fails it with Stripe's test accounts' reasons (the reason in words and
// a link to give again), idempotent like a card gift, and every way in is refused as it should be.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BANK_MANDATE_VERSION,
  bankSettlementDate,
  calendarDateInTimeZone,
  generateIdentifier,
  giftChargeByMethod,
} from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import { contributions, depositGifts, donorGiftTotals, organizations, users } from '../src/db/schema';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS, type Donor } from './givingFlow';
import { startTestApp, type TestApp } from './helper';

jest.setTimeout(60_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-bank-'));
// A Thursday afternoon in Chicago: the gift settles the Wednesday after, over the weekend.
let now = new Date('2027-03-04T18:00:00Z');
let testApp: TestApp;
let demo: Awaited<ReturnType<typeof organizationOf>>;
let generalFund: string;
let emailCounter = 0;
const newEmail = () => `bank${++emailCounter}-${Date.now()}@example.com`;
const today = () => calendarDateInTimeZone('America/Chicago', now);

beforeAll(async () => {
  testApp = await startTestApp({
    clock: () => now,
    config: { dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
  });
  demo = await organizationOf(testApp);
  generalFund = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
});
afterAll(() => testApp?.close());

function mailTo(email: string): string[] {
  const folder = path.join(dataDir, 'mail');
  return readdirSync(folder)
    .filter((file) => file.includes(email))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'));
}

/** A quoted-printable mail body read back as its text (UTF-8 bytes decoded). */
function plain(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function addBankAccount(
  client: GivingClient,
  donor: Donor,
  fields: Record<string, unknown> = {},
  headers = {},
) {
  return client.post(
    '/api/give/sandbox/bank-accounts',
    {
      organization_prefixed_id: donor.organizationPrefixedId,
      stripe_customer_id: donor.customerId,
      routing_number: '110000000',
      account_number: '000123456789',
      account_holder_name: 'Jenny Rosen',
      account_type: 'checking',
      ...fields,
    },
    { 'x-giving-token': donor.token, ...headers },
  );
}

function giveByBank(client: GivingClient, donor: Donor, paymentMethodId: string, body = {}, headers = {}) {
  return client.give(
    donor,
    {
      payment_method_id: paymentMethodId,
      payment_method_type: 'bank',
      bank_mandate_accepted: true,
      bank_mandate_version: BANK_MANDATE_VERSION,
      amount: 5000,
      fund_prefixed_id: generalFund,
      ...body,
    },
    headers,
  );
}

async function guestWithAccount(accountNumber = '000123456789', locale = 'en') {
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
  const email = newEmail();
  const donor = await client.customer(demo.prefixedId, email);
  const added = await addBankAccount(client, donor, { account_number: accountNumber });
  expect(added.statusCode).toBe(200);
  return { client, donor, email, paymentMethodId: added.json().payment_method_id as string };
}

async function giftRow(prefixedId: string) {
  const [row] = await testApp.app.db
    .select()
    .from(contributions)
    .where(eq(contributions.prefixedId, prefixedId));
  return row!;
}

describe('a bank account gift in the sandbox', () => {
  it('is offered to the demo church (USD, bank payments on)', () => {
    expect((demo.onlineGiving as { bankPayments?: boolean }).bankPayments).toBe(true);
  });

  it('is processing with its mandate, says so by email, settles 4 business days later and sends the receipt once', async () => {
    const { client, donor, email, paymentMethodId } = await guestWithAccount();
    expect(paymentMethodId).toMatch(/^pm_sbx_/);
    const key = generateIdentifier();
    const gift = await giveByBank(
      client,
      donor,
      paymentMethodId,
      { is_fee_covered: true },
      { 'idempotency-key': key },
    );
    expect(gift.statusCode).toBe(201);
    const charge = giftChargeByMethod('bank', 5000, true, { percentBps: 290, fixedCents: 30 });
    const settlesOn = bankSettlementDate(today());
    expect(settlesOn).toBe('2027-03-10');
    expect(gift.json()).toEqual({
      contribution: {
        prefixed_id: expect.stringMatching(/^con_/),
        amount: charge.chargedCents,
        fee: charge.feeCents,
        net_amount: charge.netCents,
        covered_fee: charge.coveredFeeCents,
        status: 'processing',
        date: today(),
        settles_on: settlesOn,
      },
      recurring_giving: null,
      receipt_email: email,
    });
    expect(charge).toEqual({ chargedCents: 5040, feeCents: 40, netCents: 5000, coveredFeeCents: 40 });

    // The same key again: the same answer, one gift.
    const again = await giveByBank(
      client,
      donor,
      paymentMethodId,
      { is_fee_covered: true },
      { 'idempotency-key': key },
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(gift.json());
    const prefixedId = gift.json().contribution.prefixed_id as string;
    const row = await giftRow(prefixedId);
    expect(row).toMatchObject({
      status: 'processing',
      paymentMethodType: 'bank',
      settlesOn,
      cardBrand: 'STRIPE TEST BANK',
      cardLastFour: '6789',
      bankMandateVersion: BANK_MANDATE_VERSION,
      bankMandateAcceptedAt: now,
      bankMandateIp: '127.0.0.1',
    });
    const [user] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.prefixedId, donor.donorPrefixedId));
    expect(
      await testApp.app.db.select().from(contributions).where(eq(contributions.donorUserId, user!.id)),
    ).toHaveLength(1);
    // Counted nowhere while processing.
    const [totals] = await testApp.app.db
      .select()
      .from(donorGiftTotals)
      .where(and(eq(donorGiftTotals.donorUserId, user!.id), eq(donorGiftTotals.kind, 'one_time')));
    expect(totals?.succeededAmount ?? 0).toBe(0);

    const [first] = mailTo(email).map(plain);
    expect(mailTo(email)).toHaveLength(1);
    expect(first).toContain('is processing');
    expect(first).toContain('STRIPE TEST BANK ending in 6789');
    expect(first).toContain(`version ${BANK_MANDATE_VERSION}`);
    expect(first).toContain('I authorize Grace Community Church');
    expect(first).toContain('$50.40');

    // The day before: still processing.
    now = new Date('2027-03-09T18:00:00Z');
    expect(await testApp.app.bankSettlements.runOnce()).toEqual({ succeeded: 0, failed: 0, returned: 0 });
    expect((await giftRow(prefixedId)).status).toBe('processing');

    now = new Date('2027-03-10T18:00:00Z');
    // Two passes at once, as two instances would: one settles it.
    const passes = await Promise.all([
      testApp.app.bankSettlements.runOnce(),
      testApp.app.bankSettlements.runOnce(),
    ]);
    expect(passes.reduce((sum, pass) => sum + pass.succeeded, 0)).toBe(1);
    expect(await testApp.app.bankSettlements.runOnce()).toEqual({ succeeded: 0, failed: 0, returned: 0 });
    expect((await giftRow(prefixedId)).status).toBe('succeeded');
    await testApp.app.outbox.drain();
    const mails = mailTo(email).map(plain);
    expect(mails).toHaveLength(2);
    const receipt = mails.find((mail) => mail.includes('Receipt number'))!;
    expect(receipt).toContain('Bank account: STRIPE TEST BANK ending in 6789');
    expect(receipt).toContain('Total charged: $50.40');
    const [settledTotals] = await testApp.app.db
      .select()
      .from(donorGiftTotals)
      .where(and(eq(donorGiftTotals.donorUserId, user!.id), eq(donorGiftTotals.kind, 'one_time')));
    expect(settledTotals?.succeededAmount).toBe(5040);

    // Once settled, a sandbox payout takes it with the bank debit's fee (0.8% of $50.40), not a card's.
    const settled = await giftRow(prefixedId);
    await testApp.app.sandboxPayouts.runOnce();
    const [line] = await testApp.app.db
      .select()
      .from(depositGifts)
      .where(eq(depositGifts.contributionId, settled.id));
    expect(line).toMatchObject({ amount: 5040, fee: 40 });
  });

  it.each([
    ['000111111113', 'account_closed', 'The bank account is closed.', 'en'],
    ['000111111116', 'no_account', 'The bank could not find that account.', 'en'],
    ['000222222227', 'insufficient_funds', 'The account did not have enough money for the debit.', 'en'],
    [
      '000333333335',
      'debit_not_authorized',
      'El titular de la cuenta le dijo al banco que el débito no estaba autorizado.',
      'es',
    ],
  ])(
    'Stripe’s test account %s fails with %s when it settles, and the donor is told why (%s)',
    async (account, code, words, locale) => {
      now = new Date('2027-03-04T18:00:00Z');
      const { client, donor, email, paymentMethodId } = await guestWithAccount(account, locale);
      const gift = await giveByBank(client, donor, paymentMethodId);
      expect(gift.statusCode).toBe(201);
      expect(gift.json().contribution.status).toBe('processing');
      now = new Date('2027-03-10T18:00:00Z');
      const pass = await testApp.app.bankSettlements.runOnce();
      expect(pass.failed).toBeGreaterThanOrEqual(1);
      expect(await giftRow(gift.json().contribution.prefixed_id)).toMatchObject({
        status: 'failed',
        failureCode: code,
      });
      await testApp.app.outbox.drain();
      const failed = mailTo(email)
        .map(plain)
        .find((mail) => mail.includes(words));
      expect(failed).toBeDefined();
      expect(failed).toContain('http://demo.');
      expect(failed).toContain(locale === 'es' ? 'Puede donar de nuevo' : 'You can give again');
    },
  );
});

describe('a bank account gift is refused', () => {
  it('without the mandate ticked, or with words of another version', async () => {
    const { client, donor, paymentMethodId } = await guestWithAccount();
    const unticked = await giveByBank(client, donor, paymentMethodId, { bank_mandate_accepted: false });
    expect(unticked.statusCode).toBe(422);
    expect(unticked.json().errors.bank_mandate_accepted).toEqual([
      'Please tick the box to authorize the debit from your bank account.',
    ]);
    const outdated = await giveByBank(client, donor, paymentMethodId, {
      bank_mandate_version: 'one-time-2020-01-01',
    });
    expect(outdated.statusCode).toBe(422);
    expect(outdated.json().errors.bank_mandate_accepted[0]).toMatch(/has changed/);
  });

  it('as a recurring gift by a guest (a recurring gift needs an account, as with a card)', async () => {
    const { client, donor, paymentMethodId } = await guestWithAccount();
    const recurring = await giveByBank(client, donor, paymentMethodId, {
      frequency: 'monthly',
      start_date: today(),
    });
    expect(recurring.statusCode).toBe(403);
  });

  it('from an account another donor entered, or a card sent as a bank account', async () => {
    const owner = await guestWithAccount();
    const other = await guestWithAccount();
    const stolen = await giveByBank(other.client, other.donor, owner.paymentMethodId);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.payment_method_id).toEqual([
      'This bank account cannot be used. Please enter it again.',
    ]);
    const card = await other.client.addCard(other.donor, '4242424242424242');
    const asBank = await giveByBank(other.client, other.donor, card.json().payment_method_id);
    expect(asBank.statusCode).toBe(422);
  });

  it('when the church has bank payments off', async () => {
    const { client, donor, paymentMethodId } = await guestWithAccount();
    const { db } = testApp.app;
    await db
      .update(organizations)
      .set({ bankPaymentsEnabled: false })
      .where(eq(organizations.subdomain, 'demo'));
    try {
      const gift = await giveByBank(client, donor, paymentMethodId);
      expect(gift.statusCode).toBe(422);
      expect(gift.json().errors.payment_method_type).toBeDefined();
      const entry = await addBankAccount(client, donor);
      expect(entry.statusCode).toBe(422);
      expect((await organizationOf(testApp)).onlineGiving).toMatchObject({ bankPayments: false });
    } finally {
      await db
        .update(organizations)
        .set({ bankPaymentsEnabled: true })
        .where(eq(organizations.subdomain, 'demo'));
    }
  });
});

describe('POST /api/give/sandbox/bank-accounts', () => {
  it('checks the fields by name, in the donor’s language', async () => {
    const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': 'es' });
    const donor = await client.customer(demo.prefixedId, newEmail());
    const bad = await addBankAccount(client, donor, {
      routing_number: '123456789',
      account_number: '12',
      account_holder_name: ' ',
      account_type: 'brokerage',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'account_holder_name',
      'account_number',
      'account_type',
      'routing_number',
    ]);
    expect(bad.json().errors.routing_number).toEqual(['Este valor no es válido']);
  });

  it('keeps only the last four digits and answers the account as Stripe’s test bank', async () => {
    const client = new GivingClient(testApp);
    const donor = await client.customer(demo.prefixedId, newEmail());
    const added = await addBankAccount(client, donor, {
      account_number: '0001-2345-6789',
      account_type: 'savings',
    });
    expect(added.json()).toEqual({
      payment_method_id: expect.stringMatching(/^pm_sbx_/),
      bank_name: 'STRIPE TEST BANK',
      last_four: '6789',
      account_type: 'savings',
    });
  });

  it('is refused without a giving token (401), with a bad one (401), another customer’s (403) or another church’s (403), and from a site the church does not allow (403)', async () => {
    const client = new GivingClient(testApp);
    const donor = await client.customer(demo.prefixedId, newEmail());
    const stranger = await client.customer(demo.prefixedId, newEmail());
    expect((await addBankAccount(client, { ...donor, token: '' })).statusCode).toBe(401);
    expect((await addBankAccount(client, { ...donor, token: 'not-a-token' })).statusCode).toBe(401);
    expect((await addBankAccount(client, { ...donor, customerId: stranger.customerId })).statusCode).toBe(
      403,
    );
    const hope = await organizationOf(testApp, 'hope');
    const hopeClient = new GivingClient(testApp, 'hope.localhost');
    const hopeDonor = await hopeClient.customer(hope.prefixedId, newEmail());
    expect(
      (await addBankAccount(client, { ...hopeDonor, organizationPrefixedId: demo.prefixedId })).statusCode,
    ).toBe(403);
    expect((await addBankAccount(client, donor, {}, { origin: 'https://evil.example' })).statusCode).toBe(
      403,
    );
  });
});
