/** @jest-environment ./jest.jsdom-environment.js */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
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

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());

let store: HaloStore;
let environment: GivingEnvironment;
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
  store.getState().setOrganization(testOrganization);
  environment = {
    variant: 'embed',
    client: createGivingClient({ apiUrl: server.url, locale: () => store.getState().locale }),
    createCardMount: () => {
      const node = document.createElement('div');
      return { node, slotName: null, release: () => node.remove() };
    },
    openLogin: jest.fn(),
    openDonorPortal: null,
    onCompleted: jest.fn(),
    onError: jest.fn(),
  };
  renderApp();
});

function renderApp() {
  render(
    <I18nextProvider i18n={elementI18n}>
      <HaloStoreContext.Provider value={store}>
        <GivingEnvironmentContext.Provider value={environment}>
          <GivingApp />
        </GivingEnvironmentContext.Provider>
      </HaloStoreContext.Provider>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillDetails() {
  fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
  type('Email', 'ana@example.com');
  type('First name', 'Ana');
  type('Last name', 'Ruiz');
}

async function continueToCard(number = '4242424242424242') {
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: /Almost Done!/ });
  type('Card number', number);
  type('Expiration date (MM/YYYY)', '122030');
  type('CVC', '123');
  type('Cardholder name', 'Ana Ruiz');
}

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return input.getAttribute('aria-invalid') === 'true' && id
    ? (document.getElementById(id.split(' ').pop() ?? '')?.textContent ?? null)
    : null;
}

