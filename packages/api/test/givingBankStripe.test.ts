// A gift from a bank account on Stripe (docs/PRODUCT.md §22), against the real server and the Stripe
// double: the payment step's PaymentIntent, Stripe.js linking the account (Financial Connections, or
// numbers typed by hand and verified by micro-deposits), POST /api/give confirming it with the ACH
// authorization as `mandate_data`, and Stripe's payment_intent.processing / succeeded / payment_failed
// events settling the gift exactly once, on one instance or two, never another church's, never on a
// forged signature; an ACH return (charge.dispute.created) recorded as a lost bank return. Every way
// in to the new calls is refused as it should be. PGlite and PostgreSQL.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BANK_MANDATE_VERSION, calendarDateInTimeZone, generateIdentifier } from '@halo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { chargeDisputeEvent, type StripeEvent } from '@halo/testkit/stripe/stripeEvents';
import {
  contributionDisputes,
  contributionFunds,
  contributions,
  processedWebhookEvents,
} from '../src/db/schema';
import { bankGivingMessage } from '../src/giving/bankGivingMessages';
import { deliverStripeEvent, startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import { GivingClient, organizationOf, RELAXED_GIVING_LIMITS, type Donor } from './givingFlow';
import type { TestApp } from './helper';
import { startSecondInstance } from './secondInstance';

jest.setTimeout(120_000);

const CONNECTED = 'acct_1GraceBankStripe';
const OTHER_CHURCH = 'acct_1OtherChurch';
const SECRET = 'whsec_test_bank';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'halo-bank-stripe-'));

let stripe: AppOnStripeDouble;
let double: StripeDouble;
let testApp: TestApp;
let second: FastifyInstance;
let demo: Awaited<ReturnType<typeof organizationOf>>;
let generalFund: string;
let emailCounter = 0;
const newEmail = () => `bankstripe${++emailCounter}-${Date.now()}@example.com`;

