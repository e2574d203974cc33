// A guest's one-time gift through the giving calls (docs/CONTRACTS.md "REST: giving"): customer,
// card, gift, its receipt in the donor's locale, and the cards and charges the sandbox declines.
import { coverFee } from '@halo/domain';
import { eq } from 'drizzle-orm';
import { contributionFunds, users } from '../src/db/schema';
import { GivingClient, openGivingWorld, type GivingWorld } from './givingFlow';
import type { TestApp } from './helper';

const world = openGivingWorld();
const { today, newEmail, contributionsOf, mailTo, guestWithCard } = world;
let testApp: TestApp;
let demo: GivingWorld['demo'];
let generalFund: string;
beforeAll(() => {
  ({ testApp, demo, generalFund } = world);
});

describe('a guest’s one-time gift', () => {
  it('goes customer → setup-intent → sandbox card → give, and records the gift, its fund and a receipt', async () => {
    const client = new GivingClient(testApp);
    const email = newEmail();
    const donor = await client.customer(demo.prefixedId, email);
    expect(donor.customerId).toMatch(/^cus_sbx_/);

    const intent = await client.post(
      '/api/give/setup-intent',
      { organization_prefixed_id: demo.prefixedId, stripe_customer_id: donor.customerId },
      { 'x-giving-token': donor.token },
    );
    expect(intent.statusCode).toBe(200);
    expect(intent.json()).toEqual({
      client_secret: expect.any(String),
      setup_intent_id: expect.stringMatching(/^seti_/),
    });

    const card = await client.addCard(donor, '4242 4242 4242 4242');
    expect(card.statusCode).toBe(200);
    expect(card.json()).toEqual({
      payment_method_id: expect.stringMatching(/^pm_sbx_/),
      brand: 'visa',
      last_four: '4242',
      exp_month: 12,
      exp_year: 2030,
    });

    const listed = await client.browser.request({
      url: `/api/give/stripe-payment-methods?stripe_customer_id=${donor.customerId}&organization_prefixed_id=${demo.prefixedId}`,
      headers: { 'x-giving-token': donor.token },
    });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: card.json().payment_method_id, last_four: '4242' }),
    ]);

    const gift = await client.give(donor, {
      payment_method_id: card.json().payment_method_id,
      amount: 5000,
      fund_prefixed_id: generalFund,
      is_fee_covered: true,
      memo: 'For the food pantry',
    });
    expect(gift.statusCode).toBe(201);
    const covered = coverFee(5000, { percentBps: 290, fixedCents: 30 });
    expect(gift.json()).toEqual({
      contribution: {
        prefixed_id: expect.stringMatching(/^con_/),
        amount: covered.chargedCents,
        fee: covered.chargedCents - covered.netCents,
        net_amount: covered.netCents,
        covered_fee: covered.feeCents,
        status: 'succeeded',
        date: today(),
      },
      recurring_giving: null,
      receipt_email: email,
    });

    const [row] = await contributionsOf(donor.donorPrefixedId);
    expect(row).toMatchObject({
      chargedAmount: covered.chargedCents,
      isFeeCovered: true,
      memo: 'For the food pantry',
      cardLastFour: '4242',
    });
    const pivot = await testApp.app.db
      .select()
      .from(contributionFunds)
      .where(eq(contributionFunds.contributionId, row!.id));
    expect(pivot).toEqual([
      expect.objectContaining({ chargedAmount: covered.chargedCents, netAmount: covered.netCents }),
    ]);

    const [receipt] = mailTo(email);
    expect(receipt).toContain('Thank you for your gift to Grace Community Church');
    expect(receipt).toContain('$50.00');
    expect(receipt).toContain('4242');
  });

  it('sends the receipt in the donor’s locale and remembers it', async () => {
    const client = new GivingClient(testApp, 'demo.localhost', { 'x-locale': 'es' });
    const email = newEmail();
    const donor = await client.customer(demo.prefixedId, email);
    const card = await client.addCard(donor, '4242424242424242');
    const gift = await client.give(donor, {
      payment_method_id: card.json().payment_method_id,
      amount: 2500,
      fund_prefixed_id: generalFund,
    });
    expect(gift.statusCode).toBe(201);
    expect(mailTo(email)[0]).toContain('Gracias por su donaci');
    // Spanish as it is written in the church's country (es-US), not Spain's "25,00 US$".
    expect(mailTo(email)[0]).toContain('$25.00');
    expect(mailTo(email)[0]).not.toContain('US$');
    const [user] = await testApp.app.db
      .select()
      .from(users)
      .where(eq(users.prefixedId, donor.donorPrefixedId));
    expect(user!.locale).toBe('es');
  });
});

describe('declines', () => {
  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.', 'Su tarjeta fue rechazada.'],
    [
      '4000000000009995',
      'insufficient_funds',
      'Your card has insufficient funds.',
      'Su tarjeta no tiene fondos suficientes.',
    ],
    ['4000000000000069', 'expired_card', 'Your card has expired.', 'Su tarjeta está vencida.'],
    [
      '4000000000000127',
      'incorrect_cvc',
      'Your card’s security code is incorrect.',
      'El código de seguridad de su tarjeta es incorrecto.',
    ],
  ])('%s is refused at card set-up with 402 %s, in en and es', async (number, code, en, es) => {
    const client = new GivingClient(testApp);
    const donor = await client.customer(demo.prefixedId, newEmail());
    const english = await client.addCard(donor, number);
    expect(english.statusCode).toBe(402);
    expect(english.json()).toEqual({ code, message: en });
    const spanish = await client.addCard(donor, number, { 'x-locale': 'es' });
    expect(spanish.json()).toEqual({ code, message: es });
    expect(await contributionsOf(donor.donorPrefixedId)).toEqual([]);
  });

  it('a number failing the Luhn check is a 422 invalid number', async () => {
    const client = new GivingClient(testApp);
    const donor = await client.customer(demo.prefixedId, newEmail());
    const response = await client.addCard(donor, '4242424242424241');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'invalid_number',
      errors: { card_number: ['Your card number is invalid.'] },
    });
  });

  it('4000000000000341 attaches, but the charge is declined with 402 and nothing is recorded', async () => {
    const { client, donor, paymentMethodId } = await guestWithCard(undefined, '4000000000000341');
    const gift = await client.give(donor, {
      payment_method_id: paymentMethodId,
      amount: 5000,
      fund_prefixed_id: generalFund,
    });
    expect(gift.statusCode).toBe(402);
    expect(gift.json()).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    expect(await contributionsOf(donor.donorPrefixedId)).toEqual([]);
  });
});
