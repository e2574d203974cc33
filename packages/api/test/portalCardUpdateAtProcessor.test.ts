// updatePaymentMethod reaches the processor's copy of the card before ours (docs/PRODUCT.md §2 Payment methods):
// the sandbox's sandbox_payment_methods row, and Stripe's PaymentMethod (the local double), so the
// next charge uses the expiry the donor sees. A refusal at the processor changes nothing of ours.
import { eq } from 'drizzle-orm';
import type { StripeDouble } from '@halo/testkit/stripe/stripeDouble';
import { paymentMethods, processorCustomers, sandboxPaymentMethods } from '../src/db/schema';
import { newPrefixedId } from '../src/db/prefixedId';
import { startAppOnStripeDouble, type AppOnStripeDouble } from './appOnStripeDouble';
import { startTestApp, type TestApp } from './helper';
import { firstError, signInDemoDonor, snapshotDonorData, type PortalDonor } from './portalFixtures';

const UPDATE = /* GraphQL */ `
  mutation Update($input: UpdatePaymentMethodInput!) {
    updatePaymentMethod(input: $input) {
      processorId
      expiration
      cardholderName
    }
  }
`;

const CONNECTED = 'acct_1GraceCardUpdates';

jest.setTimeout(20_000);

describe('a card update on the sandbox', () => {
  let testApp: TestApp;
  let donor: PortalDonor;
  beforeAll(async () => {
    testApp = await startTestApp();
    donor = await signInDemoDonor(testApp);
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it("changes the sandbox card's expiry with ours", async () => {
    const response = await donor.browser.graphql(UPDATE, {
      input: {
        organizationPrefixedId: donor.organizationPrefixedId,
        processorId: donor.cardId,
        cardholderName: 'Jordan Rivera',
        expDate: '09/2033',
      },
    });
    expect(response.json().data.updatePaymentMethod.expiration).toBe('09/2033');
    const [card] = await testApp.app.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, donor.cardId));
    expect(card).toMatchObject({ expMonth: 9, expYear: 2033 });
  });
});

describe('a card update in Stripe mode', () => {
  let stripe: AppOnStripeDouble;
  let double: StripeDouble;
  let testApp: TestApp;
  let donor: PortalDonor;
  let stripeCardId: string;

  beforeAll(async () => {
    stripe = await startAppOnStripeDouble({ keys: 'card_updates', connected: CONNECTED });
    ({ testApp, double } = stripe);
    const db = testApp.app.db;
    donor = await signInDemoDonor(testApp);
    // A card the donor saved through Stripe: the customer and PaymentMethod live at Stripe (the double).
    const [customer] = await db
      .insert(processorCustomers)
      .values({
        organizationId: donor.organizationId,
        userId: donor.userId,
        processorMode: 'stripe',
        customerId: 'cus_card_updates',
      })
      .returning();
    stripeCardId = double.addPaymentMethod({
      customer: 'cus_card_updates',
      account: CONNECTED,
      card: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2030 },
    });
    await db.insert(paymentMethods).values({
      prefixedId: newPrefixedId('pmt'),
      organizationId: donor.organizationId,
      userId: donor.userId,
      processorCustomerId: customer!.id,
      processorMode: 'stripe',
      processorId: stripeCardId,
      brand: 'mastercard',
      lastFour: '4444',
      expMonth: 1,
      expYear: 2030,
      cardholderName: 'Jordan Rivera',
      city: 'Springfield',
      country: 'US',
    });
  }, 60_000);
  afterAll(async () => {
    await stripe?.close();
  });

  const input = (overrides: Record<string, unknown> = {}) => ({
    organizationPrefixedId: donor.organizationPrefixedId,
    processorId: stripeCardId,
    cardholderName: 'Jordan Q. Rivera',
    expDate: '07/2032',
    ...overrides,
  });

  it("sends the new expiry and billing details to Stripe's PaymentMethod on the connected account", async () => {
    const response = await donor.browser.graphql(UPDATE, {
      input: input({ addressLine1: '1 Main St', postalCode: '62701' }),
    });
    expect(response.json().data.updatePaymentMethod).toEqual({
      processorId: stripeCardId,
      expiration: '07/2032',
      cardholderName: 'Jordan Q. Rivera',
    });
    expect(double.paymentMethodUpdates.at(-1)).toEqual({
      id: stripeCardId,
      params: expect.objectContaining({
        'card[exp_month]': '7',
        'card[exp_year]': '2032',
        'billing_details[name]': 'Jordan Q. Rivera',
        'billing_details[address][line1]': '1 Main St',
        // Fields the call did not send keep what we had.
        'billing_details[address][city]': 'Springfield',
        'billing_details[address][postal_code]': '62701',
        'billing_details[address][country]': 'US',
      }),
    });
    const [request] = double.requestsTo('POST', `/v1/payment_methods/${stripeCardId}`).slice(-1);
    expect(request?.stripeAccount).toBe(CONNECTED);
  });

  it.each([
    ['en', 'The card processor did not accept this expiration date. Please check it.'],
    ['es', 'El procesador de tarjetas no aceptó esta fecha de vencimiento. Verifíquela.'],
  ])(
    'a Stripe refusal of the expiry is a field error in %s and changes nothing of ours',
    async (locale, message) => {
      const before = await snapshotDonorData(testApp.app);
      const updatesBefore = double.paymentMethodUpdates.length;
      double.refuseNextCardUpdate('invalid_expiry_year');
      const response = await donor.browser.graphql(
        UPDATE,
        { input: input({ expDate: '03/2040', nickname: 'Never saved' }) },
        { 'x-locale': locale },
      );
      expect(firstError(response.json()).extensions).toEqual({
        category: 'validation',
        validation: { expDate: [message] },
      });
      expect(await snapshotDonorData(testApp.app)).toBe(before);
      expect(double.paymentMethodUpdates).toHaveLength(updatesBefore);
    },
  );

  it('a Stripe outage leaves our copy as it was', async () => {
    const before = await snapshotDonorData(testApp.app);
    double.failNext(3);
    const response = await donor.browser.graphql(UPDATE, { input: input({ expDate: '05/2035' }) });
    expect(response.json().errors).toBeDefined();
    expect(await snapshotDonorData(testApp.app)).toBe(before);
  });
});
