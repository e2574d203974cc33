// StripeProcessor through the real `stripe` SDK against a local double of Stripe's API
// (@halo/testkit/stripe/stripeDouble): what we send, and how we read what Stripe answers.
import { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import type { StripeSettings } from '../src/config';
import { createStripeClient } from '../src/payments/stripe/createStripeClient';
import { StripeProcessor } from '../src/payments/stripe/StripeProcessor';

let double: StripeDouble;
let settings: StripeSettings;
beforeAll(async () => {
  double = await new StripeDouble().start();
  settings = {
    secretKey: 'sk_test_double',
    publishableKey: 'pk_test_double',
    webhookSecrets: [],
    api: double.api,
  };
});
afterAll(() => double?.close());

const CONNECTED = 'acct_1GraceCommunity';

function processor(
  options: { stripeAccount?: string | null; maxNetworkRetries?: number; notes?: string[] } = {},
) {
  const stripe = createStripeClient(settings, { maxNetworkRetries: options.maxNetworkRetries ?? 0 });
  return new StripeProcessor(stripe, {
    stripeAccount: options.stripeAccount === undefined ? CONNECTED : options.stripeAccount,
    onNote: (note) => options.notes?.push(note),
  });
}

const key = () => `key-${Math.random().toString(36).slice(2)}`;

async function customerWithCard(p = processor()) {
  const { customerId } = await p.createCustomer({
    email: 'jordan@example.com',
    name: 'Jordan Rivera',
    organizationPrefixedId: 'org_demo',
    idempotencyKey: key(),
  });
  const paymentMethodId = double.addPaymentMethod({
    customer: customerId,
    account: CONNECTED,
    card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031 },
  });
  return { customerId, paymentMethodId };
}

function chargeInput(customerId: string, paymentMethodId: string, idempotencyKey = key()) {
  return {
    customerId,
    paymentMethodId,
    amountCents: 5_030,
    currency: 'USD',
    description: 'Gift to General Fund',
    idempotencyKey,
    metadata: { contribution_prefixed_id: 'cont_1', fund: 'General Fund' },
  };
}

