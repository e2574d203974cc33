/** @jest-environment ./jest.jsdom-environment.js */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createGivingClient } from 'halo_shared/api/giving';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { createHaloStore, HaloStoreContext, type HaloStore } from 'halo_shared/store';
import { createI18n, I18nextProvider } from 'halo_shared/i18n';
import { GivingApp } from '../giving/GivingApp';
import { GivingEnvironmentContext, type GivingEnvironment } from '../giving/GivingEnvironment';
import { testOrganization } from '@halo/testkit/giving/testOrganization';

jest.mock('halo_shared/live', () => ({ subscribeCampaignTotals: jest.fn(() => () => undefined) }));
withTestApiClient();

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());
afterEach(cleanup);

const campaign = {
  campaignPrefixedId: 'cmp_0123456789abcdef01234567',
  slug: 'building-fund',
  name: 'Building Fund',
  description: '',
  currency: 'USD',
  goal: 5_000_000,
  raised: 0,
  givers: 0,
  state: 'open',
  startDate: null,
  endDate: null,
  fundPrefixedIds: ['fund_building'],
  channel: null,
  live: null,
};

function renderForm(locale: 'en' | 'es' = 'en', state = 'open') {
  server.on('GET', '/api/online-giving/demo/campaigns/building-fund', (_request, response) =>
    sendJson(response, 200, { ...campaign, state }),
  );
  const i18n = createI18n(locale);
  const store: HaloStore = createHaloStore({ embedded: true, locale, i18n });
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
    <I18nextProvider i18n={i18n}>
      <HaloStoreContext.Provider value={store}>
        <GivingEnvironmentContext.Provider value={environment}>
          <GivingApp preset={{ campaign: 'building-fund' }} />
        </GivingEnvironmentContext.Provider>
      </HaloStoreContext.Provider>
    </I18nextProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => server.reset());

describe('pledging from the campaign’s giving form by emailed code', () => {
  it('asks for a code, shows a wrong code’s refusal on its field, then records the pledge', async () => {
    server.on('POST', '/api/give/pledge-code', (_request, response) =>
      sendJson(response, 202, {
        message: 'If ana@example.com is the email of a donor of Demo, we sent it a code.',
      }),
    );
    let tries = 0;
    server.on('POST', '/api/give/pledge-code/verify', (_request, response) => {
      tries += 1;
      if (tries === 1) {
        const message = 'That code is not right. 4 attempts left.';
        sendJson(response, 422, { message, errors: { code: [message] } });
      } else {
        sendJson(response, 201, {
          pledge_prefixed_id: 'plg_1',
          campaign_name: 'Building Fund',
          amount: 25_000,
        });
      }
    });
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Pledge to Building Fund' }));
    fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(screen.getByLabelText('Pledge amount').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an amount more than $0.00.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email.')).toBeTruthy();
    expect(server.requests.some((request) => request.path === '/api/give/pledge-code')).toBe(false);

    type('Pledge amount', '250');
    type('Your email', 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Email me a code' }));
    const codeField = await screen.findByLabelText('Code from the email');
    expect(screen.getByText(/we sent it a code/)).toBeTruthy();
    // Focus moves in the effect after the code step is drawn, which a loaded machine may run a moment later.
    await waitFor(() => expect(document.activeElement).toBe(codeField));
    const asked = server.requests.find((request) => request.path === '/api/give/pledge-code');
    expect(asked?.json()).toEqual({
      organization_prefixed_id: testOrganization.prefixedId,
      campaign: 'building-fund',
      email: 'ana@example.com',
      amount: 25_000,
    });

    type('Code from the email', '123');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm pledge' }));
    expect(screen.getByText('Enter the six digits of the code.')).toBeTruthy();
    type('Code from the email', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm pledge' }));
    expect(await screen.findByText('That code is not right. 4 attempts left.')).toBeTruthy();
    type('Code from the email', '222222');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm pledge' }));
    });
    const done = await screen.findByText('Thank you. Your pledge of $250.00 to Building Fund is recorded.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    const verified = server.requests.filter((request) => request.path === '/api/give/pledge-code/verify');
    expect(verified.at(-1)?.json()).toMatchObject({
      email: 'ana@example.com',
      amount: 25_000,
      code: '222222',
    });
  });

  it('speaks Spanish and shows a campaign’s refusal once', async () => {
    server.on('POST', '/api/give/pledge-code', (_request, response) => {
      const message = 'Esta campaña terminó: elige una abierta.';
      sendJson(response, 422, { message, errors: { campaign: [message] } });
    });
    renderForm('es');
    fireEvent.click(await screen.findByRole('button', { name: 'Prometer a Building Fund' }));
    type('Monto de la promesa', '50');
    type('Tu correo', 'ana@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme un código' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Esta campaña terminó: elige una abierta.');
  });

  it('offers no pledge on a campaign that has ended', async () => {
    renderForm('en', 'ended');
    await screen.findByText('Building Fund has ended. You can still give to the church below.');
    expect(screen.queryByRole('button', { name: 'Pledge to Building Fund' })).toBeNull();
  });
});
