/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import {
  AdminCampaignsDocument,
  type AdminCampaignFieldsFragment,
} from '@halo/shared/graphql/admin-campaigns';
import { AdminGivingPageDocument } from '@halo/shared/graphql/admin-giving-page';
import { AdminCampaignTimelineDocument } from '@halo/shared/graphql/admin-pledges';
import { adminGivingPage, consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import { BarChart } from 'chartist';
import Campaigns from '../screens/Campaigns';

jest.mock('chartist', () => ({ BarChart: jest.fn(() => ({ detach: jest.fn() })) }));

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

const roof: AdminCampaignFieldsFragment = {
  prefixedId: 'cmp_roof',
  name: 'New Roof',
  slug: 'new-roof',
  formerSlugs: [],
  goal: 5_000_000,
  description: '',
  imageUrl: null as string | null,
  imageAlt: null as string | null,
  startDate: '2026-11-12',
  endDate: null,
  status: 'open',
  givingState: 'open',
  funds: [{ prefixedId: 'fund_general', name: 'General Fund' }],
  raised: 17_000,
  givers: 2,
  pledged: 0,
  pledgeTotal: 0,
  pledgeCount: 0,
  link: 'http://demo.localhost:8080/?campaign=new-roof',
  qrCode: { size: 21, path: 'M0 0h1v1h-1z' },
};
let timeline: { interval: 'week' | 'month'; points: { start: string; raised: number }[] };

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['manage-giving']),
    path: '/admin/campaigns',
  });
  fakeGraphql.mockReset();
  (BarChart as unknown as jest.Mock).mockClear();
  timeline = {
    interval: 'week',
    points: [
      { start: '2026-11-09', raised: 0 },
      { start: '2026-11-16', raised: 13_000 },
      { start: '2026-11-23', raised: 4_000 },
    ],
  };
  fakeGraphql.mockImplementation((document: unknown) => {
    if (document === AdminCampaignsDocument) return Promise.resolve({ adminCampaigns: [roof] });
    if (document === AdminGivingPageDocument) return Promise.resolve({ adminGivingPage: adminGivingPage() });
    if (document === AdminCampaignTimelineDocument)
      return Promise.resolve({ adminCampaignTimeline: timeline });
    return Promise.reject(new Error('unexpected'));
  });
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('a campaign’s raised over time in the console', () => {
  it('asks for nothing until shown, then draws the chart with its table of every week beside it', async () => {
    await renderLoaded(<Campaigns />);
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    const show = within(item).getByRole('button', { name: 'Raised over time: New Roof' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(fakeGraphql).not.toHaveBeenCalledWith(AdminCampaignTimelineDocument, expect.anything());
    fireEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Raised by week: New Roof' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Week ofRaised', 'Nov 9, 2026$0.00', 'Nov 16, 2026$130.00', 'Nov 23, 2026$40.00']);
    expect(fakeGraphql).toHaveBeenCalledWith(AdminCampaignTimelineDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      campaignPrefixedId: 'cmp_roof',
    });
    // The chart is a picture of the table: the same figures in the currency's units, hidden from
    // screen readers.
    await waitFor(() => expect(BarChart).toHaveBeenCalled());
    const [, data] = (BarChart as unknown as jest.Mock).mock.calls[0] as [
      unknown,
      { labels: string[]; series: number[][] },
    ];
    expect(data).toEqual({ labels: ['Nov 9', 'Nov 16', 'Nov 23'], series: [[0, 130, 40]] });
    expect(screen.getByTestId('giving-chart').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('charts a long campaign by month, in Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    timeline = {
      interval: 'month',
      points: [
        { start: '2026-01-01', raised: 2_500 },
        { start: '2026-02-01', raised: 0 },
      ],
    };
    await renderLoaded(<Campaigns />);
    fireEvent.click(await screen.findByRole('button', { name: 'Recaudado en el tiempo: New Roof' }));
    const table = await screen.findByRole('table', { name: 'Recaudado por mes: New Roof' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s/g, ' '));
    expect(rows[0]).toBe('MesRecaudado');
    expect(rows[1]).toMatch(/^enero de 2026 ?25,00 US\$$/);
    expect(rows).toHaveLength(3);
  });
});
