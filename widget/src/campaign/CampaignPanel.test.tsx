/** @jest-environment ./jest.jsdom-environment.js */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createGivingClient } from 'halo_shared/api/giving';
import { createHttpTestServer, sendJson, type HttpTestServer } from '@halo/testkit/api/httpTestServer';
import { createHaloStore, HaloStoreContext, type HaloStore } from 'halo_shared/store';
import { createI18n, I18nextProvider } from 'halo_shared/i18n';
import { subscribeCampaignTotals } from 'halo_shared/live';
import type { CampaignTotalsEvent } from '@halo/domain';
import { GivingApp } from '../giving/GivingApp';
import { GivingEnvironmentContext, type GivingEnvironment } from '../giving/GivingEnvironment';
import {
  cardAnswer,
  customerAnswer,
  giftAnswer,
  testOrganization,
} from '@halo/testkit/giving/testOrganization';

jest.mock('halo_shared/live', () => ({ subscribeCampaignTotals: jest.fn(() => () => undefined) }));
withTestApiClient();

let server: HttpTestServer;
beforeAll(async () => {
  server = await createHttpTestServer();
});
afterAll(() => server.close());
afterEach(cleanup);

const live = { key: 'k', cluster: 'embedded', wsHost: 'demo.localhost', wsPort: 8080, forceTLS: false };
const campaign = {
  campaignPrefixedId: 'cmp_0123456789abcdef01234567',
  slug: 'building-fund',
  name: 'Building Fund',
  description: 'A new roof before winter.',
  currency: 'USD',
  goal: 5_000_000,
  raised: 125_050,
  givers: 3,
  state: 'open',
  startDate: null,
  endDate: null,
  fundPrefixedIds: ['fund_building'],
  channel: 'campaign.cmp_0123456789abcdef01234567',
  live,
};

function renderForm(slug: string, locale: 'en' | 'es' = 'en') {
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
          <GivingApp preset={{ campaign: slug }} />
        </GivingEnvironmentContext.Provider>
      </HaloStoreContext.Provider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  server.reset();
  (subscribeCampaignTotals as jest.Mock).mockClear();
  server.on('GET', '/api/online-giving/demo/campaigns/building-fund', (_request, response) =>
    sendJson(response, 200, campaign),
  );
  server.on('POST', '/api/give/customer', (_request, response) => sendJson(response, 200, customerAnswer));
  server.on('POST', '/api/give/sandbox/payment-methods', (_request, response) =>
    sendJson(response, 200, cardAnswer),
  );
  server.on('POST', '/api/give', (_request, response) => sendJson(response, 201, giftAnswer));
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a campaign named by the page', () => {
  it('shows its name, description and bar, gives to its fund through it, and moves with live totals', async () => {
    renderForm('building-fund');
    const bar = await screen.findByRole('progressbar', { name: 'Raised toward the goal' });
    expect(screen.getByRole('heading', { name: 'Building Fund', level: 2 })).toBeTruthy();
    expect(screen.getByText('A new roof before winter.')).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('1250.5');
    expect(bar.getAttribute('aria-valuemax')).toBe('50000');
    expect(screen.getByText('$1,250.50 raised of $50,000.00 · 3 givers')).toBeTruthy();
    expect((screen.getByLabelText('Fund') as HTMLSelectElement).value).toBe('fund_building');
    expect(subscribeCampaignTotals).toHaveBeenCalledWith(live, campaign.channel, expect.any(Function));

    const onTotals = (subscribeCampaignTotals as jest.Mock).mock.calls[0][2] as (
      t: CampaignTotalsEvent,
    ) => void;
    act(() =>
      onTotals({
        campaignPrefixedId: campaign.campaignPrefixedId,
        raised: 130_050,
        givers: 4,
        goal: 5_000_000,
      }),
    );
    expect(bar.getAttribute('aria-valuenow')).toBe('1300.5');
    expect(bar.getAttribute('aria-valuetext')).toBe('$1,300.50 raised of $50,000.00');
    expect(screen.getByText('$1,300.50 raised of $50,000.00 · 4 givers')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '$50.00' }));
    type('Email', 'ana@example.com');
    type('First name', 'Ana');
    type('Last name', 'Ruiz');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: /Almost Done!/ });
    type('Card number', '4242424242424242');
    type('Expiration date (MM/YYYY)', '122030');
    type('CVC', '123');
    type('Cardholder name', 'Ana Ruiz');
    fireEvent.click(screen.getByRole('button', { name: /^Give/ }));
    await screen.findByRole('heading', { name: /Thank you/i });
    const gift = server.requests.find((request) => request.path === '/api/give');
    expect(gift?.json()).toMatchObject({
      campaign: 'building-fund',
      fund_prefixed_id: 'fund_building',
      amount: 5000,
    });
  });

  it('says a closed campaign has ended and leaves the ordinary form', async () => {
    server.on('GET', '/api/online-giving/demo/campaigns/building-fund', (_request, response) =>
      sendJson(response, 200, { ...campaign, state: 'ended', channel: null, live: null }),
    );
    renderForm('building-fund');
    expect(
      await screen.findByText('Building Fund has ended. You can still give to the church below.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Fund') as HTMLSelectElement).value).toBe('fund_general');
    expect(subscribeCampaignTotals).not.toHaveBeenCalled();
  });

  it('shows the campaign’s image with the administrator’s words for it, and draws no other kind of source', async () => {
    server.on('GET', '/api/online-giving/demo/campaigns/building-fund', (_request, response) =>
      sendJson(response, 200, {
        ...campaign,
        imageUrl: 'http://demo.localhost/api/files/profile-images/usr_1/0123456789abcdef-roof.png',
        imageAlt: 'The new roof going up',
      }),
    );
    renderForm('building-fund');
    const image = await screen.findByRole('img', { name: 'The new roof going up' });
    expect(image.getAttribute('src')).toBe(
      'http://demo.localhost/api/files/profile-images/usr_1/0123456789abcdef-roof.png',
    );
    cleanup();
    server.on('GET', '/api/online-giving/demo/campaigns/building-fund', (_request, response) =>
      sendJson(response, 200, { ...campaign, imageUrl: 'javascript:alert(1)', imageAlt: 'Roof' }),
    );
    renderForm('building-fund');
    await screen.findByRole('progressbar', { name: 'Raised toward the goal' });
    expect(screen.queryByRole('img', { name: 'Roof' })).toBeNull();
  });

  it('warns the page’s author about an unknown campaign and shows the ordinary form', async () => {
    server.on('GET', '/api/online-giving/demo/campaigns/nothing', (_request, response) =>
      sendJson(response, 404, { message: 'Campaign not found.' }),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      renderForm('nothing');
      await act(async () => {
        for (let i = 0; i < 20 && warn.mock.calls.length === 0; i += 1)
          await new Promise((r) => setTimeout(r, 10));
      });
      expect(warn.mock.calls[0]?.[0]).toContain('has no campaign "nothing"');
      expect(screen.queryByRole('progressbar')).toBeNull();
      expect((screen.getByLabelText('Fund') as HTMLSelectElement).value).toBe('fund_general');
    } finally {
      warn.mockRestore();
    }
  });

  it('speaks Spanish', async () => {
    renderForm('building-fund', 'es');
    expect(await screen.findByText('1250,50 US$ recaudados de 50.000,00 US$ · 3 donantes')).toBeTruthy();
  });
});
