// A gift from a bank account on Stripe, without React, against a real HTTP server standing in for the
// API: the intent of the amount debited, Stripe's dialog (replaced here) linking the account, then
// POST /api/give with the intent and the one-time authorization; the thank-you step's processing
// notice and Stripe's micro-deposit page; a closed dialog or a refusal stops with its words. A recurring
// gift keeps the account: a SetupIntent, Stripe's dialog for it, and the saved account's words.
import { BANK_MANDATE_VERSION, SAVED_BANK_MANDATE_VERSION } from '@halo/domain';
import { createGivingClient } from 'halo_shared/api/giving';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { customerAnswer, testOrganization } from '@halo/testkit/giving/testOrganization';
import { createGivingForm } from './givingForm';
import type { GivingFormStore } from './givingFormState';
import { giveFromStripeBank, type CollectBankAccount } from './stripeBankGift';

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const organization = {
  ...testOrganization,
  onlineGiving: {
    ...testOrganization.onlineGiving,
    processor: { mode: 'stripe' as const, publishableKey: 'pk_test_church', stripeAccount: 'acct_church' },
  },
};

function makeForm(): GivingFormStore {
  const form = createGivingForm({
    organization,
    client: createGivingClient({ apiUrl: server.url, locale: () => 'en' }),
    today: () => '2026-12-03',
    locale: () => 'en',
  });
  const { setValue } = form.getState();
  setValue('amountChoice', '5000');
  setValue('email', 'ana@example.com');
  setValue('firstName', 'Ana');
  setValue('lastName', 'Ruiz');
  return form;
}

const processingGift = (verificationUrl: string | null) => ({
  contribution: {
    prefixed_id: 'con_bank',
    amount: 5000,
    fee: 40,
    net_amount: 4960,
    status: 'processing',
    date: '2026-12-03',
    settles_on: '2026-12-09',
    bank_verification_url: verificationUrl,
  },
  recurring_giving: null,
  receipt_email: 'ana@example.com',
});

function answer(gift: unknown) {
  const bodies: Record<string, unknown> = {};
  server.on('POST', '/api/give/customer', (_request, response) => sendJson(response, 200, customerAnswer));
  server.on('POST', '/api/give/stripe/bank-payment-intents', (request, response) => {
    bodies.intent = { body: request.json(), token: request.headers['x-giving-token'] };
    sendJson(response, 200, { payment_intent_id: 'pi_bank', client_secret: 'pi_bank_secret_1' });
  });
  server.on('POST', '/api/give', (request, response) => {
    bodies.gift = request.json();
    sendJson(response, 201, gift);
  });
  return bodies;
}

const give = (form: GivingFormStore, collect: CollectBankAccount, mandate = true) =>
  giveFromStripeBank({
    store: form,
    client: createGivingClient({ apiUrl: server.url, locale: () => 'en' }),
    organization,
    entry: { holder: ' Ana Ruiz ', mandate },
    chargedCents: 5000,
    collect,
    signedIn: false,
  });

