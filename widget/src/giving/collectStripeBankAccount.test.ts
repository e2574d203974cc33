// Stripe.js's bank collection (Stripe.js replaced here): a gift's PaymentIntent through
// collectBankAccountForPayment, a recurring gift's SetupIntent through collectBankAccountForSetup, the
// holder's name and email as billing details, and what the form makes of Stripe's answer.
import { loadStripe } from '@stripe/stripe-js/pure';
import { collectStripeBankAccount } from './collectStripeBankAccount';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));

const collectBankAccountForPayment = jest.fn();
const collectBankAccountForSetup = jest.fn();
beforeEach(() => {
  jest.mocked(loadStripe).mockResolvedValue({
    collectBankAccountForPayment,
    collectBankAccountForSetup,
  } as unknown as Awaited<ReturnType<typeof loadStripe>>);
  collectBankAccountForPayment.mockReset();
  collectBankAccountForSetup.mockReset();
});

const base = {
  publishableKey: 'pk_test_church',
  stripeAccount: 'acct_church',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
};

it('links a recurring gift’s account to its SetupIntent with collectBankAccountForSetup', async () => {
  collectBankAccountForSetup.mockResolvedValue({ setupIntent: { status: 'requires_confirmation' } });
  expect(
    await collectStripeBankAccount({ ...base, clientSecret: 'seti_1_secret_2', forSetup: true }),
  ).toEqual({
    linked: true,
  });
  expect(loadStripe).toHaveBeenCalledWith('pk_test_church', { stripeAccount: 'acct_church' });
  expect(collectBankAccountForSetup).toHaveBeenCalledWith({
    clientSecret: 'seti_1_secret_2',
    params: {
      payment_method_type: 'us_bank_account',
      payment_method_data: { billing_details: { name: 'Ana Ruiz', email: 'ana@example.com' } },
    },
  });
  expect(collectBankAccountForPayment).not.toHaveBeenCalled();
});

it('says nothing when the donor closes Stripe’s window, and Stripe’s words when it refuses', async () => {
  collectBankAccountForSetup.mockResolvedValueOnce({ setupIntent: { status: 'requires_payment_method' } });
  expect(
    await collectStripeBankAccount({ ...base, clientSecret: 'seti_1_secret_2', forSetup: true }),
  ).toEqual({
    linked: false,
    message: null,
  });
  collectBankAccountForSetup.mockResolvedValueOnce({ error: { message: 'Your bank is not supported.' } });
  expect(
    await collectStripeBankAccount({ ...base, clientSecret: 'seti_1_secret_2', forSetup: true }),
  ).toEqual({
    linked: false,
    message: 'Your bank is not supported.',
  });
});

it('links a one-time gift’s account to its PaymentIntent with collectBankAccountForPayment', async () => {
  collectBankAccountForPayment.mockResolvedValue({ paymentIntent: { status: 'requires_confirmation' } });
  expect(await collectStripeBankAccount({ ...base, clientSecret: 'pi_1_secret_2' })).toEqual({
    linked: true,
  });
  expect(collectBankAccountForSetup).not.toHaveBeenCalled();
});
