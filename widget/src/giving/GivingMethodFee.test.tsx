/** @jest-environment ./jest.jsdom-environment.js */
// The payment step's covered fee follows the way the donor pays (docs/PRODUCT.md §22 "What a gift
// costs the church"): a card's cover is sized by the church's rate, a bank account's by the bank's
// price; switching between Card and Bank account recomputes it each way.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import type { Organization } from '@halo/domain';
import { createGivingClient } from 'halo_shared/api/giving';
import { createHttpTestServer, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { createHaloStore, HaloStoreContext, type HaloStore } from 'halo_shared/store';
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
