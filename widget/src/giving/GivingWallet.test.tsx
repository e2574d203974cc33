/** @jest-environment ./jest.jsdom-environment.js */
// The payment step's wallet in the sandbox (docs/PRODUCT.md §23): a labelled test wallet button, in
// its own lazy chunk, that gives a one-time gift with the wallet's card and no card fields, or sets up
// a recurring one on it (a guest creating an account on the way, as for a recurring card gift); never
// offered at a lobby kiosk.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import type { Organization } from '@halo/domain';
import { createGivingClient } from 'halo_shared/api/giving';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { createHaloStore, HaloStoreContext, type HaloStore } from 'halo_shared/store';
import { createI18n, I18nextProvider } from 'halo_shared/i18n';
import { GivingApp } from './GivingApp';
import { GivingEnvironmentContext, type GivingEnvironment } from './GivingEnvironment';
import {
  cardAnswer,
  customerAnswer,
  giftAnswer,
  testOrganization,
} from '@halo/testkit/giving/testOrganization';

withTestApiClient();

const church: Organization = testOrganization;

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());

let store: HaloStore;
let elementI18n: ReturnType<typeof createI18n>;
beforeEach(() => {
  server.reset();
  server.on('POST', '/api/give/customer', (_request, response) => sendJson(response, 200, customerAnswer));
  server.on('POST', '/api/give/sandbox/wallet-payment-methods', (_request, response) =>
    sendJson(response, 200, { ...cardAnswer, wallet: 'test_wallet' }),
  );
  server.on('POST', '/api/give', (_request, response) => sendJson(response, 201, giftAnswer));
  elementI18n = createI18n();
  store = createHaloStore({ embedded: true, locale: 'en', i18n: elementI18n });
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
    <I18nextProvider i18n={elementI18n}>
      <HaloStoreContext.Provider value={store}>
        <GivingEnvironmentContext.Provider value={environment}>
          <GivingApp />
        </GivingEnvironmentContext.Provider>
      </HaloStoreContext.Provider>
    </I18nextProvider>,
  );
});
afterEach(cleanup);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function toPaymentStep() {
  fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
  type('Email', 'ana@example.com');
  type('First name', 'Ana');
  type('Last name', 'Ruiz');
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: /Almost Done!/ });
}

describe('the sandbox test wallet', () => {
  it('is a labelled button that gives the one-time gift with the wallet’s card', async () => {
    await toPaymentStep();
    const wallet = await screen.findByRole('button', { name: 'Pay with the test wallet' });
    expect(document.getElementById(wallet.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^The test wallet stands in for Apple Pay and Google Pay in the sandbox/,
    );
    fireEvent.click(wallet);
    await screen.findByRole('heading', { name: 'Thank you for your gift!' });
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/give/customer',
      '/api/give/sandbox/wallet-payment-methods',
      '/api/give',
    ]);
    const [gift] = server.requests.filter((request) => request.path === '/api/give');
    expect(gift!.json()).toMatchObject({ payment_method_id: 'pm_1', amount: 5000, frequency: 'one_time' });
    expect(gift!.headers['idempotency-key']).toBeTruthy();
  });

  it('sets up a recurring gift on the wallet’s card, for a guest who creates an account on the way', async () => {
    server.on('POST', '/api/give/register', (_request, response) =>
      sendJson(response, 201, {
        stripe_customer_id: 'cus_1',
        donor_prefixed_id: 'usr_1',
        giving_token: 'gt_1',
      }),
    );
    server.on('POST', '/api/give', (_request, response) =>
      sendJson(response, 201, {
        ...giftAnswer,
        recurring_giving: {
          prefixed_id: 'rcg_1',
          frequency: 'monthly',
          start_date: '2099-01-01',
          next_occurrence: '2099-02-01',
        },
      }),
    );
    fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
    // As for a recurring card gift, a guest creates an account first.
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    type('Email', 'ana@example.com');
    type('First name', 'Ana');
    type('Last name', 'Ruiz');
    type('Password', 'a-long-password');
    type('Confirm password', 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Almost Done!/ });
    const wallet = await screen.findByRole('button', { name: 'Pay with the test wallet' });
    expect(
      screen.getByText('For a recurring gift, the card your wallet gives is kept for its later gifts.'),
    ).toBeTruthy();
    fireEvent.click(wallet);
    await screen.findByText('Your next recurring gift is on Feb 1, 2099.');
    expect(server.requests.map((request) => request.path)).toEqual([
      '/api/give/register',
      '/api/give/sandbox/wallet-payment-methods',
      '/api/give',
    ]);
    const [gift] = server.requests.filter((request) => request.path === '/api/give');
    expect(gift!.json()).toMatchObject({ payment_method_id: 'pm_1', amount: 5000, frequency: 'monthly' });
    expect(gift!.headers['x-giving-token']).toBe('gt_1');
  });
});

describe('at a lobby kiosk', () => {
  it('is not offered: the wallet on the church’s tablet is not the giver’s (docs/PRODUCT.md §20)', async () => {
    cleanup();
    const environment: GivingEnvironment = {
      variant: 'kiosk',
      client: createGivingClient({ apiUrl: server.url, locale: () => store.getState().locale }),
      createCardMount: () => {
        const node = document.createElement('div');
        return { node, slotName: null, release: () => node.remove() };
      },
      openLogin: jest.fn(),
      openDonorPortal: null,
    };
    render(
      <I18nextProvider i18n={elementI18n}>
        <HaloStoreContext.Provider value={store}>
          <GivingEnvironmentContext.Provider value={environment}>
            <GivingApp />
          </GivingEnvironmentContext.Provider>
        </HaloStoreContext.Provider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Almost Done!/ });
    await screen.findByLabelText('Card number');
    expect(screen.queryByRole('button', { name: 'Pay with the test wallet' })).toBeNull();
    expect(screen.queryByText('Or give with a card below.')).toBeNull();
    expect(server.requests.map((request) => request.path)).not.toContain(
      '/api/give/sandbox/wallet-payment-methods',
    );
  });
});
