/** @jest-environment ./jest.jsdom-environment.js */
// The payment step's covered fee follows the way the donor pays (docs/PRODUCT.md §22 "What a gift
// costs the church"): a card's cover is sized by the church's rate, a bank account's by the bank's
// price; switching between Card and Bank account recomputes it each way. A recurring gift may be
// given from a bank account too, which it keeps under the saved account's words; a signed-in donor's
// saved bank account is among the saved payment choices and gives at the bank's price.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createGivingClient } from 'halo_shared/api/giving';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { createHaloStore, HaloStoreContext, type HaloStore } from 'halo_shared/store';
import { SAVED_BANK_MANDATE_VERSION, type CurrentUser, type Organization } from '@halo/domain';
import { createI18n, I18nextProvider } from 'halo_shared/i18n';
import { GivingApp } from './GivingApp';
import { GivingEnvironmentContext, type GivingEnvironment } from './GivingEnvironment';
import { testOrganization } from '@halo/testkit/giving/testOrganization';

withTestApiClient();

// A church that asks donors to cover 3.5% + $0.30 on a card, and takes bank accounts.
const church: Organization = {
  ...testOrganization,
  onlineGiving: {
    ...testOrganization.onlineGiving,
    fee: { percentBps: 350, fixedCents: 30 },
    bankPayments: true,
  },
};

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());

let store: HaloStore;
beforeEach(() => {
  server.reset();
  const i18n = createI18n();
  store = createHaloStore({ embedded: true, locale: 'en', i18n });
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

it('shows the card’s cover by the church’s rate, the bank’s by its price, and recomputes it each way', async () => {
  fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
  // ceil(($50.00 + $0.30) / (1 − 3.5%)) = $52.13
  fireEvent.click(screen.getByRole('checkbox', { name: 'Add $2.13 to cover the processing fee' }));
  type('Email', 'ana@example.com');
  type('First name', 'Ana');
  type('Last name', 'Ruiz');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: /Almost Done!/ });

  const cardSummary = '$52.13 ($50.00 + $2.13 fee) to General Fund, One time';
  const bankSummary = '$50.40 ($50.00 + $0.40 bank fee) to General Fund, One time';
  expect(screen.getByText(cardSummary)).toBeTruthy();
  fireEvent.click(await screen.findByRole('radio', { name: 'Bank account' }));
  expect(await screen.findByText(bankSummary)).toBeTruthy();
  expect(screen.queryByText(cardSummary)).toBeNull();
  fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
  expect(await screen.findByText(cardSummary)).toBeTruthy();
  expect(screen.queryByText(bankSummary)).toBeNull();
});

const bankAccountAnswer = {
  payment_method_id: 'pm_sbx_bank_1',
  bank_name: 'STRIPE TEST BANK',
  last_four: '6789',
  account_type: 'checking',
};
const registered = { stripe_customer_id: 'cus_1', donor_prefixed_id: 'usr_1', giving_token: 'gt_1' };
const processingAnswer = (recurring: boolean) => ({
  contribution: {
    prefixed_id: 'con_1',
    amount: 5040,
    fee: 40,
    net_amount: 5000,
    covered_fee: 40,
    status: 'processing',
    date: '2099-01-01',
    settles_on: '2099-01-07',
  },
  recurring_giving: recurring
    ? { prefixed_id: 'rcg_1', frequency: 'monthly', start_date: '2099-01-01', next_occurrence: '2099-02-01' }
    : null,
  receipt_email: 'ana@example.com',
});
const gifts = () => server.requests.filter((request) => request.path === '/api/give');

it('offers Bank account for a recurring gift: the account is saved under the saved words, and the gift is processing', async () => {
  server.on('POST', '/api/give/register', (_request, response) => sendJson(response, 201, registered));
  server.on('POST', '/api/give/sandbox/bank-accounts', (_request, response) =>
    sendJson(response, 200, bankAccountAnswer),
  );
  server.on('POST', '/api/give', (_request, response) => sendJson(response, 201, processingAnswer(true)));
  fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
  // A guest creates an account on the way, as for a recurring card gift.
  fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
  type('Email', 'ana@example.com');
  type('First name', 'Ana');
  type('Last name', 'Ruiz');
  type('Password', 'a-long-password');
  type('Confirm password', 'a-long-password');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: /Almost Done!/ });
  fireEvent.click(await screen.findByRole('radio', { name: 'Bank account' }));
  // No choice to save: a recurring gift keeps the account, and the words say so.
  expect(screen.queryByRole('checkbox', { name: /Save this bank account/ })).toBeNull();
  expect(screen.getByText(/A recurring gift is debited from this bank account each time/)).toBeTruthy();
  const mandate = screen.getByRole('checkbox', { name: 'I authorize this debit from my bank account' });
  const words = document.getElementById(mandate.getAttribute('aria-describedby')!.split(' ')[0]!);
  expect(words?.textContent).toContain('recurring gifts included');

  type('Routing number', '110000000');
  type('Account number', '000123456789');
  fireEvent.click(mandate);
  fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
  await screen.findByText(/Your gift from your bank account is processing/);
  expect(server.requests.map((request) => request.path.split('?')[0])).toEqual([
    '/api/give/register',
    '/api/give/sandbox/bank-accounts',
    '/api/give',
  ]);
  expect(gifts()[0]!.json()).toMatchObject({
    payment_method_id: 'pm_sbx_bank_1',
    payment_method_type: 'bank',
    frequency: 'monthly',
    bank_mandate_accepted: true,
    bank_mandate_version: SAVED_BANK_MANDATE_VERSION,
    save_bank_account: true,
  });
  expect(screen.getByText('Your next recurring gift is on Feb 1, 2099.')).toBeTruthy();
});

it('lists a signed-in donor’s saved bank account among the saved choices, and gives from it at the bank’s price', async () => {
  server.on('GET', '/api/give/stripe-customer-id', (_request, response) =>
    sendJson(response, 200, { stripe_customer_id: 'cus_1', giving_token: 'gt_1' }),
  );
  server.on('GET', '/api/give/stripe-payment-methods', (_request, response) =>
    sendJson(response, 200, {
      data: [{ id: 'pm_card', brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2099 }],
      bank_accounts: [{ id: 'pm_sbx_bank_1', bank_name: 'STRIPE TEST BANK', last_four: '6789' }],
    }),
  );
  server.on('POST', '/api/give', (_request, response) => sendJson(response, 201, processingAnswer(false)));
  await act(async () => {
    store.getState().setUser({
      prefixedId: 'usr_1',
      email: 'ana@example.com',
      person: { prefixedId: 'per_1', firstName: 'Ana', lastName: 'Ruiz' },
    } as CurrentUser);
  });
  fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Add $2.13 to cover the processing fee' }));
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: /Almost Done!/ });
  const choices = await screen.findByRole('group', { name: 'Payment method' });
  const bank = await within(choices).findByRole('radio', { name: 'Bank ••6789' });
  fireEvent.click(bank);
  expect(await screen.findByText('$50.40 ($50.00 + $0.40 fee) to General Fund, One time')).toBeTruthy();
  expect(screen.getByText(/under the authorization you accepted when you saved it/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
  await screen.findByText(/Your gift from your bank account is processing/);
  expect(gifts()).toHaveLength(1);
  expect(gifts()[0]!.json()).toMatchObject({
    payment_method_id: 'pm_sbx_bank_1',
    payment_method_type: 'bank',
    is_fee_covered: true,
  });
  expect(server.requests.some((request) => request.path === '/api/give/sandbox/bank-accounts')).toBe(false);
});
