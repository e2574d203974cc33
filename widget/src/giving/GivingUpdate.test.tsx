/** @jest-environment ./jest.jsdom-environment.js */
import { nextGivingDate, todayCalendarDate } from '@halo/domain';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createGivingClient } from 'halo_shared/api/giving';
import { createHttpTestServer, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { meResponse } from '@halo/testkit/api/apiResponses';
import { createHaloStore, HaloStoreContext, type HaloStore } from 'halo_shared/store';
import { createI18n, I18nextProvider } from 'halo_shared/i18n';
import { GivingApp } from './GivingApp';
import { GivingEnvironmentContext, type GivingEnvironment } from './GivingEnvironment';
import type { RecurringGiftClient } from './givingFormState';
import { testOrganization } from '@halo/testkit/giving/testOrganization';

/** A month from today: a gift's next date is never more than a year ahead. */
withTestApiClient();

const NEXT_OCCURRENCE = nextGivingDate(todayCalendarDate(), 'monthly');

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());

let store: HaloStore;
let environment: GivingEnvironment;
let elementI18n: ReturnType<typeof createI18n>;
let client: { load: jest.Mock; update: jest.Mock };

beforeEach(() => {
  server.reset();
  elementI18n = createI18n();
  store = createHaloStore({ embedded: true, locale: 'en', i18n: elementI18n });
  store.getState().setOrganization(testOrganization);
  store.getState().setUser(meResponse.data.me as never);
  environment = {
    variant: 'hosted',
    client: createGivingClient({ apiUrl: server.url, locale: () => store.getState().locale }),
    createCardMount: () => {
      const node = document.createElement('div');
      return { node, slotName: null, release: () => node.remove() };
    },
    openLogin: jest.fn(),
    openDonorPortal: jest.fn(),
  };
  client = {
    load: jest.fn(async () => ({
      prefixedId: 'rg_1',
      type: 'weekly',
      nextOccurrence: NEXT_OCCURRENCE,
      isFeeCovered: false,
      memo: null,
      funds: [{ prefixedId: 'fund_building', amount: 4250 }],
      card: { processorId: 'pm_visa', brand: 'visa', lastFour: '4242', expiration: '12/2030' },
    })),
    update: jest.fn(async () => ({ ok: true, nextOccurrence: NEXT_OCCURRENCE })),
  };
});
afterEach(cleanup);

function renderApp() {
  render(
    <I18nextProvider i18n={elementI18n}>
      <HaloStoreContext.Provider value={store}>
        <GivingEnvironmentContext.Provider value={environment}>
          <GivingApp
            recurringUpdate={{ prefixedId: 'rg_1', client: client as unknown as RecurringGiftClient }}
          />
        </GivingEnvironmentContext.Provider>
      </HaloStoreContext.Provider>
    </I18nextProvider>,
  );
}

describe('GivingApp, update mode', () => {
  it("prefills the donor's gift, charges a saved card only and says Update Now, then confirms", async () => {
    renderApp();
    const amount = (await screen.findByLabelText(/Amount/)) as HTMLInputElement;
    expect(amount.value).toBe('42.50');
    expect(screen.queryByRole('radio', { name: 'One time' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Weekly' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Almost Done!/ });
    const card = screen.getByRole('radio', { name: /4242/ }) as HTMLInputElement;
    expect(card.checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /new card/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give Now' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    });
    expect(client.update).toHaveBeenCalledWith(
      expect.objectContaining({
        amountsByFundAccount: [{ fundAccountPrefixedId: 'fund_building', amount: 6000 }],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Your recurring gift has been updated' })).toBeTruthy();
    const shown = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${NEXT_OCCURRENCE}T00:00:00Z`));
    expect(screen.getByText(`Your next recurring gift is on ${shown}.`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to donor portal' }));
    expect(environment.openDonorPortal).toHaveBeenCalled();
  });

  it('shows a server message on the payment step and keeps the values', async () => {
    client.update.mockResolvedValueOnce({ ok: false, errors: {}, message: 'Card could not be used.' });
    renderApp();
    await screen.findByLabelText(/Amount/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Almost Done!/ });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Card could not be used.');
    expect(screen.getByRole('button', { name: 'Update Now' })).toBeTruthy();
  });

  it('says so when the gift is not found and shows the normal form', async () => {
    client.load.mockResolvedValueOnce(null);
    renderApp();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find that recurring gift in your account.',
    );
    expect(screen.getByRole('radio', { name: 'One time' })).toBeTruthy();
  });
});
