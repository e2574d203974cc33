// A recurring gift from a bank account on Stripe (docs/PRODUCT.md §22 "With Stripe"), against the real
// server and the Stripe double: the payment step's SetupIntent, Stripe.js's collectBankAccountForSetup
// (Financial Connections, or numbers typed by hand verified by micro-deposits), POST /api/give
// confirming it with the saved account's authorization as `mandate_data`, setup_intent.succeeded
// saving the account once on two instances (never another church's event, never a forged signature),
// and the recurring engine debiting the saved account off-session: processing until Stripe's
// payment_intent.succeeded or payment_failed. While the account waits for micro-deposits the donor gets
// one email of ours with Stripe's page, in their language, a link no log line above debug shows; when
// Stripe gives the account up (setup_intent.setup_failed: three wrong tries, or 10 days) the gift is
// marked failed and the donor emailed once. PGlite and PostgreSQL.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BANK_MANDATE_VERSION,
  bankDebitFailureText,
  calendarDateInTimeZone,
  generateIdentifier,
  SAVED_BANK_MANDATE_VERSION,
} from '@halo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { stripeEvent, type StripeEvent } from '@halo/testkit/stripe/stripeEvents';
import { mailTo as receivedBy } from '@halo/testkit/mail/mailbox';
import { contributions, giftDedications, paymentMethods, recurringGivings, users } from '../src/db/schema';
import { bankGivingMessage } from '../src/giving/bankGivingMessages';
import { deliverStripeEvent, startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS, type Donor } from './givingFlow';
import type { TestApp } from './helper';
import { startSecondInstance } from './secondInstance';

jest.setTimeout(120_000);

const CONNECTED = 'acct_1GraceBankSetup';
const SECRET = 'whsec_test_bank_setup';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-bank-setup-'));

let stripe: AppOnStripeDouble;
let double: StripeDouble;
let testApp: TestApp;
let second: FastifyInstance;
let demo: Awaited<ReturnType<typeof organizationOf>>;
let generalFund: string;
let emailCounter = 0;
const DEBUG = 20;
const logLines: { level: number; text: string }[] = [];
const newEmail = () => `banksetup${++emailCounter}-${Date.now()}@example.com`;
const today = () => calendarDateInTimeZone('America/Chicago', new Date());

beforeAll(async () => {
  stripe = await startAppOnStripeDouble({
    keys: 'banksetup',
    webhookSecrets: [SECRET],
    connected: CONNECTED,
    chargesEnabled: true,
    config: { dataDir, givingRateLimits: RELAXED_GIVING_LIMITS, logLevel: 'trace' },
    logStream: {
      write: (line) =>
        void logLines.push({ level: (JSON.parse(line) as { level: number }).level, text: line }),
    },
  });
  ({ testApp, double } = stripe);
  second = await startSecondInstance(testApp);
  demo = await organizationOf(testApp);
  generalFund = demo.onlineGiving.funds.find((fund) => fund.name === 'General Fund')!.prefixedId;
});
afterAll(async () => {
  await second?.close();
  await stripe?.close();
});

const deliver = (event: StripeEvent, secret = SECRET) => deliverStripeEvent(testApp, event, { secret });
const deliverToSecond = (event: StripeEvent) =>
  deliverStripeEvent({ ...testApp, app: second }, event, { secret: SECRET });

function mailTo(email: string): string[] {
  const folder = path.join(dataDir, 'mail');
  return readdirSync(folder)
    .filter((file) => file.includes(email))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'));
}

/** Our email while a recurring gift's bank account waits for micro-deposits. */
const verifyEmailsTo = (email: string, locale: 'en' | 'es' = 'en') =>
  receivedBy(dataDir, email).filter((mail) =>
    mail.subject.startsWith(locale === 'en' ? 'Verify your bank account' : 'Verifique su cuenta bancaria'),
  );

/** Our email when Stripe gave the account up and the recurring gift did not start. */
const notStartedEmailsTo = (email: string, locale: 'en' | 'es' = 'en') =>
  receivedBy(dataDir, email).filter((mail) =>
    locale === 'en' ? mail.subject.endsWith('could not start') : mail.subject.endsWith('no pudo comenzar'),
  );

