import { loadStripe } from '@stripe/stripe-js/pure';
import type { GivingResult, SetupIntentResponse } from '../giving';
import { mountStripeCard } from './mountStripeCard';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
const stripeLoader = jest.mocked(loadStripe);

const intent: GivingResult<SetupIntentResponse> = {
  ok: true,
  status: 200,
  data: { client_secret: 'seti_1_secret_2', setup_intent_id: 'seti_1' },
};

function stripeDouble(confirm: unknown) {
  const card = { mount: jest.fn(), destroy: jest.fn() };
  const create = jest.fn(() => card);
  const elements = jest.fn(() => ({ create }));
  const confirmCardSetup = jest.fn().mockResolvedValue(confirm);
  stripeLoader.mockResolvedValue({ elements, confirmCardSetup } as never);
  return { card, create, elements, confirmCardSetup };
}

const node = {} as HTMLElement;
const mountAt = () =>
  mountStripeCard({ publishableKey: 'pk_test_church', stripeAccount: 'acct_church', locale: 'es', node });

describe('mountStripeCard', () => {
  it('loads Stripe.js on the church’s account and mounts the card field in the donor’s language', async () => {
    const stripe = stripeDouble({ setupIntent: { payment_method: 'pm_1' } });
    const field = await mountAt();
    expect(stripeLoader).toHaveBeenCalledWith('pk_test_church', { stripeAccount: 'acct_church' });
    expect(stripe.elements).toHaveBeenCalledWith({ locale: 'es' });
    expect(stripe.create).toHaveBeenCalledWith('card', { hidePostalCode: true });
    expect(stripe.card.mount).toHaveBeenCalledWith(node);
    field?.destroy();
    expect(stripe.card.destroy).toHaveBeenCalled();
  });

  it('hides Stripe’s Link button when asked, as at a lobby kiosk', async () => {
    const stripe = stripeDouble({ setupIntent: { payment_method: 'pm_1' } });
    await mountStripeCard({
      publishableKey: 'pk_test_church',
      stripeAccount: null,
      locale: 'en',
      node,
      disableLink: true,
    });
    expect(stripe.create).toHaveBeenCalledWith('card', { hidePostalCode: true, disableLink: true });
  });

  it('confirms the card with a new SetupIntent and resolves its payment method', async () => {
    const stripe = stripeDouble({ setupIntent: { payment_method: { id: 'pm_2' } } });
    const field = await mountAt();
    const setupIntent = jest.fn().mockResolvedValue(intent);
    await expect(field?.collect(setupIntent, { name: 'Ana Ruiz' })).resolves.toEqual({
      ok: true,
      paymentMethodId: 'pm_2',
    });
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_2', {
      payment_method: { card: stripe.card, billing_details: { name: 'Ana Ruiz' } },
    });
  });

  it('says why not: our API’s refusal, or Stripe’s error with its decline code', async () => {
    const stripe = stripeDouble({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'No.',
      },
    });
    const field = await mountAt();
    const refused = { ok: false as const, status: 429, code: 'too_many', message: 'Later.', errors: {} };
    await expect(field?.collect(async () => refused)).resolves.toEqual({
      ok: false,
      code: 'too_many',
      message: 'Later.',
      stripeError: null,
    });
    expect(stripe.confirmCardSetup).not.toHaveBeenCalled();
    await expect(field?.collect(async () => intent)).resolves.toEqual({
      ok: false,
      code: 'insufficient_funds',
      message: 'No.',
      stripeError: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    });
  });

  it('is null when Stripe.js did not come', async () => {
    stripeLoader.mockResolvedValue(null);
    await expect(mountAt()).resolves.toBeNull();
  });
});