beforeAll(async () => {
  stripe = await startAppOnStripeDouble({
    keys: 'bank',
    webhookSecrets: [SECRET],
    connected: CONNECTED,
    chargesEnabled: true,
    config: { dataDir, givingRateLimits: RELAXED_GIVING_LIMITS },
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
/** The same delivery to the second instance (its own HTTP stack, the same database). */
const deliverToSecond = (event: StripeEvent) =>
  deliverStripeEvent({ ...testApp, app: second }, event, { secret: SECRET });

function mailTo(email: string): string[] {
  const folder = path.join(dataDir, 'mail');
  return readdirSync(folder)
    .filter((file) => file.includes(email))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'));
}

/** A quoted-printable mail body read back as its text. */
function plain(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function prepare(client: GivingClient, donor: Donor, amount: number, headers: Record<string, string> = {}) {
  return client.post(
    '/api/give/stripe/bank-payment-intents',
    { organization_prefixed_id: donor.organizationPrefixedId, stripe_customer_id: donor.customerId, amount },
    { 'x-giving-token': donor.token, ...headers },
  );
}

function give(
  client: GivingClient,
  donor: Donor,
  paymentIntentId: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return client.give(
    donor,
    {
      payment_method_id: paymentIntentId,
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

/** A guest, the payment step's intent for $50.00, and Stripe.js linking an account to it. */
async function linkedGuest(link: Parameters<StripeDouble['collectBankAccount']>[1] = {}, locale = 'en') {
  const client = new GivingClient(testApp, 'demo.localhost', {
    'x-locale': locale,
    'user-agent': 'Jest bank',
  });
  const email = newEmail();
  const donor = await client.customer(demo.prefixedId, email);
  const prepared = await prepare(client, donor, 5000);
  expect(prepared.statusCode).toBe(200);
  const { payment_intent_id, client_secret } = prepared.json();
  expect(double.collectBankAccount(client_secret, link)?.account).toBe(CONNECTED);
  return { client, donor, email, paymentIntentId: payment_intent_id as string };
}

async function giftRow(prefixedId: string) {
  const [row] = await testApp.app.db
    .select()
    .from(contributions)
    .where(eq(contributions.prefixedId, prefixedId));
  return row!;
}

describe('a bank account gift on Stripe', () => {
  it('is offered to a Stripe-connected USD church', () => {
    expect((demo.onlineGiving as { bankPayments?: boolean }).bankPayments).toBe(true);
  });

  it('verified at once: processing with the mandate given to Stripe, settled once by payment_intent.succeeded, on either instance', async () => {
    const { client, donor, email, paymentIntentId } = await linkedGuest();
    const key = generateIdentifier();
    const gift = await give(client, donor, paymentIntentId, {}, { 'idempotency-key': key });
    expect(gift.statusCode).toBe(201);
    const contribution = gift.json().contribution;
    expect(contribution).toMatchObject({
      status: 'processing',
      amount: 5000,
      fee: 40,
      bank_verification_url: null,
    });
    // The same key answers the same, and Stripe is confirmed once.
    const again = await give(client, donor, paymentIntentId, {}, { 'idempotency-key': key });
    expect(again.json()).toEqual(gift.json());
    const confirms = double.requestsTo('POST', `/v1/payment_intents/${paymentIntentId}/confirm`);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]!.stripeAccount).toBe(CONNECTED);
    expect(confirms[0]!.params).toMatchObject({
      'mandate_data[customer_acceptance][type]': 'online',
      'mandate_data[customer_acceptance][online][user_agent]': 'Jest bank',
      'mandate_data[customer_acceptance][online][ip_address]': expect.any(String),
    });
    const row = await giftRow(contribution.prefixed_id);
    expect(row).toMatchObject({
      status: 'processing',
      processorMode: 'stripe',
      paymentMethodType: 'bank',
      cardBrand: 'STRIPE TEST BANK',
      cardLastFour: '6789',
      bankMandateVersion: BANK_MANDATE_VERSION,
      processorChargeId: expect.stringMatching(/^py_/),
    });
    const first = plain(mailTo(email).join('\n'));
    expect(first).toContain('is processing');
    expect(first).toContain('I authorize');
    expect(first).not.toContain('Verify your bank account');

    const succeeded = double.settleBankDebit(paymentIntentId);
    expect(succeeded.type).toBe('payment_intent.succeeded');
    // Stripe kept more than its list price (an application fee, say): the gift costs the church that.
    double.setChargeFee(row.processorChargeId!, 55);
    // Stripe sends it again, and another copy reaches the second instance at the same moment.
    const copy = { ...succeeded, id: `${succeeded.id}_resent` };
    const answers = await Promise.all([deliver(succeeded), deliverToSecond(copy), deliver(succeeded)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await giftRow(contribution.prefixed_id)).toMatchObject({
      status: 'succeeded',
      fee: 55,
      netAmount: 4945,
    });
    expect(
      await testApp.app.db
        .select({ amount: contributionFunds.chargedAmount, netAmount: contributionFunds.netAmount })
        .from(contributionFunds)
        .where(eq(contributionFunds.contributionId, row.id)),
    ).toEqual([{ amount: 5000, netAmount: 4945 }]);
    await testApp.app.outbox.drain();
    const receipts = mailTo(email).filter((mail) => /Subject: Thank you for your gift/.test(plain(mail)));
    expect(receipts).toHaveLength(1);
    const [handled] = await testApp.app.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, succeeded.id));
    expect(handled).toMatchObject({ account: CONNECTED, processedAt: expect.any(Date) });
  });

  it('verified by micro-deposits: waits with Stripe’s page in the email, then Stripe’s test amounts start the debit, which fails as its account says', async () => {
    const { client, donor, email, paymentIntentId } = await linkedGuest(
      { manualAccountNumber: '000222222227', holderName: 'Jenny Rosen' },
      'es',
    );
    const gift = await give(client, donor, paymentIntentId);
    expect(gift.statusCode).toBe(201);
    const contribution = gift.json().contribution;
    expect(contribution.bank_verification_url).toMatch(/^https:\/\/payments\.stripe\.com\/microdeposit\//);
    expect(await giftRow(contribution.prefixed_id)).toMatchObject({
      status: 'processing',
      processorChargeId: null,
      cardLastFour: '2227',
    });
    const first = plain(mailTo(email).join('\n'));
    expect(first).toContain('Verifique su cuenta bancaria:');
    expect(first).toContain(contribution.bank_verification_url);

    // A wrong try changes nothing; Stripe's test amounts verify it and the debit is sent.
    expect(double.verifyMicrodeposits(paymentIntentId, { amounts: [10, 11] })).toBeNull();
    const processing = double.verifyMicrodeposits(paymentIntentId, { amounts: [32, 45] })!;
    expect(processing.type).toBe('payment_intent.processing');
    expect((await deliver(processing)).statusCode).toBe(200);
    const charge = (await giftRow(contribution.prefixed_id)).processorChargeId;
    expect(charge).toMatch(/^py_/);

    const failed = double.settleBankDebit(paymentIntentId);
    expect(failed.type).toBe('payment_intent.payment_failed');
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await deliver({ ...failed, id: `${failed.id}_again` })).statusCode).toBe(200);
    expect(await giftRow(contribution.prefixed_id)).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
      processorChargeId: charge,
    });
    await testApp.app.outbox.drain();
    const failures = mailTo(email)
      .map(plain)
      .filter((mail) => mail.includes('Su banco no pagó su donación'));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('La cuenta no tenía fondos suficientes para el débito.');
  });

  it('the descriptor code SM11AA verifies too; three wrong tries fail the gift as not verified', async () => {
    const coded = await linkedGuest({ manualAccountNumber: '000123456789' });
    const codedGift = (await give(coded.client, coded.donor, coded.paymentIntentId)).json().contribution;
    expect(double.verifyMicrodeposits(coded.paymentIntentId, { descriptorCode: 'SM11AA' })?.type).toBe(
      'payment_intent.processing',
    );

    const { client, donor, email, paymentIntentId } = await linkedGuest({
      manualAccountNumber: '000123456789',
    });
    const contribution = (await give(client, donor, paymentIntentId)).json().contribution;
    expect(double.verifyMicrodeposits(paymentIntentId, { amounts: [1, 2] })).toBeNull();
    expect(double.verifyMicrodeposits(paymentIntentId, { descriptorCode: 'SM00XX' })).toBeNull();
    const gaveUp = double.verifyMicrodeposits(paymentIntentId, { amounts: [3, 4] })!;
    expect(gaveUp.type).toBe('payment_intent.payment_failed');
    expect((await deliver(gaveUp)).statusCode).toBe(200);
    expect(await giftRow(contribution.prefixed_id)).toMatchObject({
      status: 'failed',
      failureCode: 'verification_failed',
    });
    await testApp.app.outbox.drain();
    expect(plain(mailTo(email).join('\n'))).toContain('was not verified with its two small deposits in time');
    expect((await giftRow(codedGift.prefixed_id)).status).toBe('processing');
    // The donor's portal Activity says why, in the bank's words.
    const row = await giftRow(contribution.prefixed_id);
    const feed = async (locale: 'en' | 'es') =>
      (
        await testApp.app.reports.activity.recent(
          { organizationId: row.organizationId, donorUserId: row.donorUserId, guestGiftsHidden: false },
          locale,
        )
      ).find((item) => item.contributionPrefixedId === contribution.prefixed_id)?.description;
    expect(await feed('en')).toMatch(
      /^Gift of \$\S+ to .+ failed\. The bank account was not verified with its two small deposits in time, so it could not be debited\.$/,
    );
    expect(await feed('es')).toMatch(
      /^La donación de .+ falló\. La cuenta bancaria no se verificó a tiempo con sus dos pequeños depósitos, así que no se pudo debitar\.$/,
    );
  });

  it('ignores another church’s event and a forged signature', async () => {
    const { client, donor, paymentIntentId } = await linkedGuest();
    const contribution = (await give(client, donor, paymentIntentId)).json().contribution;
    const succeeded = double.settleBankDebit(paymentIntentId);
    // The same PaymentIntent's event from another connected account touches nothing here.
    expect(
      (await deliver({ ...succeeded, id: `${succeeded.id}_other`, account: OTHER_CHURCH })).statusCode,
    ).toBe(200);
    expect((await giftRow(contribution.prefixed_id)).status).toBe('processing');
    expect((await deliver(succeeded, 'whsec_forged')).statusCode).toBe(400);
    expect((await giftRow(contribution.prefixed_id)).status).toBe('processing');
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await giftRow(contribution.prefixed_id)).status).toBe('succeeded');
  });

  it('an ACH return after success (charge.dispute.created) is a lost bank return, and the gift counts no more', async () => {
    const { client, donor, paymentIntentId } = await linkedGuest();
    const contribution = (await give(client, donor, paymentIntentId)).json().contribution;
    expect((await deliver(double.settleBankDebit(paymentIntentId))).statusCode).toBe(200);
    const charge = (await giftRow(contribution.prefixed_id)).processorChargeId!;
    const returned = chargeDisputeEvent(
      'charge.dispute.created',
      // Stripe marks an ACH dispute lost at once: it cannot be answered with evidence.
      {
        id: `dp_${charge}`,
        charge,
        amount: 5000,
        status: 'lost',
        reason: 'debit_not_authorized',
        dueBy: 1_900_000_000,
      },
      { account: CONNECTED },
    );
    expect((await deliver(returned)).statusCode).toBe(200);
    expect((await deliverToSecond({ ...returned, id: `${returned.id}_again` })).statusCode).toBe(200);
    const disputes = await testApp.app.db
      .select()
      .from(contributionDisputes)
      .where(eq(contributionDisputes.processorDisputeId, `dp_${charge}`));
    expect(disputes).toEqual([
      expect.objectContaining({
        status: 'lost',
        reason: 'debit_not_authorized',
        evidenceDueBy: null,
        fee: 1500,
      }),
    ]);
    expect(await giftRow(contribution.prefixed_id)).toMatchObject({
      status: 'succeeded',
      refundedAmount: 5000,
    });
  });
});