describe('StripeProcessor', () => {
  it('creates a customer on the connected account with our idempotency key', async () => {
    const idempotencyKey = key();
    const { customerId } = await processor().createCustomer({
      email: 'jordan@example.com',
      name: 'Jordan Rivera',
      organizationPrefixedId: 'org_demo',
      idempotencyKey,
    });
    expect(customerId).toMatch(/^cus_/);
    const [request] = double.requestsTo('POST', '/v1/customers').slice(-1);
    expect(request).toMatchObject({
      idempotencyKey,
      stripeAccount: CONNECTED,
      authorization: 'Bearer sk_test_double',
      params: {
        email: 'jordan@example.com',
        name: 'Jordan Rivera',
        'metadata[organization_prefixed_id]': 'org_demo',
      },
    });
  });

  it('returns the same customer when the same key is sent again', async () => {
    const input = {
      email: 'a@example.com',
      name: 'A',
      organizationPrefixedId: 'org_demo',
      idempotencyKey: key(),
    };
    const first = await processor().createCustomer(input);
    const second = await processor().createCustomer(input);
    expect(second).toEqual(first);
    expect(double.requestsTo('POST', '/v1/customers').slice(-1)[0]?.replayed).toBe(true);
  });

  it('sends no Stripe-Account header for an organization charging on the platform account', async () => {
    await processor({ stripeAccount: null }).createCustomer({
      email: 'b@example.com',
      name: 'B',
      organizationPrefixedId: 'org_hope',
      idempotencyKey: key(),
    });
    expect(double.requestsTo('POST', '/v1/customers').slice(-1)[0]?.stripeAccount).toBeNull();
  });

  it('creates an off-session card SetupIntent for the customer', async () => {
    const { customerId } = await customerWithCard();
    const intent = await processor().createSetupIntent({ customerId, addedByToken: null });
    expect(intent.setupIntentId).toMatch(/^seti_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.setupIntentId}_secret_`));
    const [request] = double.requestsTo('POST', '/v1/setup_intents').slice(-1);
    expect(request?.stripeAccount).toBe(CONNECTED);
    expect(request?.params).toEqual({
      customer: customerId,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
    });
  });

  it('names the giving token a card is added through in the SetupIntent, and reads it back', async () => {
    const p = processor();
    const { customerId, paymentMethodId: attachedWithoutIntent } = await customerWithCard(p);
    const intent = await p.createSetupIntent({ customerId, addedByToken: 'token-one' });
    expect(double.requestsTo('POST', '/v1/setup_intents').slice(-1)[0]?.params).toEqual({
      customer: customerId,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      'metadata[giving_token_id]': 'token-one',
    });
    // Not confirmed yet: the intent attached no card.
    expect(await p.tokenThatAdded(customerId, attachedWithoutIntent)).toBeNull();

    const added = double.confirmSetupIntent(intent.setupIntentId);
    expect(await p.tokenThatAdded(customerId, added)).toBe('token-one');
    expect(double.requestsTo('GET', '/v1/setup_intents').slice(-1)[0]).toMatchObject({
      stripeAccount: CONNECTED,
      params: { customer: customerId, payment_method: added, limit: '100' },
    });
    // A card not added through a token, another customer, another account: no token.
    expect(await p.tokenThatAdded(customerId, attachedWithoutIntent)).toBeNull();
    const other = await customerWithCard(p);
    expect(await p.tokenThatAdded(other.customerId, added)).toBeNull();
    expect(await processor({ stripeAccount: 'acct_other' }).tokenThatAdded(customerId, added)).toBeNull();
    const noToken = await p.createSetupIntent({ customerId, addedByToken: null });
    expect(await p.tokenThatAdded(customerId, double.confirmSetupIntent(noToken.setupIntentId))).toBeNull();
  });

  it('credits a card to the intent that attached it, not to a later one confirmed with it', async () => {
    const p = processor();
    const { customerId } = await customerWithCard(p);
    const first = await p.createSetupIntent({ customerId, addedByToken: 'owner-token' });
    const card = double.confirmSetupIntent(first.setupIntentId);
    const later = await p.createSetupIntent({ customerId, addedByToken: 'stranger-token' });
    double.confirmSetupIntent(later.setupIntentId, { paymentMethod: card });
    expect(await p.tokenThatAdded(customerId, card)).toBe('owner-token');
  });

  it('lists, retrieves and detaches the customer’s cards', async () => {
    const p = processor();
    const { customerId, paymentMethodId } = await customerWithCard(p);
    // Typed in, not from a wallet.
    const card = { brand: 'mastercard', lastFour: '4444', expMonth: 3, expYear: 2031, wallet: null };

    const listed = await p.listPaymentMethods(customerId);
    expect(listed).toEqual([{ paymentMethodId, card }]);
    expect(double.requestsTo('GET', '/v1/payment_methods').slice(-1)[0]?.params).toEqual({
      customer: customerId,
      type: 'card',
      limit: '100',
    });

    expect(await p.getPaymentMethod(paymentMethodId)).toEqual({ paymentMethodId, customerId, card });

    await p.detachPaymentMethod(paymentMethodId);
    expect(double.requestsTo('POST', `/v1/payment_methods/${paymentMethodId}/detach`)).toHaveLength(1);
    expect(await p.listPaymentMethods(customerId)).toEqual([]);
    expect((await p.getPaymentMethod(paymentMethodId))?.customerId).toBeNull();
  });

  it('answers null for a payment method Stripe does not know, or that belongs to another account', async () => {
    const { paymentMethodId } = await customerWithCard();
    expect(await processor().getPaymentMethod('pm_nope')).toBeNull();
    expect(await processor({ stripeAccount: 'acct_other' }).getPaymentMethod(paymentMethodId)).toBeNull();
  });

  it('charges off-session, confirmed at once, with the key, metadata and connected account', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const input = chargeInput(customerId, paymentMethodId);
    const result = await processor().charge(input);
    expect(result).toEqual({
      status: 'succeeded',
      chargeId: expect.stringMatching(/^ch_/),
      card: { brand: 'mastercard', lastFour: '4444', expMonth: 3, expYear: 2031, wallet: null },
      // The charge's balance transaction: 2.9% of $50.30 (145.87 → 146) + 30¢.
      feeCents: 176,
    });
    const [request] = double.requestsTo('POST', '/v1/payment_intents').slice(-1);
    expect(request).toMatchObject({ idempotencyKey: input.idempotencyKey, stripeAccount: CONNECTED });
    expect(request?.params).toEqual({
      amount: '5030',
      currency: 'usd',
      customer: customerId,
      payment_method: paymentMethodId,
      off_session: 'true',
      confirm: 'true',
      description: 'Gift to General Fund',
      'metadata[contribution_prefixed_id]': 'cont_1',
      'metadata[fund]': 'General Fund',
      'expand[0]': 'latest_charge.balance_transaction',
    });
  });

  it('takes the fee from the charge’s balance transaction, whatever Stripe charged', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const charged = await processor().chargeOrAwaitAuthentication(chargeInput(customerId, paymentMethodId));
    if (charged.status !== 'succeeded') throw new Error('charge failed');
    const [intent] = double.paymentIntentsCreated.slice(-1);
    const transaction = double.balanceTransactions.find((row) => row.source === charged.chargeId);
    expect(transaction).toMatchObject({
      object: 'balance_transaction',
      type: 'charge',
      amount: 5030,
      fee: 176,
      net: 4854,
      currency: 'usd',
    });
    // A connected account's application fee (or another price) shows on the balance transaction.
    double.setChargeFee(charged.chargeId, 226);
    const notes: string[] = [];
    const read = await processor({ notes }).chargeAfterAuthentication(intent?.id as string);
    expect(read).toMatchObject({ status: 'succeeded', chargeId: charged.chargeId, feeCents: 226 });
    expect(
      double.requestsTo('GET', `/v1/payment_intents/${intent?.id as string}`).slice(-1)[0]?.params,
    ).toEqual({
      'expand[0]': 'latest_charge.balance_transaction',
    });
    expect(notes).toEqual([]);
  });

  it('charges once when the same key is retried, and answers the first result again', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const input = chargeInput(customerId, paymentMethodId);
    const before = double.paymentIntentsCreated.length;
    const first = await processor().charge(input);
    const second = await processor().charge(input);
    expect(second).toEqual(first);
    expect(double.paymentIntentsCreated.length - before).toBe(1);
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc'],
    ['pm_card_chargeDeclinedProcessingError', 'processing_error'],
    ['pm_card_chargeDeclinedStolenCard', 'card_declined'],
  ])('turns Stripe’s 402 for %s into a failed result %s', async (paymentMethodId, code) => {
    const { customerId } = await customerWithCard();
    await expect(processor().charge(chargeInput(customerId, paymentMethodId))).resolves.toEqual({
      status: 'failed',
      code,
    });
  });

  it('reports an off-session charge that needs 3-D Secure as card_declined, with a note', async () => {
    const notes: string[] = [];
    const { customerId } = await customerWithCard();
    await expect(
      processor({ notes }).charge(chargeInput(customerId, 'pm_card_authenticationRequired')),
    ).resolves.toEqual({ status: 'failed', code: 'card_declined' });
    expect(notes).toEqual([expect.stringContaining('needs authentication')]);
  });

  it('replays a decline for a retried key instead of charging again', async () => {
    const { customerId } = await customerWithCard();
    const input = chargeInput(customerId, 'pm_card_chargeDeclinedInsufficientFunds');
    await processor().charge(input);
    await expect(processor().charge(input)).resolves.toEqual({
      status: 'failed',
      code: 'insufficient_funds',
    });
    expect(double.requestsTo('POST', '/v1/payment_intents').slice(-1)[0]?.replayed).toBe(true);
  });

  it('throws on a Stripe server error, so the caller retries with the same key', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const input = chargeInput(customerId, paymentMethodId);
    double.failNext(1, 500);
    await expect(processor().charge(input)).rejects.toMatchObject({
      type: 'StripeAPIError',
      statusCode: 500,
    });
    const before = double.paymentIntentsCreated.length;
    await expect(processor().charge(input)).resolves.toMatchObject({ status: 'succeeded' });
    expect(double.paymentIntentsCreated.length - before).toBe(1);
  });

  it('retries a 5xx itself with the same idempotency key when retries are on', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const input = chargeInput(customerId, paymentMethodId);
    const before = double.requestsTo('POST', '/v1/payment_intents').length;
    double.failNext(1, 503);
    await expect(processor({ maxNetworkRetries: 1 }).charge(input)).resolves.toMatchObject({
      status: 'succeeded',
    });
    const attempts = double.requestsTo('POST', '/v1/payment_intents').slice(before);
    expect(attempts.map((attempt) => attempt.idempotencyKey)).toEqual([
      input.idempotencyKey,
      input.idempotencyKey,
    ]);
  });

  it('throws when Stripe cannot be reached at all', async () => {
    const unreachable = createStripeClient(
      { ...settings, api: { ...double.api, port: 1 } },
      { maxNetworkRetries: 0 },
    );
    const p = new StripeProcessor(unreachable, { stripeAccount: null });
    await expect(p.createSetupIntent({ customerId: 'cus_x', addedByToken: null })).rejects.toMatchObject({
      type: 'StripeConnectionError',
    });
  });

  it('refunds a charge, whole or in part, with the key', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const charged = await processor().charge(chargeInput(customerId, paymentMethodId));
    if (charged.status !== 'succeeded') throw new Error('charge failed');
    const idempotencyKey = key();
    const { refundId, chargeRefundedCents } = await processor().refund({
      chargeId: charged.chargeId,
      amountCents: 1_000,
      idempotencyKey,
    });
    expect(refundId).toMatch(/^re_/);
    expect(chargeRefundedCents).toBe(1_000);
    expect(double.requestsTo('POST', '/v1/refunds').slice(-1)[0]).toMatchObject({
      idempotencyKey,
      stripeAccount: CONNECTED,
      params: { charge: charged.chargeId, amount: '1000', 'expand[0]': 'charge' },
    });
    // The same key again is the same refund: Stripe replays it, nothing more is given back.
    const replayed = await processor().refund({
      chargeId: charged.chargeId,
      amountCents: 1_000,
      idempotencyKey,
    });
    expect(replayed).toEqual({ refundId, chargeRefundedCents: 1_000 });
    const rest = await processor().refund({ chargeId: charged.chargeId, idempotencyKey: key() });
    // Marked as the console's, so the refund.created Stripe sends for it writes no second email.
    expect(double.requestsTo('POST', '/v1/refunds').slice(-1)[0]?.params).toEqual({
      charge: charged.chargeId,
      'expand[0]': 'charge',
      'metadata[halo_give_refund]': 'console',
    });
    expect(rest.chargeRefundedCents).toBe(chargeInput(customerId, paymentMethodId).amountCents);
    // Each refund moves its money back and returns none of Stripe's fee.
    const refunds = double.balanceTransactions.filter((row) => row.type === 'refund').slice(-2);
    expect(refunds.map((row) => [row.amount, row.fee])).toEqual([
      [-1_000, 0],
      [-4_030, 0],
    ]);
  });
});
