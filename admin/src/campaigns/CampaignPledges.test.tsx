/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import {
  AdminCampaignsDocument,
  type AdminCampaignFieldsFragment,
} from '@halo/shared/graphql/admin-campaigns';
import { AdminDonorsDocument } from '@halo/shared/graphql/admin-donors';
import { AdminGivingPageDocument } from '@halo/shared/graphql/admin-giving-page';
import { AdminCampaignPledgesDocument, RecordPledgeDocument } from '@halo/shared/graphql/admin-pledges';
import {
  adminGivingPage,
  consoleUser,
  fieldRefusal,
  testOrganization,
} from '@halo/testkit/admin/adminTestData';
import Campaigns from '../screens/Campaigns';

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
  startDate: null,
  endDate: null,
  status: 'open',
  givingState: 'open',
  funds: [{ prefixedId: 'fund_general', name: 'General Fund' }],
  raised: 0,
  givers: 0,
  pledged: 0,
  pledgeTotal: 120_000,
  pledgeCount: 2,
  link: 'http://demo.localhost:8080/?campaign=new-roof',
  qrCode: { size: 21, path: 'M0 0h1v1h-1z' },
};
const jordan = {
  prefixedId: 'usr_jordan',
  name: 'Jordan Rivera',
  email: 'donor@example.com',
  giftCount: 3,
  totalGiven: 9_000,
};
const recorded = {
  prefixedId: 'plg_2',
  donorPrefixedId: 'usr_jordan',
  donorName: 'Jordan Rivera',
  amount: 50_000,
  given: 0,
  source: 'administrator',
  createdAt: '2026-12-03T00:00:00.000Z',
};

let record: (variables: Record<string, unknown>) => Promise<unknown>;

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['manage-giving']),
    path: '/admin/campaigns',
  });
  fakeGraphql.mockReset();
  record = () => Promise.resolve({ recordPledge: recorded });
  fakeGraphql.mockImplementation((document: unknown, variables: Record<string, unknown>) => {
    if (document === AdminCampaignsDocument) return Promise.resolve({ adminCampaigns: [roof] });
    if (document === AdminGivingPageDocument) return Promise.resolve({ adminGivingPage: adminGivingPage() });
    if (document === AdminCampaignPledgesDocument)
      return Promise.resolve({
        adminCampaignPledges: [
          { ...recorded, prefixedId: 'plg_1', amount: 70_000, given: 35_000, source: 'donor' },
        ],
      });
    if (document === AdminDonorsDocument) return Promise.resolve({ adminDonors: [jordan] });
    if (document === RecordPledgeDocument) return record(variables);
    return Promise.reject(new Error('unexpected'));
  });
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('a campaign’s pledges in the console', () => {
  it('shows the pledged total and number of pledges, and each donor’s given of pledged on request', async () => {
    await renderLoaded(<Campaigns />);
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(item.textContent).toContain('Pledged: $1,200.00 in 2 pledges');
    const show = within(item).getByRole('button', { name: 'Pledges to New Roof' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Pledges to New Roof' });
    expect(list.textContent).toBe('Jordan Rivera: $350.00 given of $700.00');
  });

  it('records a paper pledge card for a donor found by name, in a dialog, and says so', async () => {
    await renderLoaded(<Campaigns />);
    fireEvent.click(await screen.findByRole('button', { name: 'Record a pledge to New Roof' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a pledge to New Roof' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record pledge' }));
    expect(within(dialog).getByText('Find and choose the donor who pledged.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('admin-pledge-search');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Donor’s name or email/ }), {
      target: { value: 'jordan' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Find donor' }));
    const choice = await within(dialog).findByRole('radio', { name: 'Jordan Rivera (donor@example.com)' });
    expect((choice as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Amount pledged (USD)' }), {
      target: { value: '500' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record pledge' }));
    expect(await screen.findByText('Pledge of $500.00 by Jordan Rivera to New Roof recorded.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeGraphql).toHaveBeenCalledWith(RecordPledgeDocument, {
      organizationPrefixedId: testOrganization.prefixedId,
      campaignPrefixedId: 'cmp_roof',
      donorPrefixedId: 'usr_jordan',
      amount: 50_000,
    });
  });

  it('shows the server’s refusal beside the amount, in Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    record = () => Promise.reject(fieldRefusal('amount', 'El monto de la promesa debe ser mayor que $0.00.'));
    await renderLoaded(<Campaigns />);
    const item = within(await screen.findByRole('list')).getByRole('listitem');
    expect(item.textContent).toMatch(/Prometido: 1200,00\sUS\$ en 2 promesas/);
    fireEvent.click(within(item).getByRole('button', { name: 'Registrar una promesa a New Roof' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar una promesa a New Roof' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buscar donante' }));
    await within(dialog).findByRole('radio', { name: 'Jordan Rivera (donor@example.com)' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Monto prometido (USD)' }), {
      target: { value: '1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Registrar promesa' }));
    expect(await within(dialog).findByText('El monto de la promesa debe ser mayor que $0.00.')).toBeTruthy();
  });
});
