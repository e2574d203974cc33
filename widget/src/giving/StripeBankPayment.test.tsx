/** @jest-environment ./jest.jsdom-environment.js */
// "Bank account" on a Stripe-connected church's payment step (docs/PRODUCT.md §22): offered for a
// one-time gift, and for a recurring one (the account kept, under the saved account's words); no routing or account fields (Stripe's dialog collects the
// account), the holder's name and the one-time authorization instead; Give Now has Stripe.js link the
// account to the API's PaymentIntent (Stripe.js stands in here), gives, and the thank-you step says
// the gift is processing and, when Stripe verifies the account by micro-deposits, links its page.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import type { Organization } from '@halo/domain';
import { loadStripe } from '@stripe/stripe-js/pure';
import { createGivingClient } from 'halo_shared/api/giving';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { createHaloStore, HaloStoreContext } from 'halo_shared/store';
import { createI18n, I18nextProvider } from 'halo_shared/i18n';
import { GivingApp } from './GivingApp';
import { GivingEnvironmentContext, type GivingEnvironment } from './GivingEnvironment';
import { customerAnswer, testOrganization } from '@halo/testkit/giving/testOrganization';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
withTestApiClient();

const stripeLoader = jest.mocked(loadStripe);
const collectBankAccountForPayment = jest.fn();

const church: Organization = {
  ...testOrganization,
  onlineGiving: {
    ...testOrganization.onlineGiving,
    bankPayments: true,
    processor: { mode: 'stripe', publishableKey: 'pk_test_church', stripeAccount: 'acct_church' },
  },
};

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());

const VERIFY_URL = 'https://payments.stripe.com/microdeposit/pacs_test_1';
let gifts: unknown[];
beforeEach(() => {
  server.reset();
  gifts = [];
  collectBankAccountForPayment.mockReset();
  collectBankAccountForPayment.mockResolvedValue({ paymentIntent: { status: 'requires_confirmation' } });
  stripeLoader.mockReset();
  stripeLoader.mockResolvedValue({
    elements: () => ({ create: () => ({ mount: jest.fn(), destroy: jest.fn(), on: jest.fn() }) }),
    collectBankAccountForPayment,
  } as never);
  server.on('POST', '/api/give/customer', (_request, response) => sendJson(response, 200, customerAnswer));
  server.on('POST', '/api/give/stripe/bank-payment-intents', (_request, response) =>
    sendJson(response, 200, { payment_intent_id: 'pi_bank', client_secret: 'pi_bank_secret_1' }),
  );
  server.on('POST', '/api/give', (request, response) => {
    gifts.push(request.json());
    sendJson(response, 201, {
      contribution: {
        prefixed_id: 'con_bank',
        amount: 5000,
        fee: 40,
        net_amount: 4960,
        status: 'processing',
        date: '2026-12-03',
        settles_on: '2026-12-09',
        bank_verification_url: VERIFY_URL,
      },
      recurring_giving: null,
      receipt_email: 'ana@example.com',
    });
  });
  const i18n = createI18n();
  const store = createHaloStore({ embedded: true, locale: 'en', i18n });
  store.getState().setOrganization(church);
  const environment: GivingEnvironment = {
    variant: 'embed',
    client: createGivingClient({ apiUrl: server.url, locale: () => store.getState().locale }),
    createCardMount: () => {
      const node = document.createElement('div');
      return { node, slotName: null, release: () => node.remove() };
    },
    openLogin: jest.fn(),
    openDonorPortal: null,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <HaloStoreContext.Provider value={store}>
        <GivingEnvironmentContext.Provider value={environment}>
          <GivingApp />
        </GivingEnvironmentContext.Provider>
      </HaloStoreContext.Provider>
    </I18nextProvider>,
  );
});
afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function toPaymentStep() {
  fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
  type('Email', 'ana@example.com');
  type('First name', 'Ana');
  type('Last name', 'Ruiz');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: /Almost Done!/ });
}

it('collects the account with Stripe for a one-time gift and links Stripe’s micro-deposit page on the thank-you step', async () => {
  await toPaymentStep();
  fireEvent.click(await screen.findByRole('radio', { name: 'Bank account' }));
  expect(await screen.findByText(/Stripe, our payment processor, opens a window/)).toBeTruthy();
  expect(screen.queryByLabelText('Routing number')).toBeNull();
  expect(screen.queryByLabelText('Account number')).toBeNull();
  expect((screen.getByLabelText('Account holder name') as HTMLInputElement).value).toBe('Ana Ruiz');
  expect(screen.queryByRole('checkbox', { name: /Save this bank account/ })).toBeNull();

  // Unticked, nothing is asked of Stripe.
  fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
  expect(
    await screen.findByText('Please tick the box to authorize the debit from your bank account.'),
  ).toBeTruthy();
  expect(collectBankAccountForPayment).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('checkbox', { name: 'I authorize this debit from my bank account' }));
  fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
  const link = await screen.findByRole('link', { name: 'Verify your bank account' });
  expect(link.getAttribute('href')).toBe(VERIFY_URL);
  expect(screen.getByText(/Your gift from your bank account is processing/)).toBeTruthy();
  expect(stripeLoader).toHaveBeenCalledWith('pk_test_church', { stripeAccount: 'acct_church' });
  expect(collectBankAccountForPayment).toHaveBeenCalledWith(
    expect.objectContaining({ clientSecret: 'pi_bank_secret_1' }),
  );
  expect(gifts).toEqual([
    expect.objectContaining({ payment_method_id: 'pi_bank', payment_method_type: 'bank' }),
  ]);
});

it('offers a bank account for a recurring gift on Stripe, always kept, under the saved account’s words', async () => {
  fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
  type('Email', 'ana@example.com');
  type('First name', 'Ana');
  type('Last name', 'Ruiz');
  type('Password', 'a-long-password');
  type('Confirm password', 'a-long-password');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: /Almost Done!/ });
  await waitFor(() => expect(stripeLoader).toHaveBeenCalled());
  fireEvent.click(await screen.findByRole('radio', { name: 'Bank account' }));
  expect(
    await screen.findByText(/A recurring gift is debited from this bank account each time/),
  ).toBeTruthy();
  expect(screen.getByText(/to keep the account to debit it again/)).toBeTruthy();
  expect(screen.queryByRole('checkbox', { name: /Save this bank account/ })).toBeNull();
  expect(screen.queryByLabelText('Routing number')).toBeNull();
});
