/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { DonorDashboardReportDocument, RecentActivityDocument } from '@halo/shared/graphql/portal-dashboard';
import { testOrganization, testUser } from '@halo/testkit/portal/portalTestData';
import Dashboard from './Dashboard';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

const report = { DonorDashboardReport: { totalGifts: 123456, activeRecurringGifts: 2, singleGifts: 14 } };
const activity = {
  RecentActivity: [
    {
      type: 'contribution_refunded',
      description: 'Your gift con_9 was refunded.',
      date: '2026-03-15T15:00:00Z',
      amount: 2500,
      contributionPrefixedId: 'con_9',
      status: 'refunded',
      fundAccountNames: ['General Fund', 'Missions'],
      // A split gift: each fund's part, in the church's order of funds.
      fundParts: [
        { name: 'Missions', amount: 1500 },
        { name: 'General Fund', amount: 1000 },
      ],
    },
  ],
};

beforeEach(() => {
  testStore().setState({ organization: testOrganization, user: testUser });
  fakeGraphql.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

function answer(reportAnswer: Promise<unknown>, activityAnswer: Promise<unknown>) {
  fakeGraphql.mockImplementation((document: unknown) =>
    document === DonorDashboardReportDocument
      ? reportAnswer
      : document === RecentActivityDocument
        ? activityAnswer
        : Promise.reject(new Error('unexpected')),
  );
}

describe('Dashboard', () => {
  it('welcomes the donor, shows the verified badge, the overview and the recent activity', async () => {
    answer(Promise.resolve(report), Promise.resolve(activity));
    render(<Dashboard />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dashboard');
    expect(screen.getByText('Welcome, Ana!')).toBeTruthy();
    expect(screen.getByText('Verified account')).toBeTruthy();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview.getAttribute('aria-busy')).toBe('true');
    expect(within(overview).getByRole('status').textContent).toBe('Loading…');
    await within(overview).findByText('$1,234.56');
    expect(overview.textContent).toContain('Active recurring gifts2');
    expect(overview.textContent).toContain('Single gifts14');
    const table = await screen.findByRole('table');
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([
      'Your gift con_9 was refunded.',
      '$25.00',
      'Refunded',
      'Missions $15.00 · General Fund $10.00',
    ]);
    expect(fakeGraphql).toHaveBeenCalledWith(DonorDashboardReportDocument, {
      organizationPrefixedId: 'org_1',
    });
  });

  it('has the actions View all, Send gift and Make another donation', () => {
    answer(new Promise(() => undefined), new Promise(() => undefined));
    render(<Dashboard />);
    expect(screen.getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/transactions');
    expect(screen.getByRole('button', { name: 'Send gift' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make another donation' })).toBeTruthy();
  });

  it('gives the last gift again with Send gift, and opens the empty form with Make another donation', async () => {
    const lastGift = { amount: 5000, fundPrefixedId: 'fund_missions', frequency: 'monthly' };
    answer(
      Promise.resolve({ DonorDashboardReport: { ...report.DonorDashboardReport, lastGift } }),
      Promise.resolve(activity),
    );
    render(<Dashboard />);
    await screen.findByText('$1,234.56');
    await act(async () => screen.getByRole('button', { name: 'Send gift' }).click());
    expect(testStore().getState().path).toBe('/?amount=50.00&fund=fund_missions&frequency=monthly');
    await act(async () => screen.getByRole('button', { name: 'Make another donation' }).click());
    expect(testStore().getState().path).toBe('/');
  });

  it('opens the empty form with Send gift before the first gift', async () => {
    answer(
      Promise.resolve({ DonorDashboardReport: { ...report.DonorDashboardReport, lastGift: null } }),
      Promise.resolve(activity),
    );
    render(<Dashboard />);
    await screen.findByText('$1,234.56');
    testStore().getState().recordNavigation('/dashboard');
    await act(async () => screen.getByRole('button', { name: 'Send gift' }).click());
    expect(testStore().getState().path).toBe('/');
  });

  it('says when there is no activity yet, and when loading failed', async () => {
    answer(Promise.reject(new Error('down')), Promise.resolve({ RecentActivity: [] }));
    render(<Dashboard />);
    await screen.findByText('You have no gifts yet.');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong, please try again.',
    );
  });

  it('offers to verify an unverified account, in Spanish', async () => {
    testStore().setState({ user: { ...testUser, emailVerifiedAt: null } });
    answer(Promise.resolve(report), Promise.resolve(activity));
    render(<Dashboard />);
    await act(() => testStore().getState().setLocale('es'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Panel');
    expect(screen.getByRole('link', { name: 'Verifica tu cuenta' }).getAttribute('href')).toBe(
      '/verify-account',
    );
    expect(screen.queryByText('Cuenta verificada')).toBeNull();
    await screen.findByText('1234,56 US$');
    // Each fund's part of the split gift, as Spanish writes the church's money.
    expect(await screen.findByText(/^Missions 15,00\sUS\$ · General Fund 10,00\sUS\$$/)).toBeTruthy();
  });
});
