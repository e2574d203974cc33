/** @jest-environment ./jest.jsdom-environment.js */
// docs/PRODUCT.md §2 "Create user after a gift": the thank-you screen of a guest's gift offers the set-password
// email (POST /api/give/account-invitation with the giving token, no cookies).
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createGivingClient } from 'halo_shared/api/giving';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { meResponse } from '@halo/testkit/api/apiResponses';
import { createHaloStore, HaloStoreContext, type HaloStore } from 'halo_shared/store';
import { createI18n, I18nextProvider, loadCatalogues, loadLanguage } from 'halo_shared/i18n';
import { givingCatalogue } from '../i18n/givingMessages';
import { CreateAccountOffer } from './CreateAccountOffer';
import { GivingApp } from './GivingApp';
import { GivingEnvironmentContext, GivingFormContext, type GivingEnvironment } from './GivingEnvironment';
import { createGivingForm } from './givingForm';
import type { GivingResultSummary } from './givingFormState';
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
  server.on('POST', '/api/give/account-invitation', (_request, response) =>
    sendJson(response, 202, { message: 'If your account still needs a password, we sent you an email.' }),
  );
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
  };
});
afterEach(cleanup);

function wrap(children: React.ReactNode) {
  return (
    <I18nextProvider i18n={elementI18n}>
      <HaloStoreContext.Provider value={store}>
        <GivingEnvironmentContext.Provider value={environment}>{children}</GivingEnvironmentContext.Provider>
      </HaloStoreContext.Provider>
    </I18nextProvider>
  );
}

const oneTime: GivingResultSummary = {
  giftId: 'con_1',
  amount: 5000,
  frequency: 'one_time',
  receiptEmail: 'ana@example.com',
  nextOccurrence: null,
};

/** The offer alone, over a form that has just completed with `result` (and its English strings, as the form loads them). */
function renderOffer(result: GivingResultSummary = oneTime) {
  loadCatalogues(elementI18n, givingCatalogue);
  const form = createGivingForm({
    organization: testOrganization,
    client: environment.client,
    today: () => '2026-01-01' as never,
    locale: () => store.getState().locale,
  });
  form.setState({
    step: 'done',
    result,
    customer: { stripeCustomerId: 'cus_1', donorPrefixedId: 'usr_1', givingToken: 'gt_1' },
  });
  render(
    wrap(<GivingFormContext.Provider value={form}>{<CreateAccountOffer />}</GivingFormContext.Provider>),
  );
}

const invitations = () =>
  server.requests.filter((request) => request.path === '/api/give/account-invitation');

describe('Create your account, after a guest’s gift', () => {
  it('follows a guest’s one-time gift and sends the set-password email with the giving token', async () => {
    render(wrap(<GivingApp />));
    fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Ruiz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Almost Done!/ });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiration date (MM/YYYY)'), { target: { value: '122030' } });
    fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Cardholder name'), { target: { value: 'Ana Ruiz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
    await screen.findByRole('heading', { name: 'Thank you for your gift!' });

    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    expect(screen.getByText('Set a password to manage recurring gifts and personal data.')).toBeTruthy();
    // No password field: the typed email is not proven, the emailed link is.
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Email me a link to set my password' }));
    expect(await screen.findByText('We sent you an email to set your password.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Email me a link to set my password' })).toBeNull();

    const [invitation, ...more] = invitations();
    expect(more).toHaveLength(0);
    expect(invitation?.headers['x-giving-token']).toBe('gt_1');
    expect(invitation?.json()).toEqual({ organization_prefixed_id: 'org_1', stripe_customer_id: 'cus_1' });
  });

  it('speaks Spanish', async () => {
    await loadLanguage(elementI18n, 'es', givingCatalogue);
    await act(() => store.getState().setLocale('es'));
    renderOffer();
    expect(await screen.findByRole('heading', { name: 'Crea tu cuenta' })).toBeTruthy();
    expect(
      screen.getByText(
        'Crea una contraseña para administrar tus donaciones recurrentes y tus datos personales.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Envíame un enlace para crear mi contraseña' }));
    expect(
      await screen.findByText('Te enviamos un correo electrónico para crear tu contraseña.'),
    ).toBeTruthy();
  });

  it('shows the server’s text on 429 and a generic one when the call fails; the button stays', async () => {
    server.on('POST', '/api/give/account-invitation', (_request, response) =>
      sendJson(response, 429, { message: 'Too many attempts. Please try again in 42 seconds.' }),
    );
    renderOffer();
    const button = screen.getByRole('button', { name: 'Email me a link to set my password' });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
    server.on('POST', '/api/give/account-invitation', (_request, response) => sendJson(response, 500, {}));
    fireEvent.click(button);
    expect(
      await screen.findByText('Something went wrong, please try again.', { selector: '[role="alert"]' }),
    ).toBeTruthy();
  });

  it('is not offered to a signed-in donor, nor after a recurring gift (which needs an account)', () => {
    renderOffer({ ...oneTime, frequency: 'monthly' });
    expect(screen.queryByRole('heading', { name: 'Create your account' })).toBeNull();
    cleanup();
    act(() => store.getState().setUser(meResponse.data.me as never));
    renderOffer();
    expect(screen.queryByRole('heading', { name: 'Create your account' })).toBeNull();
  });
});
