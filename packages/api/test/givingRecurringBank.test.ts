// A recurring gift from a bank account set up on the giving form (docs/PRODUCT.md §22 "Recurring
// gifts from a bank account"), against the real app on PGlite or PostgreSQL: a donor who registers in
// the same flow (as a recurring card gift asks) gives monthly from a new bank account, which is saved
// under the saved account's authorization; started today, its first occurrence is debited once,
// processing until the settlement pass settles it (receipt once), and the schedule moves on; started
// later, it is only scheduled. A saved account is offered back to the form and gives without a new
// tick. A guest is refused, the one-time words are refused by name (en and es), and the same
// Idempotency-Key gives one gift.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BANK_MANDATE_VERSION,
  bankSettlementDate,
  calendarDateInTimeZone,
  generateIdentifier,
  giftChargeByMethod,
  SAVED_BANK_MANDATE_VERSION,
} from '@halo/domain';
import { eq } from 'drizzle-orm';
import { contributions, paymentMethods, recurringGivings, sandboxCharges, users } from '../src/db/schema';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS, type Donor } from './givingFlow';
import { startTestApp, type TestApp } from './helper';

jest.setTimeout(90_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-recurring-bank-'));
// A Thursday afternoon in Chicago: a debit started today settles the Wednesday after.
let now = new Date('2027-03-04T18:00:00Z');
let testApp: TestApp;
let demo: Awaited<ReturnType<typeof organizationOf>>;
let generalFund: string;
let emailCounter = 0;
const newEmail = () => `recurring-bank${++emailCounter}-${Date.now()}@example.com`;
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

/** A donor who creates their account on the giving form, as a recurring gift asks of a guest. */
async function registeredDonor(locale = 'en') {
  const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': locale });
  const email = newEmail();
  const response = await client.post('/api/give/register', {
    organization_prefixed_id: demo.prefixedId,
    email,
    first_name: 'Ana',
    last_name: 'Donor',
    password: 'a-long-password',
    password_confirmation: 'a-long-password',
  });
  expect(response.statusCode).toBe(201);
  const body = response.json();
  const donor: Donor = {
    organizationPrefixedId: demo.prefixedId,
    customerId: body.stripe_customer_id,
    donorPrefixedId: body.donor_prefixed_id,
    token: body.giving_token,
  };
  return { client, donor, email };
}

async function addBankAccount(client: GivingClient, donor: Donor, accountNumber = '000123456789') {
  const added = await client.post(
    '/api/give/sandbox/bank-accounts',
    {
      organization_prefixed_id: donor.organizationPrefixedId,
      stripe_customer_id: donor.customerId,
      routing_number: '110000000',
      account_number: accountNumber,
      account_holder_name: 'Ana Donor',
      account_type: 'checking',
    },
    { 'x-giving-token': donor.token },
  );
  expect(added.statusCode).toBe(200);
  return added.json().payment_method_id as string;
}

function giveMonthly(
  client: GivingClient,
  donor: Donor,
  paymentMethodId: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return client.give(
    donor,
    {
      payment_method_id: paymentMethodId,
      payment_method_type: 'bank',
      bank_mandate_accepted: true,
      bank_mandate_version: SAVED_BANK_MANDATE_VERSION,
      amount: 5000,
      fund_prefixed_id: generalFund,
      frequency: 'monthly',
      start_date: today(),
      ...body,
    },
    headers,
  );
}

async function donorRow(donor: Donor) {
  const [user] = await testApp.app.db.select().from(users).where(eq(users.prefixedId, donor.donorPrefixedId));
  return user!;
}

const debitsOf = async (donor: Donor) =>
  testApp.app.db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, donor.customerId));