/** A donor who creates their account on the giving form, as a recurring gift asks of a guest. */
async function registeredDonor(locale = 'en') {
  const client = new GivingClient(testApp, 'demo.localhost', {
    'x-locale': locale,
    'user-agent': 'Jest setup',
  });
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

function prepareSetup(client: GivingClient, donor: Donor) {
  return client.post(
    '/api/give/stripe/bank-setup-intents',
    { organization_prefixed_id: donor.organizationPrefixedId, stripe_customer_id: donor.customerId },
    { 'x-giving-token': donor.token },
  );
}

/** A registered donor, the payment step's SetupIntent, and Stripe.js linking an account to it. */
async function linkedDonor(
  link: Parameters<StripeDouble['collectBankAccountForSetup']>[1] = {},
  locale = 'en',
) {
  const registered = await registeredDonor(locale);
  const prepared = await prepareSetup(registered.client, registered.donor);
  expect(prepared.statusCode).toBe(200);
  const { setup_intent_id, client_secret } = prepared.json();
  expect(double.collectBankAccountForSetup(client_secret, link)?.account).toBe(CONNECTED);
  return { ...registered, setupIntentId: setup_intent_id as string };
}

function giveMonthly(
  client: GivingClient,
  donor: Donor,
  setupIntentId: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return client.give(
    donor,
    {
      payment_method_id: setupIntentId,
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

async function savedAccountsOf(donor: Donor) {
  const [user] = await testApp.app.db.select().from(users).where(eq(users.prefixedId, donor.donorPrefixedId));
  return testApp.app.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, user!.id), eq(paymentMethods.methodType, 'bank')));
}

async function recurringRow(prefixedId: string) {
  const [row] = await testApp.app.db
    .select()
    .from(recurringGivings)
    .where(eq(recurringGivings.prefixedId, prefixedId));
  return row!;
}

/** The donor's portal Activity entries saying the gift's bank account was never verified. */
async function unverifiedActivityOf(
  gift: { organizationId: number; donorUserId: number },
  locale: 'en' | 'es',
) {
  const feed = await testApp.app.reports.activity.recent(
    { organizationId: gift.organizationId, donorUserId: gift.donorUserId, guestGiftsHidden: false },
    locale,
  );
  return feed.filter((item) => item.type === 'recurring_bank_unverified');
}

async function occurrencesOf(recurringId: number) {
  return testApp.app.db.select().from(contributions).where(eq(contributions.recurringGivingId, recurringId));
}

describe('a recurring gift from a bank account on Stripe', () => {
  it('verified at once: the account saved once on two instances, the first debit processing off-session, then settled', async () => {
    const { client, donor, email, setupIntentId } = await linkedDonor();
    const key = generateIdentifier();
    const gift = await giveMonthly(client, donor, setupIntentId, {}, { 'idempotency-key': key });
    expect(gift.statusCode).toBe(201);
    expect(gift.json()).toMatchObject({
      contribution: null,
      recurring_giving: { frequency: 'monthly', next_occurrence: today(), bank_verification_url: null },
    });
    // The same key answers the same; Stripe is confirmed once, with the mandate and its words' record.
    expect((await giveMonthly(client, donor, setupIntentId, {}, { 'idempotency-key': key })).json()).toEqual(
      gift.json(),
    );
    const confirms = double.requestsTo('POST', `/v1/setup_intents/${setupIntentId}/confirm`);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]!.stripeAccount).toBe(CONNECTED);
    expect(confirms[0]!.params).toMatchObject({
      'mandate_data[customer_acceptance][type]': 'online',
      'mandate_data[customer_acceptance][online][user_agent]': 'Jest setup',
    });
    expect(double.requestsTo('POST', `/v1/setup_intents/${setupIntentId}`)[0]!.params).toMatchObject({
      'metadata[bank_mandate_version]': SAVED_BANK_MANDATE_VERSION,
    });
    const saved = await savedAccountsOf(donor);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      processorMode: 'stripe',
      brand: 'STRIPE TEST BANK',
      lastFour: '6789',
      bankMandateVersion: SAVED_BANK_MANDATE_VERSION,
    });
    expect(saved[0]!.bankMandateText).toContain('$50.00');

    // Stripe's setup_intent.succeeded, twice and on both instances at once: still one account.
    const succeeded = double.bankSetupSucceeded(setupIntentId);
    const answers = await Promise.all([
      deliver(succeeded),
      deliverToSecond({ ...succeeded, id: `${succeeded.id}_resent` }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await savedAccountsOf(donor)).toHaveLength(1);
    const recurring = await recurringRow(gift.json().recurring_giving.prefixed_id);
    expect(recurring).toMatchObject({
      status: 'active',
      paymentMethodId: saved[0]!.id,
      nextOccurrence: today(),
    });

    // The recurring engine debits today's occurrence off-session: processing.
    await testApp.app.recurringWorker.runOnce();
    const debits = double
      .requestsTo('POST', '/v1/payment_intents')
      .filter((request) => request.params.payment_method === saved[0]!.processorId);
    expect(debits).toHaveLength(1);
    expect(debits[0]!.params).toMatchObject({
      confirm: 'true',
      off_session: 'true',
      amount: '5000',
      'metadata[recurring_giving_prefixed_id]': recurring.prefixedId,
    });
    const [occurrence] = await occurrencesOf(recurring.id);
    expect(occurrence).toMatchObject({
      status: 'processing',
      processorMode: 'stripe',
      paymentMethodType: 'bank',
      occurrenceDate: today(),
      bankMandateVersion: SAVED_BANK_MANDATE_VERSION,
      processorChargeId: expect.stringMatching(/^py_/),
    });
    await testApp.app.recurringWorker.runOnce();
    expect(await occurrencesOf(recurring.id)).toHaveLength(1);

    const paymentIntentId = double.paymentIntentOfCharge(occurrence!.processorChargeId!)!;
    const settled = double.settleBankDebit(paymentIntentId);
    expect(settled.type).toBe('payment_intent.succeeded');
    await Promise.all([deliver(settled), deliverToSecond({ ...settled, id: `${settled.id}_resent` })]);
    const [after] = await occurrencesOf(recurring.id);
    expect(after!.status).toBe('succeeded');
    await testApp.app.outbox.drain();
    expect(mailTo(email).filter((raw) => raw.includes('Subject: Thank you for your gift'))).toHaveLength(1);
    // Verified at once: nothing to verify, and nothing emailed before the first debit.
    expect(verifyEmailsTo(email)).toHaveLength(0);
  });

  it('a debit that fails pauses the gift, as a declined card’s last attempt does', async () => {
    const { client, donor, setupIntentId } = await linkedDonor();
    const gift = await giveMonthly(client, donor, setupIntentId);
    expect(gift.statusCode).toBe(201);
    await deliver(double.bankSetupSucceeded(setupIntentId));
    const recurring = await recurringRow(gift.json().recurring_giving.prefixed_id);
    await testApp.app.recurringWorker.runOnce();
    const [occurrence] = await occurrencesOf(recurring.id);
    expect(occurrence!.status).toBe('processing');
    const failed = double.settleBankDebit(
      double.paymentIntentOfCharge(occurrence!.processorChargeId!)!,
      'insufficient_funds',
    );
    expect(failed.type).toBe('payment_intent.payment_failed');
    expect((await deliver(failed)).statusCode).toBe(200);
    const [after] = await occurrencesOf(recurring.id);
    expect(after).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
    expect(await recurringRow(recurring.prefixedId)).toMatchObject({
      status: 'paused',
      nextOccurrence: null,
      lastChargeAttemptFailed: true,
    });
  });

  it('waits for micro-deposits: paused with Stripe’s page, emailed once, started once verified; another church’s event and a forged one change nothing', async () => {
    const { client, donor, email, setupIntentId } = await linkedDonor({
      manualAccountNumber: '000123456789',
    });
    const key = generateIdentifier();
    const dedication = { dedication: { kind: 'honor', name: 'Pastora Ana' } };
    const gift = await giveMonthly(client, donor, setupIntentId, dedication, { 'idempotency-key': key });
    expect(gift.statusCode).toBe(201);
    const url = gift.json().recurring_giving.bank_verification_url as string;
    expect(url).toMatch(/^https:\/\/payments\.stripe\.com\/microdeposit\//);
    // Our own email, once however often the gift is asked again: what to do, Stripe's page, the words.
    expect(
      (await giveMonthly(client, donor, setupIntentId, dedication, { 'idempotency-key': key })).json(),
    ).toEqual(gift.json());
    // The dedication is the recurring gift's, recorded with it.
    const waiting = await recurringRow(gift.json().recurring_giving.prefixed_id);
    expect(
      await testApp.app.db
        .select()
        .from(giftDedications)
        .where(eq(giftDedications.recurringGivingId, waiting.id)),
    ).toEqual([expect.objectContaining({ kind: 'honor', personName: 'Pastora Ana', contributionId: null })]);
    await testApp.app.outbox.drain();
    const told = verifyEmailsTo(email);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^Verify your bank account to start your gift to \S/);
    expect(told[0]!.links).toEqual([url]);
    expect(told[0]!.text).toContain('STRIPE TEST BANK ending in 6789');
    expect(told[0]!.text).toContain(`Your authorization (version ${SAVED_BANK_MANDATE_VERSION}`);
    expect(told[0]!.text).toContain('$50.00');
    // The link is the donor's: no log line above debug shows it.
    const page = new URL(url).pathname;
    expect(logLines.filter((line) => line.level > DEBUG && line.text.includes(page))).toEqual([]);
    expect(logLines.some((line) => line.text.includes('https://payments.stripe.com/…'))).toBe(true);
    expect(gift.json().recurring_giving.next_occurrence).toBeNull();
    const prefixedId = gift.json().recurring_giving.prefixed_id as string;
    expect(await recurringRow(prefixedId)).toMatchObject({ status: 'paused', paymentMethodId: null });
    expect(await savedAccountsOf(donor)).toHaveLength(0);
    // Nothing to debit while it waits.
    await testApp.app.recurringWorker.runOnce();
    expect(await occurrencesOf((await recurringRow(prefixedId)).id)).toHaveLength(0);

    expect(double.verifySetupMicrodeposits(setupIntentId, { amounts: [10, 20] })).toBeNull();
    const verified = double.verifySetupMicrodeposits(setupIntentId, { amounts: [32, 45] })!;
    expect(verified.type).toBe('setup_intent.succeeded');
    // The same event from another church's connected account, and one with a forged signature.
    expect(
      (await deliver({ ...verified, id: `${verified.id}_other`, account: 'acct_1OtherChurch' })).statusCode,
    ).toBe(200);
    expect((await deliver({ ...verified, id: `${verified.id}_forged` }, 'whsec_forged')).statusCode).toBe(
      400,
    );
    expect(await savedAccountsOf(donor)).toHaveLength(0);
    expect((await recurringRow(prefixedId)).status).toBe('paused');
    // A setup_intent.setup_failed, correctly signed, that Stripe's SetupIntent does not bear out (it is
    // verified): read again from Stripe, it fails no gift and emails nobody.
    const unfounded = stripeEvent(
      'setup_intent.setup_failed',
      { ...verified.data.object, status: 'requires_payment_method' },
      { account: verified.account },
    );
    const reads = () => double.requestsTo('GET', `/v1/setup_intents/${setupIntentId}`).length;
    const readBefore = reads();
    expect((await deliver(unfounded)).statusCode).toBe(200);
    expect(reads()).toBe(readBefore + 1);
    expect(await recurringRow(prefixedId)).toMatchObject({
      status: 'paused',
      lastChargeAttemptFailed: false,
    });

    await Promise.all([deliver(verified), deliverToSecond({ ...verified, id: `${verified.id}_resent` })]);
    const saved = await savedAccountsOf(donor);
    expect(saved).toHaveLength(1);
    expect(await recurringRow(prefixedId)).toMatchObject({
      status: 'active',
      paymentMethodId: saved[0]!.id,
      nextOccurrence: today(),
    });
    await testApp.app.outbox.drain();
    expect(verifyEmailsTo(email)).toHaveLength(1);
    expect(notStartedEmailsTo(email)).toHaveLength(0);
  });

  it('micro-deposits entered wrong three times: setup_intent.setup_failed marks the waiting gift failed once on two instances and emails the donor once, in Spanish; another church’s event changes nothing', async () => {
    const { client, donor, email, setupIntentId } = await linkedDonor(
      { manualAccountNumber: '000123456789' },
      'es',
    );
    const gift = await giveMonthly(client, donor, setupIntentId);
    expect(gift.statusCode).toBe(201);
    const prefixedId = gift.json().recurring_giving.prefixed_id as string;
    await testApp.app.outbox.drain();
    const waiting = verifyEmailsTo(email, 'es');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.subject).toMatch(/^Verifique su cuenta bancaria para comenzar su donación a \S/);
    expect(waiting[0]!.links).toEqual([gift.json().recurring_giving.bank_verification_url]);
    expect(waiting[0]!.text).toContain('STRIPE TEST BANK terminada en 6789');

    expect(double.verifySetupMicrodeposits(setupIntentId, { amounts: [10, 20] })).toBeNull();
    expect(double.verifySetupMicrodeposits(setupIntentId, { amounts: [11, 21] })).toBeNull();
    const failed = double.verifySetupMicrodeposits(setupIntentId, { descriptorCode: 'SM00XX' })!;
    expect(failed.type).toBe('setup_intent.setup_failed');
    expect(
      (await deliver({ ...failed, id: `${failed.id}_other`, account: 'acct_1OtherChurch' })).statusCode,
    ).toBe(200);
    expect(await recurringRow(prefixedId)).toMatchObject({
      status: 'paused',
      lastChargeAttemptFailed: false,
    });

    const answers = await Promise.all([
      deliver(failed),
      deliverToSecond({ ...failed, id: `${failed.id}_resent` }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await deliver({ ...failed, id: `${failed.id}_late` })).statusCode).toBe(200);
    const recurring = await recurringRow(prefixedId);
    expect(recurring).toMatchObject({
      status: 'paused',
      paymentMethodId: null,
      nextOccurrence: null,
      lastChargeAttemptFailed: true,
    });
    expect(await savedAccountsOf(donor)).toHaveLength(0);
    // The donor's portal Activity says so once, in her language, however often Stripe told.
    const feed = await unverifiedActivityOf(recurring, 'es');
    expect(feed).toHaveLength(1);
    expect(feed[0]!.description).toMatch(
      /^La donación recurrente de \S+ \(mensual\) a .+ no pudo comenzar: la cuenta bancaria no se verificó a tiempo/,
    );
    await testApp.app.outbox.drain();
    const told = notStartedEmailsTo(email, 'es');
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^Su donación recurrente a \S.* no pudo comenzar$/);
    expect(told[0]!.text).toContain(bankDebitFailureText('es', 'verification_failed'));
    expect(told[0]!.text).toContain(prefixedId);
    expect(told[0]!.links).toEqual([expect.stringMatching(/^http:\/\/demo\.[^/]+\/recurring-gifts$/)]);
    // Nothing is ever debited for it.
    await testApp.app.recurringWorker.runOnce();
    expect(await occurrencesOf(recurring.id)).toHaveLength(0);
  });

  it('micro-deposits not verified within 10 days: Stripe’s timeout fails the waiting gift, emailed in English', async () => {
    const { client, donor, email, setupIntentId } = await linkedDonor({
      manualAccountNumber: '000123456789',
    });
    const gift = await giveMonthly(client, donor, setupIntentId);
    expect(gift.statusCode).toBe(201);
    const prefixedId = gift.json().recurring_giving.prefixed_id as string;
    const expired = double.expireSetupMicrodeposits(setupIntentId);
    expect(expired.type).toBe('setup_intent.setup_failed');
    expect(expired.data.object).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'payment_method_microdeposit_verification_timeout' },
    });
    expect((await deliver(expired)).statusCode).toBe(200);
    expect(await recurringRow(prefixedId)).toMatchObject({
      status: 'paused',
      paymentMethodId: null,
      lastChargeAttemptFailed: true,
    });
    const feed = await unverifiedActivityOf(await recurringRow(prefixedId), 'en');
    expect(feed.map((item) => item.description)).toEqual([
      expect.stringMatching(
        /^Recurring gift of \$\S+ \(monthly\) to .+ could not start: the bank account was not verified with its two small deposits in time\. Choose another payment method and resume it$/,
      ),
    ]);
    await testApp.app.outbox.drain();
    const told = notStartedEmailsTo(email);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^Your recurring gift to \S.* could not start$/);
    expect(told[0]!.text).toContain(bankDebitFailureText('en', 'verification_failed'));
    expect(told[0]!.text).toContain('Monthly');
  });
});