describe('a confirmation whose answer never came back', () => {
  it('is replayed by Stripe for the same Idempotency-Key, and the gift is recorded once', async () => {
    const { client, donor, paymentIntentId } = await linkedGuest();
    const key = generateIdentifier();
    // The server's first try reached Stripe, then its answer was lost (or the process stopped before
    // the gift was written): Stripe holds the debit confirmed under this key.
    const sdk = new Stripe('sk_test_bank', { ...double.api, maxNetworkRetries: 0 });
    // A gift given first shows the IP the server sends Stripe for this test's requests.
    const first = await give(client, donor, paymentIntentId, {}, { 'idempotency-key': generateIdentifier() });
    expect(first.statusCode).toBe(201);
    const [sent] = double.requestsTo('POST', `/v1/payment_intents/${paymentIntentId}/confirm`);
    const other = await linkedGuest();
    await sdk.paymentIntents.confirm(
      other.paymentIntentId,
      {
        mandate_data: {
          customer_acceptance: {
            type: 'online',
            online: {
              ip_address: sent!.params['mandate_data[customer_acceptance][online][ip_address]']!,
              user_agent: 'Jest bank',
            },
          },
        },
        expand: ['payment_method'],
      },
      { stripeAccount: CONNECTED, idempotencyKey: `give:${demo.prefixedId}:${key}` },
    );
    const retried = await give(
      other.client,
      other.donor,
      other.paymentIntentId,
      {},
      { 'idempotency-key': key },
    );
    expect(retried.statusCode).toBe(201);
    const confirms = double.requestsTo('POST', `/v1/payment_intents/${other.paymentIntentId}/confirm`);
    expect(confirms.map((request) => request.replayed)).toEqual([false, true]);
    expect(await giftRow(retried.json().contribution.prefixed_id)).toMatchObject({
      status: 'processing',
      processorChargeId: expect.stringMatching(/^py_/),
    });
    // Under another key, the confirmed debit gives nothing more.
    const again = await give(other.client, other.donor, other.paymentIntentId);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      payment_method_id: [bankGivingMessage('en', 'bank.accountInvalid')],
    });
  });
});