describe('a recurring gift from a bank account on the giving form', () => {
  it('started today: saves the account, debits the first occurrence once, processing until it settles, then receipts it once', async () => {
    now = new Date('2027-03-04T18:00:00Z');
    const { client, donor, email } = await registeredDonor();
    const id = await addBankAccount(client, donor);
    const key = generateIdentifier();
    const first = await giveMonthly(client, donor, id, { is_fee_covered: true }, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    const charge = giftChargeByMethod('bank', 5000, true, { percentBps: 290, fixedCents: 30 });
    const settlesOn = bankSettlementDate(today());
    expect(first.json()).toEqual({
      contribution: {
        prefixed_id: expect.stringMatching(/^con_/),
        amount: charge.chargedCents,
        fee: charge.feeCents,
        net_amount: charge.netCents,
        covered_fee: charge.coveredFeeCents,
        status: 'processing',
        date: '2027-03-04',
        settles_on: settlesOn,
      },
      recurring_giving: {
        prefixed_id: expect.stringMatching(/^rcg_/),
        frequency: 'monthly',
        start_date: '2027-03-04',
        next_occurrence: '2027-04-04',
      },
      receipt_email: email,
    });
    // The same key again: the same answer, one gift, one debit.
    const again = await giveMonthly(client, donor, id, { is_fee_covered: true }, { 'idempotency-key': key });
    expect(again.json()).toEqual(first.json());
    expect(await debitsOf(donor)).toHaveLength(1);

    const user = await donorRow(donor);
    const [saved] = await testApp.app.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.processorId, id));
    expect(saved).toMatchObject({
      userId: user.id,
      methodType: 'bank',
      lastFour: '6789',
      bankMandateVersion: SAVED_BANK_MANDATE_VERSION,
      bankMandateAcceptedAt: now,
      bankMandateIp: '127.0.0.1',
    });
    expect(saved!.bankMandateText).toContain('recurring gifts included');
    const gifts = await testApp.app.db
      .select()
      .from(recurringGivings)
      .where(eq(recurringGivings.donorUserId, user.id));
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({
      status: 'active',
      scheduleType: 'monthly',
      giftAmount: 5000,
      isFeeCovered: true,
      paymentMethodId: saved!.id,
      lastOccurrence: '2027-03-04',
      nextOccurrence: '2027-04-04',
    });
    const rows = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.donorUserId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'processing',
      paymentMethodType: 'bank',
      recurringGivingId: gifts[0]!.id,
      occurrenceDate: '2027-03-04',
      paymentMethodId: saved!.id,
      bankMandateVersion: SAVED_BANK_MANDATE_VERSION,
      settlesOn,
    });
    await testApp.app.outbox.drain();
    expect(
      mailTo(email).filter((raw) =>
        raw.includes('Subject: Your gift to Grace Community Church is processing'),
      ),
    ).toHaveLength(1);

    // The charger finds nothing due today: the first occurrence is taken.
    await testApp.app.recurringWorker.runOnce();
    expect(await debitsOf(donor)).toHaveLength(1);

    now = new Date(`${settlesOn}T18:00:00Z`);
    expect((await testApp.app.bankSettlements.runOnce()).succeeded).toBeGreaterThanOrEqual(1);
    await testApp.app.bankSettlements.runOnce();
    const [settled] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.id, rows[0]!.id));
    expect(settled!.status).toBe('succeeded');
    await testApp.app.outbox.drain();
    const receipts = mailTo(email).filter((raw) => raw.includes('Subject: Thank you for your gift'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toContain(rows[0]!.prefixedId);
  });

  it('started later: only scheduled, nothing debited or emailed; the saved account is offered back and gives without a new tick', async () => {
    now = new Date('2027-03-04T18:00:00Z');
    const { client, donor, email } = await registeredDonor();
    const id = await addBankAccount(client, donor);
    await testApp.app.outbox.drain();
    const before = mailTo(email).length;
    const later = await giveMonthly(client, donor, id, { start_date: '2027-03-15' });
    expect(later.statusCode).toBe(201);
    expect(later.json()).toEqual({
      contribution: null,
      recurring_giving: {
        prefixed_id: expect.stringMatching(/^rcg_/),
        frequency: 'monthly',
        start_date: '2027-03-15',
        next_occurrence: '2027-03-15',
      },
      receipt_email: null,
    });
    expect(await debitsOf(donor)).toHaveLength(0);
    await testApp.app.outbox.drain();
    expect(mailTo(email)).toHaveLength(before);
    const user = await donorRow(donor);
    expect(
      await testApp.app.db.select().from(contributions).where(eq(contributions.donorUserId, user.id)),
    ).toHaveLength(0);

    // The form's saved payment choices list it.
    const listed = await client.browser.request({
      url: `/api/give/stripe-payment-methods?organization_prefixed_id=${demo.prefixedId}&stripe_customer_id=${donor.customerId}`,
      headers: { 'x-giving-token': donor.token },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().bank_accounts).toEqual([{ id, bank_name: 'STRIPE TEST BANK', last_four: '6789' }]);

    // Chosen from the list: debited under the words it was saved with, one time or recurring.
    const oneTime = await client.give(donor, {
      payment_method_id: id,
      payment_method_type: 'bank',
      amount: 2500,
      fund_prefixed_id: generalFund,
    });
    expect(oneTime.statusCode).toBe(201);
    expect(oneTime.json().contribution.status).toBe('processing');
    const [gift] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.prefixedId, oneTime.json().contribution.prefixed_id));
    expect(gift).toMatchObject({ bankMandateVersion: SAVED_BANK_MANDATE_VERSION, recurringGivingId: null });
    const weekly = await client.give(donor, {
      payment_method_id: id,
      payment_method_type: 'bank',
      amount: 1000,
      fund_prefixed_id: generalFund,
      frequency: 'weekly',
      start_date: today(),
    });
    expect(weekly.statusCode).toBe(201);
    expect(weekly.json().recurring_giving.next_occurrence).toBe('2027-03-11');
    expect(await debitsOf(donor)).toHaveLength(2);
    expect(
      await testApp.app.db.select().from(paymentMethods).where(eq(paymentMethods.processorId, id)),
    ).toHaveLength(1);
  });

  it('is refused to a guest without an account, and a guest sees no saved bank accounts', async () => {
    const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': 'en' });
    const guest = await client.customer(demo.prefixedId, newEmail());
    const id = await addBankAccount(client, guest);
    const refused = await giveMonthly(client, guest, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_required');
    const listed = await client.browser.request({
      url: `/api/give/stripe-payment-methods?organization_prefixed_id=${demo.prefixedId}&stripe_customer_id=${guest.customerId}`,
      headers: { 'x-giving-token': guest.token },
    });
    expect(listed.json().bank_accounts).toBeUndefined();
    expect(await debitsOf(guest)).toHaveLength(0);
  });

  it('needs the saved account’s words, named by field in the donor’s language', async () => {
    for (const [locale, words] of [
      ['en', /A recurring gift keeps the bank account in your payment methods/],
      ['es', /Una donación recurrente guarda la cuenta bancaria/],
    ] as const) {
      const { client, donor } = await registeredDonor(locale);
      const id = await addBankAccount(client, donor);
      const oneTimeWords = await giveMonthly(client, donor, id, {
        bank_mandate_version: BANK_MANDATE_VERSION,
      });
      expect(oneTimeWords.statusCode).toBe(422);
      expect(oneTimeWords.json().errors.bank_mandate_accepted[0]).toMatch(words);
      const unticked = await giveMonthly(client, donor, id, { bank_mandate_accepted: false });
      expect(unticked.statusCode).toBe(422);
      expect(Object.keys(unticked.json().errors)).toEqual(['bank_mandate_accepted']);
      expect(await debitsOf(donor)).toHaveLength(0);
    }
  });
});
