// Stripe.js's bank collection as the giving form calls it: on the church's connected account, for a
// `us_bank_account` with the holder's name and email; linked only when Stripe leaves the intent
// `requires_confirmation`, a closed dialog saying nothing and a refusal in Stripe's words.
import { loadStripe } from '@stripe/stripe-js/pure';
import { collectStripeBankAccount } from './collectStripeBankAccount';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

const collectBankAccountForPayment = jest.fn();
const loadStripeMock = loadStripe as jest.MockedFunction<typeof loadStripe>;

beforeEach(() => {
  collectBankAccountForPayment.mockReset();
  loadStripeMock.mockReset();
  loadStripeMock.mockResolvedValue({ collectBankAccountForPayment } as never);
});

const collect = () =>
  collectStripeBankAccount({
    publishableKey: 'pk_test_church',
    stripeAccount: 'acct_church',
    clientSecret: 'pi_1_secret_2',
    name: 'Ana Ruiz',
    email: 'ana@example.com',
  });

it('asks Stripe for a US bank account on the church’s account, linked when the intent awaits confirmation', async () => {
  collectBankAccountForPayment.mockResolvedValue({ paymentIntent: { status: 'requires_confirmation' } });
  expect(await collect()).toEqual({ linked: true });
  expect(loadStripeMock).toHaveBeenCalledWith('pk_test_church', { stripeAccount: 'acct_church' });
  expect(collectBankAccountForPayment).toHaveBeenCalledWith({
    clientSecret: 'pi_1_secret_2',
    params: {
      payment_method_type: 'us_bank_account',
      payment_method_data: { billing_details: { name: 'Ana Ruiz', email: 'ana@example.com' } },
    },
  });
});

it('says nothing when the donor closed the dialog, and Stripe’s words when it refused', async () => {
  collectBankAccountForPayment.mockResolvedValueOnce({
    paymentIntent: { status: 'requires_payment_method' },
  });
  expect(await collect()).toEqual({ linked: false, message: null });
  collectBankAccountForPayment.mockResolvedValueOnce({ error: { message: 'Your bank is not supported.' } });
  expect(await collect()).toEqual({ linked: false, message: 'Your bank is not supported.' });
});
