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
  campaign: { prefixedId: 'cmp_roof', name: 'New roof', description: 'Before winter.', givingState: 'open' },
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
