/** @jest-environment ./jest.jsdom-environment.js */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

// A church with three online funds, so a third row can be added and removed.
withTestApiClient();

const church: Organization = {
  ...testOrganization,
  onlineGiving: {
    ...testOrganization.onlineGiving,
    funds: [
      ...testOrganization.onlineGiving.funds,
      { prefixedId: 'fund_missions', name: 'Missions', isDefault: false, isOnlineGivingVisible: true },
    ],
  },
};

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
  server.on('POST', '/api/give/sandbox/payment-methods', (_request, response) =>
    sendJson(response, 200, cardAnswer),
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
const summary = () => document.querySelector('.halo-giving-summary__gift')?.textContent;

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return input.getAttribute('aria-invalid') === 'true' && id
    ? (document.getElementById(id.split(' ').pop() ?? '')?.textContent ?? null)
    : null;
}

describe('a gift split between funds', () => {
  it('turns the fund into rows of fund and amount, names each part, and sends the split', async () => {
    fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Split between funds' }));
    // The editor is a lazy chunk: it replaces the amount buttons and the fund once it has loaded.
    const first = (await screen.findByLabelText('Fund 1')) as HTMLSelectElement;
    expect(first.value).toBe('fund_general');
    expect((screen.getByLabelText('Amount for fund 1 (USD)') as HTMLInputElement).value).toBe('50.00');
    expect((screen.getByLabelText('Fund 2') as HTMLSelectElement).value).toBe('fund_building');
    expect(screen.queryByRole('group', { name: 'Gift amount' })).toBeNull();
    expect(screen.queryByLabelText('Fund')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();

    type('Amount for fund 1 (USD)', '30');
    type('Amount for fund 2 (USD)', '20');
    expect(summary()).toBe('$50.00 one time to General Fund ($30.00) and Building Fund ($20.00)');

    // A third fund, then gone again: the split keeps two rows at least.
    fireEvent.click(screen.getByRole('button', { name: 'Add a fund' }));
    expect((screen.getByLabelText('Fund 3') as HTMLSelectElement).value).toBe('fund_missions');
    expect(screen.queryByRole('button', { name: 'Add a fund' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove fund 3' }));
    expect(screen.queryByLabelText('Fund 3')).toBeNull();

    type('Email', 'ana@example.com');
    type('First name', 'Ana');
    type('Last name', 'Ruiz');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Almost Done!/ });
    expect(
      screen.getByText('$50.00 to General Fund ($30.00) and Building Fund ($20.00), One time'),
    ).toBeTruthy();
    type('Card number', '4242424242424242');
    type('Expiration date (MM/YYYY)', '122030');
    type('CVC', '123');
    type('Cardholder name', 'Ana Ruiz');
    fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
    await screen.findByRole('heading', { name: 'Thank you for your gift!' });
    const [gift] = server.requests.filter((request) => request.path === '/api/give');
    expect(gift!.json()).toMatchObject({
      amount: 5000,
      fund_prefixed_id: 'fund_general',
      funds: [
        { fund_prefixed_id: 'fund_general', amount: 3000 },
        { fund_prefixed_id: 'fund_building', amount: 2000 },
      ],
    });
  });

  it('says what is wrong under the row it is about, and goes back to one fund with the total', async () => {
    fireEvent.click(screen.getByRole('checkbox', { name: 'Split between funds' }));
    await screen.findByLabelText('Fund 1');
    type('Fund 2', 'fund_general');
    type('Amount for fund 1 (USD)', '40');
    type('Amount for fund 2 (USD)', '0.50');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('Fund 2')).toBe('Choose each fund only once');
    expect(errorOf('Amount for fund 2 (USD)')).toBe('The amount cannot be lower than $1.00');
    expect(errorOf('Amount for fund 1 (USD)')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Split between funds' }));
    expect((screen.getByLabelText('Fund') as HTMLSelectElement).value).toBe('fund_general');
    expect((screen.getByLabelText('Amount (USD)') as HTMLInputElement).value).toBe('40.50');
  });

  it('reads in Spanish, the parts listed as Spanish lists them', async () => {
    await act(() => store.getState().setLocale('es'));
    await screen.findByRole('heading', { name: /Donaciones en línea/ });
    // The test church has no country: money as Spanish writes it ("100,00 US$").
    fireEvent.click(screen.getByRole('radio', { name: /^100,00\sUS\$$/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Dividir entre fondos' }));
    await screen.findByLabelText('Fondo 1');
    expect(screen.getByRole('group', { name: 'Fondos y montos' })).toBeTruthy();
    type('Monto para el fondo 1 (USD)', '75');
    type('Monto para el fondo 2 (USD)', '25');
    expect(summary()).toMatch(
      /^100,00\sUS\$ .* General Fund \(75,00\sUS\$\) y Building Fund \(25,00\sUS\$\)$/,
    );
    expect(screen.getByRole('button', { name: 'Agregar un fondo' })).toBeTruthy();
  });
});

describe('a gift in honour or memory of someone', () => {
  it('opens the panel, checks the name and the address, and sends the dedication', async () => {
    fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
    type('Email', 'ana@example.com');
    type('First name', 'Ana');
    type('Last name', 'Ruiz');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Give in honor or memory of someone' }));
    // A lazy chunk: the panel's own words arrive with it.
    fireEvent.click(await screen.findByRole('radio', { name: 'In memory of' }));
    expect(screen.getByText(/The amount is never mentioned/)).toBeTruthy();
    type('Email to notify (optional)', 'family@');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('Their name')).toBe('This is a required field');
    expect(errorOf('Email to notify (optional)')).toBe('This must be a valid email');
    // Focus lands on the first field to fix (the form's own rule), inside the panel too.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Their name')));

    type('Their name', 'Rosa Díaz');
    type('Email to notify (optional)', 'family@example.com');
    type('From (optional)', 'The Ruiz family');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Almost Done!/ });
    type('Card number', '4242424242424242');
    type('Expiration date (MM/YYYY)', '122030');
    type('CVC', '123');
    type('Cardholder name', 'Ana Ruiz');
    fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
    await screen.findByRole('heading', { name: 'Thank you for your gift!' });
    const [gift] = server.requests.filter((request) => request.path === '/api/give');
    expect(gift!.json()).toMatchObject({
      dedication: {
        kind: 'memory',
        name: 'Rosa Díaz',
        notify_email: 'family@example.com',
        notify_sender: 'The Ruiz family',
      },
    });
  });

  it('sends nothing of it once the box is unticked', async () => {
    fireEvent.click(screen.getByRole('checkbox', { name: 'Give in honor or memory of someone' }));
    await screen.findByLabelText('Their name');
    type('Their name', 'Rosa');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Give in honor or memory of someone' }));
    expect(screen.queryByLabelText('Their name')).toBeNull();
  });

  it('reads in Spanish', async () => {
    await act(() => store.getState().setLocale('es'));
    await screen.findByRole('heading', { name: /Donaciones en línea/ });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Donar en honor o en memoria de alguien' }));
    expect(await screen.findByRole('radio', { name: 'En memoria de' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'En honor de' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Su nombre')).toBeTruthy();
    expect(screen.getByLabelText('Correo a quien avisar (opcional)')).toBeTruthy();
    expect(screen.getByLabelText('De parte de (opcional)')).toBeTruthy();
  });
});

describe('a recurring gift’s end', () => {
  it('ends on a date or after a number of gifts, says so in the summary, and checks it', async () => {
    fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    type('Start date', '2099-01-31');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose when it ends' }));
    // A lazy chunk: on a date first.
    expect(await screen.findByRole('radio', { name: 'On a date' })).toHaveProperty('checked', true);
    type('End date', '2098-12-31');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('End date')).toBe('The end date cannot be before the first gift.');
    type('End date', '2099-06-30');
    expect(summary()).toBe('$50.00 monthly to General Fund, starting January 31, 2099');
    expect(screen.getByText('Ends on June 30, 2099')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'After a number of gifts' }));
    type('Number of gifts', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('Number of gifts')).toBe('Enter a number of gifts from 2 to 500.');
    type('Number of gifts', '3');
    // January 31, then the last day of February, then a month after February 28 (docs/PRODUCT.md §4's monthly rule).
    expect(screen.getByText('Ends after 3 gifts, on March 28, 2099')).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    await act(() => store.getState().setLocale('es'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Recurrente' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Crear una cuenta' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Elegir cuándo termina' }));
    expect(await screen.findByRole('group', { name: 'Termina' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Después de un número de donaciones' }));
    expect(screen.getByLabelText('Número de donaciones')).toBeTruthy();
  });
});