describe('a gift from a bank account on Stripe', () => {
  it('asks for the intent of the amount, has Stripe link the account, and gives with the intent and the one-time authorization', async () => {
    const bodies = answer(processingGift(null));
    const collect = jest.fn<ReturnType<CollectBankAccount>, Parameters<CollectBankAccount>>(async () => ({
      linked: true,
    }));
    const form = makeForm();
    expect(await give(form, collect)).toEqual({});
    expect(bodies.intent).toEqual({
      body: { organization_prefixed_id: organization.prefixedId, stripe_customer_id: 'cus_1', amount: 5000 },
      token: 'gt_1',
    });
    expect(collect).toHaveBeenCalledWith({
      clientSecret: 'pi_bank_secret_1',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      forSetup: false,
    });
    expect(bodies.gift).toMatchObject({
      payment_method_id: 'pi_bank',
      payment_method_type: 'bank',
      bank_mandate_accepted: true,
      bank_mandate_version: BANK_MANDATE_VERSION,
      amount: 5000,
      frequency: 'one_time',
    });
    expect(bodies.gift).not.toHaveProperty('save_bank_account');
    expect(form.getState()).toMatchObject({
      step: 'done',
      submitting: false,
      result: { giftId: 'con_bank', settlesOn: '2026-12-09', bankVerificationUrl: null },
    });
  });

  it('carries Stripe’s micro-deposit page to the thank-you step when the account waits for it', async () => {
    answer(processingGift('https://payments.stripe.com/microdeposit/pacs_test_1'));
    const form = makeForm();
    await give(form, async () => ({ linked: true }));
    expect(form.getState().result?.bankVerificationUrl).toBe(
      'https://payments.stripe.com/microdeposit/pacs_test_1',
    );
  });

  it('stops without giving when the donor closes Stripe’s dialog, and with Stripe’s words when it refuses', async () => {
    const bodies = answer(processingGift(null));
    const form = makeForm();
    expect(await give(form, async () => ({ linked: false, message: null }))).toEqual({
      account: { key: 'giving-bank:notLinked' },
    });
    expect(form.getState()).toMatchObject({
      step: 'details',
      submitting: false,
      message: { key: 'giving-bank:notLinked' },
    });
    expect(bodies.gift).toBeUndefined();
    const refused = await give(form, async () => ({ linked: false, message: 'Your bank is not supported.' }));
    expect(refused).toEqual({ account: { text: 'Your bank is not supported.' } });
    expect(bodies.gift).toBeUndefined();
  });

  it('shows the server’s refusal of the authorization on its box', async () => {
    server.on('POST', '/api/give/customer', (_request, response) => sendJson(response, 200, customerAnswer));
    server.on('POST', '/api/give/stripe/bank-payment-intents', (_request, response) =>
      sendJson(response, 200, { payment_intent_id: 'pi_bank', client_secret: 'pi_bank_secret_1' }),
    );
    server.on('POST', '/api/give', (_request, response) =>
      sendJson(response, 422, {
        errors: {
          bank_mandate_accepted: ['Please tick the box to authorize the debit from your bank account.'],
        },
      }),
    );
    const form = makeForm();
    expect(await give(form, async () => ({ linked: true }), false)).toEqual({
      mandate: { text: 'Please tick the box to authorize the debit from your bank account.' },
    });
    expect(form.getState().step).not.toBe('done');
  });
});

describe('a recurring gift from a bank account on Stripe', () => {
  it('asks for a SetupIntent, has Stripe link the account to it, and gives monthly under the saved account’s words', async () => {
    const bodies: Record<string, unknown> = {};
    server.on('POST', '/api/give/stripe/bank-setup-intents', (request, response) => {
      bodies.setup = { body: request.json(), token: request.headers['x-giving-token'] };
      sendJson(response, 200, { setup_intent_id: 'seti_bank', client_secret: 'seti_bank_secret_1' });
    });
    server.on('POST', '/api/give', (request, response) => {
      bodies.gift = request.json();
      sendJson(response, 201, {
        contribution: null,
        recurring_giving: {
          prefixed_id: 'rcg_bank',
          frequency: 'monthly',
          start_date: '2026-12-03',
          next_occurrence: null,
          bank_verification_url: 'https://payments.stripe.com/microdeposit/sacs_test_1',
        },
        receipt_email: null,
      });
    });
    const form = makeForm();
    form.getState().setValue('frequencyKind', 'recurring');
    form.getState().setValue('period', 'monthly');
    // A signed-in donor's own token came with the form.
    form.setState({
      customer: { stripeCustomerId: 'cus_1', donorPrefixedId: 'usr_1', givingToken: 'gt_full' },
    });
    const collect = jest.fn<ReturnType<CollectBankAccount>, Parameters<CollectBankAccount>>(async () => ({
      linked: true,
    }));
    expect(
      await giveFromStripeBank({
        store: form,
        client: createGivingClient({ apiUrl: server.url, locale: () => 'en' }),
        organization,
        entry: { holder: 'Ana Ruiz', mandate: true },
        chargedCents: 5000,
        collect,
        signedIn: true,
      }),
    ).toEqual({});
    expect(bodies.setup).toEqual({
      body: { organization_prefixed_id: organization.prefixedId, stripe_customer_id: 'cus_1' },
      token: 'gt_full',
    });
    expect(collect).toHaveBeenCalledWith({
      clientSecret: 'seti_bank_secret_1',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      forSetup: true,
    });
    expect(bodies.gift).toMatchObject({
      payment_method_id: 'seti_bank',
      payment_method_type: 'bank',
      bank_mandate_accepted: true,
      bank_mandate_version: SAVED_BANK_MANDATE_VERSION,
      frequency: 'monthly',
    });
    expect(form.getState()).toMatchObject({
      step: 'done',
      result: {
        giftId: 'rcg_bank',
        frequency: 'monthly',
        settlesOn: null,
        bankVerificationUrl: 'https://payments.stripe.com/microdeposit/sacs_test_1',
      },
    });
  });
});
