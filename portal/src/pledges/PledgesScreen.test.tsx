/** @jest-environment ./jest.jsdom-environment.js */
import { testI18n, testStore, withTestPage } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { createFakeGraphql, graphqlRefusal, type FakeGraphql } from '@halo/testkit/api/fakeGraphql';
import { demoOrganization } from '@halo/testkit/selfService/demoOrganization';
import { loadCatalogues } from 'halo_shared/i18n';
import { pledgesMessages } from './pledgesMessages';
import { PledgesScreen } from './PledgesScreen';

withTestPage();
beforeEach(() => loadCatalogues(testI18n(), pledgesMessages));

let fake: FakeGraphql;
withTestApiClient({
  graphql: (...args: unknown[]) => (fake as unknown as (...a: unknown[]) => unknown)(...args),
});

const roof = {
  prefixedId: 'cmp_roof',
  name: 'New roof',
  description: 'Before winter.',
  startDate: null,
  endDate: null,
  givingState: 'open',
};
const pledge = {
  prefixedId: 'plg_1',
  amount: 100_000,
  given: 25_000,
  percent: 25,
  fulfilled: false,
  createdAt: '2026-06-01T00:00:00.000Z',
  monthlyGift: 12_500,
  campaign: {
    prefixedId: 'cmp_roof',
    name: 'New roof',
    slug: 'new-roof',
    description: 'Before winter.',
    givingState: 'open',
  },
};

beforeEach(() => {
  testStore().setState({ organization: demoOrganization, organizationStatus: 'loaded' });
  fake = createFakeGraphql({
    DonorPledges: () => ({ donorPledges: { pledges: [pledge], openCampaigns: [roof] } }),
  });
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('PledgesScreen', () => {
  it('shows each pledge with given of pledged on a progress bar', async () => {
    render(<PledgesScreen />);
    const list = await screen.findByRole('list', { name: 'Your pledges' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'New roof' })).toBeTruthy();
    const bar = within(item).getByRole('progressbar', { name: 'Your pledge to New roof' });
    expect(bar.getAttribute('aria-valuenow')).toBe('250');
    expect(bar.getAttribute('aria-valuemax')).toBe('1000');
    expect(bar.getAttribute('aria-valuetext')).toBe('$250.00 given of $1,000.00');
    expect(item.textContent).toContain('$250.00 given of $1,000.00');
    expect(fake.variablesOf('DonorPledges')).toEqual([{ organizationPrefixedId: 'org_1' }]);
  });

  it('pledges to a campaign, then says so and asks for the list again', async () => {
    fake.answer('PledgeToCampaign', () => ({ pledgeToCampaign: { ...pledge, amount: 50_000 } }));
    render(<PledgesScreen />);
    fireEvent.click(await screen.findByRole('radio', { name: 'New roof' }));
    fireEvent.change(screen.getByLabelText('Amount you pledge (USD)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pledge' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your pledge of $500.00 to New roof is saved.',
    );
    expect(fake.variablesOf('PledgeToCampaign')).toEqual([
      { organizationPrefixedId: 'org_1', campaignPrefixedId: 'cmp_roof', amount: 50_000 },
    ]);
    await waitFor(() => expect(fake.variablesOf('DonorPledges')).toHaveLength(2));
  });

  it('offers the monthly gift that completes a pledge, opening the giving form for the campaign', async () => {
    render(<PledgesScreen />);
    const item = within(await screen.findByRole('list', { name: 'Your pledges' })).getByRole('listitem');
    expect(item.textContent).toContain(
      'A monthly gift of $125.00 from today completes your pledge by the campaign’s end.',
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Give $125.00 monthly to New roof' }));
    await waitFor(() =>
      expect(testStore().getState().path).toBe('/?amount=125.00&frequency=monthly&campaign=new-roof'),
    );
  });

  it('offers no monthly gift once the pledge is fulfilled', async () => {
    fake.answer('DonorPledges', () => ({
      donorPledges: {
        pledges: [{ ...pledge, given: 100_000, fulfilled: true, monthlyGift: null }],
        openCampaigns: [],
      },
    }));
    render(<PledgesScreen />);
    const item = within(await screen.findByRole('list', { name: 'Your pledges' })).getByRole('listitem');
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('sets up the monthly gift in the same step as the pledge when asked, in Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    fake.answer('PledgeToCampaign', () => ({
      pledgeToCampaign: { ...pledge, amount: 60_000, given: 0, monthlyGift: 10_000 },
    }));
    render(<PledgesScreen />);
    fireEvent.click(await screen.findByRole('radio', { name: 'New roof' }));
    fireEvent.change(screen.getByLabelText('Monto que prometes (USD)'), { target: { value: '600' } });
    fireEvent.click(
      screen.getByRole('checkbox', {
        name: 'Darlo cada mes: luego abrir el formulario para una donación mensual que cumpla la promesa',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Prometer' }));
    await waitFor(() =>
      expect(testStore().getState().path).toBe('/?amount=100.00&frequency=monthly&campaign=new-roof'),
    );
    expect(fake.variablesOf('PledgeToCampaign')).toEqual([
      { organizationPrefixedId: 'org_1', campaignPrefixedId: 'cmp_roof', amount: 60_000 },
    ]);
  });

  it('names the missing fields before asking, and shows the server’s refusal beside its field, in Spanish too', async () => {
    render(<PledgesScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pledge' }));
    expect(screen.getByText('Choose the campaign you pledge to.')).toBeTruthy();
    expect(screen.getByText('Enter an amount above 0, such as 250.00.')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('portal-pledge-campaign');
    expect(fake.variablesOf('PledgeToCampaign')).toEqual([]);

    await act(() => testStore().getState().setLocale('es'));
    fake.answer('PledgeToCampaign', () => {
      throw graphqlRefusal('Invalid', {
        category: 'validation',
        validation: { campaign: ['Esta campaña terminó: elige una abierta.'] },
      });
    });
    fireEvent.click(screen.getByRole('radio', { name: 'New roof' }));
    fireEvent.change(screen.getByLabelText('Monto que prometes (USD)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prometer' }));
    expect(await screen.findByText('Esta campaña terminó: elige una abierta.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Promesas');
  });
});
