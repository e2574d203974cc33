/** @jest-environment ./jest.jsdom-environment.js */
// Give Now when the donor's bank asks for authentication, in sandbox mode: the API's 402
// authentication_required opens the labelled test challenge (focus inside, keyboard usable); failing
// it leaves the payment step with the reason and nothing given, and the next Give Now is a new
// attempt; completing it sends the same gift under the same Idempotency-Key with the challenge's
// answer, and the gift is given. A card that asks when it is saved is sent again with the answer; one
// that asks when saved and at every payment (Stripe's 4000002760003184) runs two challenges in one
// Give Now. English and Spanish.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const asksAuthentication = {
  code: 'authentication_required',
  message: 'Your bank asks you to confirm this gift. Nothing has been charged yet.',
  authentication: { mode: 'sandbox' },
};

let store: HaloStore;
beforeEach(() => {
  server.reset();
  server.on('POST', '/api/give/customer', (_request, response) => sendJson(response, 200, customerAnswer));
  // The card's own challenge at saving is left out here (two tests below run it).
  server.on('POST', '/api/give/sandbox/payment-methods', (_request, response) =>
    sendJson(response, 200, cardAnswer),
  );
  // The sandbox bank: every gift asks, until the request says the test challenge passed.
  server.on('POST', '/api/give', (request, response) =>
    (request.json() as { test_authentication?: string }).test_authentication === 'passed'
      ? sendJson(response, 201, giftAnswer)
      : sendJson(response, 402, asksAuthentication),
  );
  const elementI18n = createI18n();
  store = createHaloStore({ embedded: true, locale: 'en', i18n: elementI18n });
  store.getState().setOrganization(testOrganization);
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
const gifts = () => server.requests.filter((request) => request.path === '/api/give');

async function reachPayment(words: {
  email: string;
  firstName: string;
  lastName: string;
  continue: RegExp;
  number: string;
  expiry: string;
  name: string;
}) {
  fireEvent.click(screen.getAllByRole('radio')[0]!);
  type(words.email, 'ana@example.com');
  type(words.firstName, 'Ana');
  type(words.lastName, 'Ruiz');
  // The card step may wait for its words (the test challenge's, in Spanish): an awaited act lets React
  // show it once they are in.
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: words.continue }));
  });
  await screen.findByLabelText(words.number);
  type(words.number, '4000002760003184');
  type(words.expiry, '122030');
  type('CVC', '123');
  type(words.name, 'Ana Ruiz');
}