describe('the giving form', () => {
  it("is titled 'Online Giving - {name}' with the org's amounts, funds and the default fund", () => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Online Giving - Grace Community Church',
    );
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '$25.00',
      '$50.00',
      '$100.00',
      'Other amount',
      'One time',
      'Recurring',
    ]);
    const fund = screen.getByLabelText('Fund') as HTMLSelectElement;
    expect(fund.value).toBe('fund_general');
    expect(Array.from(fund.options).map((option) => option.text)).toEqual(['General Fund', 'Building Fund']);
  });

  it('shows the spec messages next to the fields, tied by aria-describedby', () => {
    type('Email', 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const amount = screen.getByRole('group', { name: 'Gift amount' });
    expect(within(amount).getByText('Amount cannot be blank')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf('Email')).toBe('This must be a valid email');
    expect(errorOf('First name')).toBe('This is a required field');
    fireEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
    type('Amount (USD)', '0.5');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf('Amount (USD)')).toBe('The amount cannot be lower than $1.00');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('nope');
  });

  it('shows the exact fee and total when the donor covers it', () => {
    fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
    expect(screen.getByText('Total: $50.00')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Add $1.81 to cover the processing fee'));
    expect(screen.getByText('Total: $51.81')).toBeTruthy();
  });

  it('shows the following recurring dates from the start date', async () => {
    fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    type('Start date', '2099-01-31');
    // Monthly from the 31st: the last day of February, then a month on from the 28th (docs/PRODUCT.md §4).
    expect(screen.getByText('Following gifts: Feb 28, 2099, Mar 28, 2099')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    expect(screen.getByText('Following gifts: Feb 7, 2099, Feb 14, 2099')).toBeTruthy();
    // Quarterly and yearly follow the monthly rule: from the 31st, month ends three and twelve months on.
    fireEvent.click(screen.getByRole('radio', { name: 'Quarterly' }));
    expect(screen.getByText('Following gifts: Apr 30, 2099, Jul 31, 2099')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByText('Following gifts: Jan 31, 2100, Jan 31, 2101')).toBeTruthy();
  });

  it('offers the six schedules in English and in Spanish', async () => {
    fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    const schedules = () =>
      within(screen.getByRole('group', { name: /^(How often|Cada cuánto)$/ }))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(schedules()).toEqual([
      'Weekly',
      'Every two weeks',
      'Twice a month',
      'Monthly',
      'Quarterly',
      'Yearly',
    ]);
    // The switch waits for the Spanish strings, then the same form speaks Spanish, keeping the donor's
    // choices (recurring, the account offer taken).
    await act(() => store.getState().setLocale('es'));
    await screen.findByRole('group', { name: 'Cada cuánto' });
    expect(schedules()).toEqual([
      'Semanal',
      'Cada dos semanas',
      'Dos veces al mes',
      'Mensual',
      'Trimestral',
      'Anual',
    ]);
  });

  it("starts a recurring gift today on the church's calendar, whatever the donor's clock says", async () => {
    cleanup();
    // 10:30 UTC on 22 November is already the 23rd in Kiritimati (UTC+14), later than in any other zone.
    // Fake `Date` only: the HTTP test server and React keep real timers.
    jest.useFakeTimers({
      now: Date.UTC(2026, 10, 22, 10, 30),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      store.getState().setOrganization({
        ...testOrganization,
        onlineGiving: { ...testOrganization.onlineGiving, timeZone: 'Pacific/Kiritimati' },
      });
      renderApp();
      fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
      const start = screen.getByLabelText('Start date') as HTMLInputElement;
      expect(start.value).toBe('2026-11-23');
      expect(start.min).toBe('2026-11-23');
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks a guest choosing recurring to create an account, log in or give one time', async () => {
    fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recurring gifts need an account' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give one time instead' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('radio', { name: 'One time' })).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(environment.openLogin).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create an account' }));
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByLabelText('Confirm password')).toBeTruthy();
  });

  it('gives: Continue → Almost Done! (Test mode) → Give Now → Thank you for your gift!', async () => {
    fillDetails();
    await continueToCard();
    expect(screen.getByText('Test mode')).toBeTruthy();
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect((screen.getByLabelText('Expiration date (MM/YYYY)') as HTMLInputElement).value).toBe('12/2030');
    fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
    expect(screen.getByRole('button', { name: 'Processing…' })).toHaveProperty('disabled', true);
    expect(await screen.findByRole('heading', { name: 'Thank you for your gift!' })).toBeTruthy();
    expect(screen.getByText('A receipt has been sent to ana@example.com.')).toBeTruthy();
    expect(environment.onCompleted).toHaveBeenCalledWith(
      expect.objectContaining({ giftId: 'con_1', amount: 5000, frequency: 'one_time' }),
    );
  });

  it('a double click on Give Now sends one gift', async () => {
    fillDetails();
    await continueToCard();
    const give = screen.getByRole('button', { name: 'Give Now' });
    fireEvent.click(give);
    fireEvent.click(give);
    await screen.findByRole('heading', { name: 'Thank you for your gift!' });
    expect(server.requests.filter((request) => request.path === '/api/give')).toHaveLength(1);
  });

  it('a decline shows the translated code and keeps what the donor typed', async () => {
    server.on('POST', '/api/give/sandbox/payment-methods', (_request, response) =>
      sendJson(response, 402, { code: 'card_declined', message: 'Your card was declined.' }),
    );
    fillDetails();
    await continueToCard('4000000000000002');
    fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    expect((screen.getByLabelText('Cardholder name') as HTMLInputElement).value).toBe('Ana Ruiz');
    expect(environment.onError).toHaveBeenCalledWith({
      code: 'card-declined',
      message: 'Your card was declined.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('retrying after a lost answer reuses the Idempotency-Key', async () => {
    let calls = 0;
    server.on('POST', '/api/give', (_request, response) => {
      calls += 1;
      if (calls === 1) return response.destroy();
      return sendJson(response, 201, giftAnswer);
    });
    fillDetails();
    await continueToCard();
    fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong, please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
    await screen.findByRole('heading', { name: 'Thank you for your gift!' });
    const keys = server.requests
      .filter((r) => r.path === '/api/give')
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('switches to Spanish (a lazy chunk) and translates validation messages', async () => {
    await act(() => store.getState().setLocale('es'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Donaciones en línea - Grace Community Church',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('El monto no puede estar vacío')).toBeTruthy();
  });
});

describe('the church’s own look', () => {
  it('shows the church’s message above the form and sets its brand colour as the default', () => {
    cleanup();
    store.getState().setOrganization({
      ...testOrganization,
      onlineGiving: {
        ...testOrganization.onlineGiving,
        brandColor: '#1d4ed8',
        message: 'Every gift feeds a family.',
      },
    });
    renderApp();
    expect(screen.getByText('Every gift feeds a family.')).toBeTruthy();
    const rule = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(rule).toContain(':root, :host { --halo-color-primary: #1d4ed8;');
  });

  it('adds nothing without them', () => {
    expect(document.querySelector('.halo-giving-message')).toBeNull();
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(rules).not.toContain('--halo-color-primary: #');
  });

  it('puts the church’s logo, named by the church, above the title', () => {
    expect(screen.queryByRole('img')).toBeNull();
    cleanup();
    store.getState().setOrganization({ ...testOrganization, logoUrl: 'https://example.com/grace.png' });
    renderApp();
    const logo = screen.getByRole('img', { name: 'Grace Community Church' });
    expect(logo.getAttribute('src')).toBe('https://example.com/grace.png');
    expect(logo.closest('header')?.querySelector('h1')?.textContent).toBe(
      'Online Giving - Grace Community Church',
    );
  });
});

describe('the form’s frame', () => {
  it('says which step the donor is on, in a sentence, on each step', async () => {
    expect(screen.getByText('Step 1 of 2: Your gift')).toBeTruthy();
    fillDetails();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Almost Done!/ });
    expect(screen.getByText('Step 2 of 2: Payment')).toBeTruthy();
    expect(screen.queryByText('Step 1 of 2: Your gift')).toBeNull();
  });

  it('sums up the gift next to the total and the fee choice', () => {
    expect(document.querySelector('.halo-giving-summary')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
    const summary = document.querySelector<HTMLElement>('.halo-giving-summary')!;
    expect(within(summary).getByText('$50.00 one time to General Fund')).toBeTruthy();
    fireEvent.click(within(summary).getByLabelText('Add $1.81 to cover the processing fee'));
    expect(within(summary).getByText('You cover the $1.81 fee')).toBeTruthy();
    const bar = screen.getByRole('button', { name: 'Continue' }).parentElement!;
    expect(within(bar).getByText('Total: $51.81')).toBeTruthy();
  });

  it('reassures under the button, in English and Spanish', async () => {
    expect(screen.getByText('Secure payment')).toBeTruthy();
    expect(screen.getByText('A receipt is emailed to you')).toBeTruthy();
    await act(() => store.getState().setLocale('es'));
    expect(await screen.findByText('Pago seguro')).toBeTruthy();
    expect(screen.getByText('Le enviaremos un recibo por correo')).toBeTruthy();
    expect(screen.getByText('Paso 1 de 2: Tu donación')).toBeTruthy();
  });
});