describe('the ways in', () => {
  it('refuses another giver’s debit, one not linked yet, a changed amount, a recurring gift and saving', async () => {
    const { client, donor, paymentIntentId } = await linkedGuest({}, 'es');
    const stranger = await client.customer(demo.prefixedId, newEmail());
    const taken = await give(client, stranger, paymentIntentId, {}, { 'x-locale': 'es' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      payment_method_id: [bankGivingMessage('es', 'bank.accountInvalid')],
    });

    const changed = await give(client, donor, paymentIntentId, { amount: 6000 });
    expect(changed.json().errors).toEqual({ amount: [bankGivingMessage('es', 'bank.amountChanged')] });
    const recurring = await give(client, donor, paymentIntentId, {
      frequency: 'monthly',
      start_date: calendarDateInTimeZone('America/Chicago', new Date()),
    });
    // A guest's token cannot set up a recurring gift at all (an account is required).
    expect(recurring.statusCode).toBe(403);
    const saving = await give(client, donor, paymentIntentId, { save_bank_account: true });
    expect(saving.json().errors).toEqual({
      save_bank_account: [bankGivingMessage('es', 'bank.stripeCannotSave')],
    });
    const unticked = await give(client, donor, paymentIntentId, { bank_mandate_accepted: false });
    expect(unticked.json().errors).toEqual({
      bank_mandate_accepted: [bankGivingMessage('es', 'bank.mandateRequired')],
    });

    const unlinked = await prepare(client, donor, 5000);
    const notLinked = await give(client, donor, unlinked.json().payment_intent_id);
    expect(notLinked.json().errors).toEqual({
      payment_method_id: [bankGivingMessage('es', 'bank.accountNotLinked')],
    });
    // Nothing was confirmed at Stripe, and the debit still gives once its own donor asks.
    expect(double.requestsTo('POST', `/v1/payment_intents/${paymentIntentId}/confirm`)).toHaveLength(0);
    expect((await give(client, donor, paymentIntentId)).statusCode).toBe(201);
  });

  it('refuses the payment step’s intent without a giving token, with another church’s, and with a bad amount', async () => {
    const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': 'en' });
    const donor = await client.customer(demo.prefixedId, newEmail());
    const noToken = await client.post('/api/give/stripe/bank-payment-intents', {
      organization_prefixed_id: donor.organizationPrefixedId,
      stripe_customer_id: donor.customerId,
      amount: 5000,
    });
    expect(noToken.statusCode).toBe(401);
    const hope = await organizationOf(testApp, 'hope');
    const otherChurch = await client.post(
      '/api/give/stripe/bank-payment-intents',
      { organization_prefixed_id: hope.prefixedId, stripe_customer_id: donor.customerId, amount: 5000 },
      { 'x-giving-token': donor.token },
    );
    expect([401, 403]).toContain(otherChurch.statusCode);
    const badAmount = await prepare(client, donor, -5);
    expect(badAmount.statusCode).toBe(422);
    expect(Object.keys(badAmount.json().errors)).toEqual(['amount']);
  });
});