it('runs the test challenge: failing it charges nothing and says why, completing it gives the gift', async () => {
  await reachPayment({
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    continue: /^Continue/,
    number: 'Card number',
    expiry: 'Expiration date (MM/YYYY)',
    name: 'Cardholder name',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Test authentication — no bank is contacted' });
  expect(dialog.contains(document.activeElement)).toBe(true);
  expect(within(dialog).getByText(/no bank is asked and no money moves/)).toBeTruthy();
  // Escape is a failed authentication too: the keyboard's way out.
  fireEvent.keyDown(dialog, { key: 'Escape' });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(
    'Your bank’s authentication was not completed, so nothing was charged. You can try again or use another card.',
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(gifts()).toHaveLength(1);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Give Now' })).not.toHaveProperty('disabled', true),
  );

  fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
  const again = await screen.findByRole('dialog');
  fireEvent.click(within(again).getByRole('button', { name: 'Fail authentication' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(gifts()).toHaveLength(2);

  fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
  const third = await screen.findByRole('dialog');
  fireEvent.click(within(third).getByRole('button', { name: 'Complete authentication' }));
  await screen.findByRole('heading', { name: 'Thank you for your gift!' });

  const sent = gifts();
  expect(sent).toHaveLength(4);
  const keys = sent.map((request) => request.headers['idempotency-key']);
  // A failed authentication ends the attempt; the completed one is sent again under its own key.
  expect(new Set(keys.slice(0, 3)).size).toBe(3);
  expect(keys[3]).toBe(keys[2]);
  expect(sent[2]!.json()).not.toHaveProperty('test_authentication');
  const { test_authentication, ...gift } = sent[3]!.json() as Record<string, unknown>;
  expect(test_authentication).toBe('passed');
  expect(gift).toEqual(sent[2]!.json());
});

it('asks when a card is saved, and saves and gives it once the test challenge passed', async () => {
  // The sandbox bank of 4000002500003155: the card entry asks; the gift then goes through at once.
  server.on('POST', '/api/give/sandbox/payment-methods', (request, response) =>
    (request.json() as { test_authentication?: string }).test_authentication === 'passed'
      ? sendJson(response, 200, cardAnswer)
      : sendJson(response, 402, {
          ...asksAuthentication,
          message: 'Your bank asks you to confirm this card. Nothing has been saved or charged yet.',
        }),
  );
  server.on('POST', '/api/give', (_request, response) => sendJson(response, 201, giftAnswer));
  await reachPayment({
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    continue: /^Continue/,
    number: 'Card number',
    expiry: 'Expiration date (MM/YYYY)',
    name: 'Cardholder name',
  });
  type('Card number', '4000002500003155');
  fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
  const dialog = await screen.findByRole('dialog', { name: 'Test authentication — no bank is contacted' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));
  await screen.findByRole('heading', { name: 'Thank you for your gift!' });
  const cards = server.requests.filter((request) => request.path === '/api/give/sandbox/payment-methods');
  expect(cards.map((request) => (request.json() as Record<string, unknown>).test_authentication)).toEqual([
    undefined,
    'passed',
  ]);
  expect(gifts()).toHaveLength(1);
});

it('asks when the card is saved and again for the gift: two challenges, then the gift is given once', async () => {
  // The sandbox bank of 4000002760003184: the card entry asks, and so does every gift.
  server.on('POST', '/api/give/sandbox/payment-methods', (request, response) =>
    (request.json() as { test_authentication?: string }).test_authentication === 'passed'
      ? sendJson(response, 200, cardAnswer)
      : sendJson(response, 402, {
          ...asksAuthentication,
          message: 'Your bank asks you to confirm this card. Nothing has been saved or charged yet.',
        }),
  );
  await reachPayment({
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    continue: /^Continue/,
    number: 'Card number',
    expiry: 'Expiration date (MM/YYYY)',
    name: 'Cardholder name',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
  const forCard = await screen.findByRole('dialog', { name: 'Test authentication — no bank is contacted' });
  fireEvent.click(within(forCard).getByRole('button', { name: 'Complete authentication' }));
  await waitFor(() => expect(gifts()).toHaveLength(1));
  const forGift = await screen.findByRole('dialog', { name: 'Test authentication — no bank is contacted' });
  expect(forGift.contains(document.activeElement)).toBe(true);
  fireEvent.click(within(forGift).getByRole('button', { name: 'Complete authentication' }));
  await screen.findByRole('heading', { name: 'Thank you for your gift!' });

  const cards = server.requests.filter((request) => request.path === '/api/give/sandbox/payment-methods');
  expect(cards.map((request) => (request.json() as Record<string, unknown>).test_authentication)).toEqual([
    undefined,
    'passed',
  ]);
  const sent = gifts();
  expect(sent.map((request) => (request.json() as Record<string, unknown>).test_authentication)).toEqual([
    undefined,
    'passed',
  ]);
  expect(sent[1]!.headers['idempotency-key']).toBe(sent[0]!.headers['idempotency-key']);
});

it('asks and explains in Spanish', async () => {
  await act(() => store.getState().setLocale('es'));
  await screen.findByRole('heading', { name: /Donaciones en línea/ });
  await reachPayment({
    email: 'Correo electrónico',
    firstName: 'Nombre',
    lastName: 'Apellido',
    continue: /^Continuar/,
    number: 'Número de tarjeta',
    expiry: 'Fecha de vencimiento (MM/AAAA)',
    name: 'Nombre del titular',
  });
  fireEvent.click(screen.getByRole('button', { name: 'Donar ahora' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Autenticación de prueba: no se contacta a ningún banco',
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Hacer fallar la autenticación' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'La autenticación de tu banco no se completó, así que no se cobró nada. Puedes intentarlo de nuevo o usar otra tarjeta.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Donar ahora' }));
  const again = await screen.findByRole('dialog');
  fireEvent.click(within(again).getByRole('button', { name: 'Completar la autenticación' }));
  await screen.findByRole('heading', { name: '¡Gracias por tu donación!' });
});