describe('a saved Stripe bank account on the giving form', () => {
  it('is listed among the saved choices and gives one-time (debited off-session now, settled by Stripe) and recurring (the engine debits it) under its saved words; another donor cannot use it', async () => {
    const { client, donor, email, setupIntentId } = await linkedDonor();
    // Kept for a monthly gift that starts in three weeks: nothing of it is debited in this test.
    const inThreeWeeks = calendarDateInTimeZone('America/Chicago', new Date(Date.now() + 21 * 86_400_000));
    expect((await giveMonthly(client, donor, setupIntentId, { start_date: inThreeWeeks })).statusCode).toBe(
      201,
    );
    const [saved] = await savedAccountsOf(donor);
    const listed = await client.browser.request({
      url: `/api/give/stripe-payment-methods?organization_prefixed_id=${demo.prefixedId}&stripe_customer_id=${donor.customerId}`,
      headers: { 'x-giving-token': donor.token },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().bank_accounts).toEqual([
      { id: saved!.processorId, bank_name: 'STRIPE TEST BANK', last_four: '6789' },
    ]);

    // One time: no new tick, the saved words; Stripe debits it off-session once per key.
    const key = generateIdentifier();
    const oneTime = () =>
      client.give(
        donor,
        {
          payment_method_id: saved!.processorId,
          payment_method_type: 'bank',
          amount: 2500,
          fund_prefixed_id: generalFund,
          dedication: { kind: 'memory', name: 'Abuela Rosa' },
        },
        { 'idempotency-key': key },
      );
    const given = await oneTime();
    expect(given.statusCode).toBe(201);
    expect(given.json().contribution).toMatchObject({
      status: 'processing',
      amount: 2500,
      bank_verification_url: null,
    });
    expect((await oneTime()).json()).toEqual(given.json());
    const prefixedId = given.json().contribution.prefixed_id as string;
    const debits = double
      .requestsTo('POST', '/v1/payment_intents')
      .filter((request) => request.params.payment_method === saved!.processorId);
    expect(debits).toHaveLength(1);
    expect(debits[0]!.stripeAccount).toBe(CONNECTED);
    expect(debits[0]!.params).toMatchObject({
      confirm: 'true',
      off_session: 'true',
      amount: '2500',
      'metadata[contribution_prefixed_id]': prefixedId,
    });
    const [gift] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.prefixedId, prefixedId));
    expect(gift).toMatchObject({
      status: 'processing',
      processorMode: 'stripe',
      paymentMethodType: 'bank',
      paymentMethodId: saved!.id,
      bankMandateVersion: SAVED_BANK_MANDATE_VERSION,
      bankMandateAcceptedAt: saved!.bankMandateAcceptedAt,
      bankMandateIp: saved!.bankMandateIp,
      recurringGivingId: null,
    });
    expect(
      await testApp.app.db.select().from(giftDedications).where(eq(giftDedications.contributionId, gift!.id)),
    ).toEqual([expect.objectContaining({ kind: 'memory', personName: 'Abuela Rosa' })]);
    await testApp.app.outbox.drain();
    expect(receivedBy(dataDir, email).filter((mail) => mail.subject.endsWith('is processing'))).toHaveLength(
      1,
    );
    const settled = double.settleBankDebit(double.paymentIntentOfCharge(gift!.processorChargeId!)!);
    expect((await deliver(settled)).statusCode).toBe(200);
    const [after] = await testApp.app.db
      .select()
      .from(contributions)
      .where(eq(contributions.prefixedId, prefixedId));
    expect(after!.status).toBe('succeeded');

    // Recurring: scheduled on the saved account from today, the engine debits today's occurrence.
    const weekly = await client.give(donor, {
      payment_method_id: saved!.processorId,
      payment_method_type: 'bank',
      amount: 1000,
      fund_prefixed_id: generalFund,
      frequency: 'weekly',
      start_date: today(),
    });
    expect(weekly.statusCode).toBe(201);
    expect(weekly.json()).toMatchObject({
      contribution: null,
      recurring_giving: { next_occurrence: today(), bank_verification_url: null },
    });
    const recurring = await recurringRow(weekly.json().recurring_giving.prefixed_id);
    expect(recurring).toMatchObject({ status: 'active', paymentMethodId: saved!.id });
    await testApp.app.recurringWorker.runOnce();
    expect(await occurrencesOf(recurring.id)).toEqual([
      expect.objectContaining({ status: 'processing', paymentMethodType: 'bank', chargedAmount: 1000 }),
    ]);
    expect(await savedAccountsOf(donor)).toHaveLength(1);

    // Another donor of the church cannot give from it.
    const other = await registeredDonor('es');
    const taken = await other.client.give(other.donor, {
      payment_method_id: saved!.processorId,
      payment_method_type: 'bank',
      amount: 2500,
      fund_prefixed_id: generalFund,
    });
    expect(taken.statusCode).toBe(422);
    expect(
      double
        .requestsTo('POST', '/v1/payment_intents')
        .filter((request) => request.params.payment_method === saved!.processorId),
    ).toHaveLength(2);
  });
});

