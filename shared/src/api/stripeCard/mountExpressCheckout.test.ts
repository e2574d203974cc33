/** @jest-environment ./jest.jsdom-environment.js */
import { loadStripe } from '@stripe/stripe-js/pure';
import type { GivingResult, SetupIntentResponse } from '../giving';
import { mountExpressCheckout } from './mountExpressCheckout';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const stripeLoader = jest.mocked(loadStripe);

const intent: GivingResult<SetupIntentResponse> = {
  ok: true,
  status: 200,
  data: { client_secret: 'seti_1_secret_2', setup_intent_id: 'seti_1' },
};

function stripeDouble(confirm: unknown) {
  const handlers: Record<string, (event: unknown) => void> = {};
  const element = {
    mount: jest.fn(),
    destroy: jest.fn(),
    on: jest.fn((name: string, handler: (event: unknown) => void) => {
      handlers[name] = handler;
    }),
  };
  const elementsObject = { create: jest.fn(() => element), submit: jest.fn().mockResolvedValue({}) };
  const elements = jest.fn(() => elementsObject);
  const confirmSetup = jest.fn().mockResolvedValue(confirm);
  stripeLoader.mockResolvedValue({ elements, confirmSetup } as never);
  return { element, elements, elementsObject, confirmSetup, handlers };
}

const node = {} as HTMLElement;

describe('mountExpressCheckout', () => {
  it('mounts Stripe’s Express Checkout Element in setup mode on the church’s account, shown only when a wallet is offered', async () => {
    const stripe = stripeDouble({ setupIntent: { payment_method: 'pm_wallet' } });
    const onAvailable = jest.fn();
    const mounted = await mountExpressCheckout({
      publishableKey: 'pk_test_church',
      stripeAccount: 'acct_church',
      locale: 'es',
      currency: 'USD',
      node,
      onAvailable,
      onConfirm: jest.fn(),
    });
    expect(stripeLoader).toHaveBeenCalledWith('pk_test_church', { stripeAccount: 'acct_church' });
    expect(stripe.elements).toHaveBeenCalledWith({
      mode: 'setup',
      currency: 'usd',
      allowedPaymentMethodTypes: ['card'],
      locale: 'es',
    });
    expect(stripe.elementsObject.create).toHaveBeenCalledWith('expressCheckout', expect.any(Object));
    expect(stripe.element.mount).toHaveBeenCalledWith(node);
    stripe.handlers.ready!({ availablePaymentMethods: null });
    expect(onAvailable).toHaveBeenLastCalledWith(false);
    stripe.handlers.ready!({ availablePaymentMethods: { applePay: true, googlePay: false } });
    expect(onAvailable).toHaveBeenLastCalledWith(true);
    mounted?.destroy();
    expect(stripe.element.destroy).toHaveBeenCalled();
  });

  it('saves the wallet’s card with the SetupIntent when the donor approves, and tells the sheet of a failure', async () => {
    const stripe = stripeDouble({ setupIntent: { payment_method: { id: 'pm_wallet' } } });
    let collect: Parameters<Parameters<typeof mountExpressCheckout>[0]['onConfirm']>[0] | null = null;
    await mountExpressCheckout({
      publishableKey: 'pk_test_church',
      stripeAccount: null,
      locale: 'en',
      currency: 'USD',
      node,
      onAvailable: jest.fn(),
      onConfirm: (given) => {
        collect = given;
      },
    });
    const paymentFailed = jest.fn();
    stripe.handlers.confirm!({ expressPaymentType: 'apple_pay', paymentFailed });
    await expect(collect!(jest.fn().mockResolvedValue(intent))).resolves.toEqual({
      ok: true,
      paymentMethodId: 'pm_wallet',
    });
    expect(stripe.confirmSetup).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: 'seti_1_secret_2', redirect: 'if_required' }),
    );
    const refused = await collect!(
      jest.fn().mockResolvedValue({ ok: false, status: 422, code: null, message: 'No.', errors: {} }),
    );
    expect(refused).toMatchObject({ ok: false, message: 'No.' });
    expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
  });

  it('gives Apple Pay the recurring gift’s request on the press, and nothing for a one-time gift', async () => {
    const stripe = stripeDouble({ setupIntent: { payment_method: 'pm_wallet' } });
    let recurring: ReturnType<NonNullable<Parameters<typeof mountExpressCheckout>[0]['recurring']>> = null;
    await mountExpressCheckout({
      publishableKey: 'pk_test_church',
      stripeAccount: null,
      locale: 'en',
      currency: 'USD',
      node,
      onAvailable: jest.fn(),
      onConfirm: jest.fn(),
      recurring: () => recurring,
    });
    const resolve = jest.fn();
    stripe.handlers.click!({ expressPaymentType: 'apple_pay', resolve });
    expect(resolve).toHaveBeenLastCalledWith({});
    recurring = {
      description: 'Recurring gift to Grace Community Church',
      label: 'Monthly gift',
      amountCents: 5175,
      startDate: '2027-03-04',
      endDate: null,
      interval: { unit: 'month', count: 1 },
      managementUrl: 'https://demo.halo.example/recurring-gifts',
    };
    stripe.handlers.click!({ expressPaymentType: 'apple_pay', resolve });
    expect(resolve).toHaveBeenLastCalledWith({
      applePay: {
        recurringPaymentRequest: {
          paymentDescription: 'Recurring gift to Grace Community Church',
          managementURL: 'https://demo.halo.example/recurring-gifts',
          regularBilling: {
            amount: 5175,
            label: 'Monthly gift',
            recurringPaymentStartDate: new Date('2027-03-04T12:00:00'),
            recurringPaymentIntervalUnit: 'month',
            recurringPaymentIntervalCount: 1,
          },
        },
      },
    });
  });
});
