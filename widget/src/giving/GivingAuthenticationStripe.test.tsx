/** @jest-environment ./jest.jsdom-environment.js */
// Give Now on a Stripe-connected church when the donor's bank asks for authentication: the API's 402
// authentication_required carries the PaymentIntent's client secret, the form runs Stripe.js's
// handleNextAction with it on the church's account (Stripe.js stands in here: it comes from Stripe in
// the browser), then sends the same gift under the same Idempotency-Key; when Stripe says the
// authentication failed, its words and the form's are shown and nothing more is sent.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import type { Organization } from '@halo/domain';
import { loadStripe } from '@stripe/stripe-js/pure';
import { createGivingClient } from 'halo_shared/api/giving';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { createHaloStore, HaloStoreContext } from 'halo_shared/store';
import { createI18n, I18nextProvider } from 'halo_shared/i18n';
import { GivingApp } from './GivingApp';
import { GivingEnvironmentContext, type GivingEnvironment } from './GivingEnvironment';
import { customerAnswer, giftAnswer, testOrganization } from '@halo/testkit/giving/testOrganization';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn() }));
withTestApiClient();

const stripeLoader = jest.mocked(loadStripe);

const church: Organization = {
  ...testOrganization,
  onlineGiving: {
    ...testOrganization.onlineGiving,
    processor: { mode: 'stripe', publishableKey: 'pk_test_church', stripeAccount: 'acct_church' },
  },
};

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());

const handleNextAction = jest.fn();
beforeEach(() => {
  server.reset();
  handleNextAction.mockReset();
  stripeLoader.mockReset();
  // Stripe.js as the card step and the authentication use it.
  stripeLoader.mockResolvedValue({
    elements: () => ({ create: () => ({ mount: jest.fn(), destroy: jest.fn() }) }),
    confirmCardSetup: jest.fn().mockResolvedValue({ setupIntent: { payment_method: 'pm_card_3ds' } }),
    handleNextAction,
  } as never);
  server.on('POST', '/api/give/customer', (_request, response) => sendJson(response, 200, customerAnswer));
  server.on('POST', '/api/give/setup-intent', (_request, response) =>
    sendJson(response, 200, { client_secret: 'seti_1_secret_2', setup_intent_id: 'seti_1' }),
  );
  let asked = false;
  // Stripe's bank asks once; the same gift sent again after the authentication is given.
  server.on('POST', '/api/give', (_request, response) => {
    if (asked) return sendJson(response, 201, giftAnswer);
    asked = true;
    return sendJson(response, 402, {
      code: 'authentication_required',
      message: 'Your bank asks you to confirm this gift. Nothing has been charged yet.',
      authentication: {
        mode: 'stripe',
        client_secret: 'pi_1_secret_2',
        publishable_key: 'pk_test_church',
        stripe_account: 'acct_church',
      },
    });
  });
  const elementI18n = createI18n();
  const store = createHaloStore({ embedded: true, locale: 'en', i18n: elementI18n });
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

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const gifts = () => server.requests.filter((request) => request.path === '/api/give');

async function giveNow() {
  fireEvent.click(screen.getAllByRole('radio')[0]!);
  type('Email', 'ana@example.com');
  type('First name', 'Ana');
  type('Last name', 'Ruiz');
  fireEvent.click(screen.getByRole('button', { name: /^Continue/ }));
  await screen.findByRole('heading', { name: /Almost Done!/ });
  // The card field is ready once Stripe.js has loaded and the field registered its collector.
  await waitFor(() => expect(stripeLoader).toHaveBeenCalled());
  await act(async () => {});
  fireEvent.click(screen.getByRole('button', { name: 'Give Now' }));
}

it("runs handleNextAction with the client secret on the church's account, then gives under the same key", async () => {
  handleNextAction.mockResolvedValue({ paymentIntent: { status: 'succeeded' } });
  await giveNow();
  await screen.findByRole('heading', { name: 'Thank you for your gift!' });
  expect(handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
  expect(stripeLoader).toHaveBeenLastCalledWith('pk_test_church', { stripeAccount: 'acct_church' });
  const [first, second] = gifts();
  expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  expect(second!.json()).toEqual(first!.json());
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('says why when Stripe’s authentication failed, and sends the gift no more', async () => {
  handleNextAction.mockResolvedValue({
    error: { message: 'We are unable to authenticate your payment method.' },
  });
  await giveNow();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(
    'We are unable to authenticate your payment method. Your bank’s authentication was not completed, so nothing was charged. You can try again or use another card.',
  );
  expect(gifts()).toHaveLength(1);
});