describe('the ways in', () => {
  it('refuses a guest’s setup, another church’s, another donor’s setup, one not linked, and the one-time words (es)', async () => {
    const guestClient = new GivingClient(testApp, 'demo.localhost', { 'x-locale': 'es' });
    const guest = await guestClient.customer(demo.prefixedId, newEmail());
    const refused = await prepareSetup(guestClient, guest);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      save_bank_account: [bankGivingMessage('es', 'bank.saveNeedsAccount')],
    });
    const noToken = await guestClient.post('/api/give/stripe/bank-setup-intents', {
      organization_prefixed_id: demo.prefixedId,
      stripe_customer_id: guest.customerId,
    });
    expect(noToken.statusCode).toBe(401);
    // Another church's SetupIntent with this church's donor's token.
    const { client: ownClient, donor: own } = await registeredDonor();
    const hope = await organizationOf(testApp, 'hope');
    const otherChurch = await ownClient.post(
      '/api/give/stripe/bank-setup-intents',
      { organization_prefixed_id: hope.prefixedId, stripe_customer_id: own.customerId },
      { 'x-giving-token': own.token },
    );
    expect([401, 403]).toContain(otherChurch.statusCode);

    const { setupIntentId } = await linkedDonor();
    const other = await registeredDonor('es');
    const taken = await giveMonthly(other.client, other.donor, setupIntentId);
    expect(taken.json().errors).toEqual({
      payment_method_id: [bankGivingMessage('es', 'bank.accountInvalid')],
    });
    const oneTimeWords = await giveMonthly(other.client, other.donor, setupIntentId, {
      bank_mandate_version: BANK_MANDATE_VERSION,
    });
    expect(oneTimeWords.json().errors).toEqual({
      bank_mandate_accepted: [bankGivingMessage('es', 'bank.recurringSavesAccount')],
    });
    const unlinked = await prepareSetup(other.client, other.donor);
    const notLinked = await giveMonthly(other.client, other.donor, unlinked.json().setup_intent_id);
    expect(notLinked.json().errors).toEqual({
      payment_method_id: [bankGivingMessage('es', 'bank.accountNotLinked')],
    });
    expect(double.requestsTo('POST', `/v1/setup_intents/${setupIntentId}/confirm`)).toHaveLength(0);
  });
});
