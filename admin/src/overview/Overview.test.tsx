/** @jest-environment ./jest.jsdom-environment.js */
import { overviewTotalsVariables } from '@halo/domain';
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminGiftsDocument } from '@halo/shared/graphql/admin-gifts';
import { AdminSetupChecklistDocument } from '@halo/shared/graphql/admin-overview';
import { AdminGivingByMonthDocument } from '@halo/shared/graphql/admin-giving-reports';
import { adminGift, adminGivingPage, consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import Overview from '../screens/Overview';

const graphql = jest.fn();
withTestApiClient({ graphql });
jest.mock('chartist', () => ({ BarChart: jest.fn(() => ({ detach: jest.fn() })) }));
const fakeGraphql = graphql as jest.Mock;

// The church's calendar decides the month: 02:00 UTC on 1 March is still 28 February in Chicago.
const now = new Date('2026-03-01T02:00:00Z');
beforeEach(() => {
  jest.useFakeTimers({ now, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  testStore().setState({ organization: testOrganization, path: '/admin' });
  fakeGraphql.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
  act(() => void testStore().getState().setLocale('en'));
});

const yearTotals = {
  adminGifts: {
    items: [],
    nextCursor: null,
    totalResults: 3,
    totalAmount: 123_456,
    fundTotals: [],
    monthTotals: [
      { month: '2026-02', amount: 23_456, count: 2 },
      { month: '2026-01', amount: 100_000, count: 1 },
    ],
  },
};
const latestGifts = {
  adminGifts: {
    ...yearTotals.adminGifts,
    items: [1, 2, 3, 4, 5].map((index) =>
      adminGift(
        index,
        index === 2 ? { status: 'refunded', fundAccountNames: ['Missions', 'General Fund'] } : {},
      ),
    ),
  },
};

const givingByMonth = {
  adminGivingReports: {
    startDate: '2025-03-01',
    endDate: '2026-02-28',
    byMonth: [
      { month: '2026-01', amount: 100_000, count: 1, lastYearAmount: 50_000, lastYearCount: 2 },
      { month: '2026-02', amount: 23_456, count: 2, lastYearAmount: 0, lastYearCount: 0 },
    ],
  },
};

function serve({ givingPage = adminGivingPage(), fail = false } = {}) {
  fakeGraphql.mockImplementation((document: unknown, variables: { filters?: unknown }) => {
    if (fail) return Promise.reject(new Error('[Network] offline'));
    if (document === AdminSetupChecklistDocument) return Promise.resolve({ adminGivingPage: givingPage });
    if (document === AdminGiftsDocument) return Promise.resolve(variables.filters ? yearTotals : latestGifts);
    if (document === AdminGivingByMonthDocument) return Promise.resolve(givingByMonth);
    return Promise.reject(new Error('unexpected'));
  });
}

function renderOverview(abilities: string[], isHaloAdmin = false) {
  testStore().setState({ user: consoleUser(abilities, isHaloAdmin) });
  return render(<Overview />);
}

describe('Overview', () => {
  it('shows giving over the last 12 months against last year, asked for only once the totals have shown', async () => {
    serve();
    renderOverview(['view-gifts']);
    expect(fakeGraphql.mock.calls.some(([document]) => document === AdminGivingByMonthDocument)).toBe(false);
    const totals = screen.getByRole('region', { name: 'Gifts received' });
    await within(totals).findByText('$1,234.56');
    expect(fakeGraphql.mock.calls.some(([document]) => document === AdminGivingByMonthDocument)).toBe(false);
    await act(async () => void jest.advanceTimersByTime(500));
    const table = await screen.findByRole('table', { name: 'Giving over the last 12 months' });
    expect(fakeGraphql).toHaveBeenCalledWith(AdminGivingByMonthDocument, {
      organizationPrefixedId: 'org_1',
      range: null,
    });
    const january = within(table).getAllByRole('row')[1]!;
    expect(within(january).getByRole('rowheader').textContent).toBe('January 2026');
    expect(
      within(january)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$1,000.00', '1', '$500.00', '2']);
  });

  it("shows this month's and this year's succeeded gifts, counted on the church's calendar", async () => {
    serve();
    renderOverview(['view-gifts']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Overview');
    const totals = screen.getByRole('region', { name: 'Gifts received' });
    expect(within(totals).getByRole('status').textContent).toBe('Loading…');
    await within(totals).findByText('$1,234.56');
    expect(totals.textContent).toContain('This month$234.56');
    // The variables the hosted page answers in advance (docs/CONTRACTS.md "Static layout").
    expect(fakeGraphql).toHaveBeenCalledWith(
      AdminGiftsDocument,
      overviewTotalsVariables('org_1', '2026-02-28'),
    );
  });

  it('lists the latest five gifts once the totals have shown: date, donor, fund, amount, status', async () => {
    serve();
    renderOverview(['view-gifts']);
    await screen.findByText('$1,234.56');
    expect(screen.queryByRole('region', { name: 'Latest gifts' })).toBeNull();
    await act(async () => void jest.advanceTimersByTime(500));
    const latest = await screen.findByRole('region', { name: 'Latest gifts' });
    const table = await within(latest).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const second = within(table).getAllByRole('row')[2]!;
    expect(
      within(second)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Mar 15, 2026', 'Donor 2', 'Missions, General Fund', '$50.02', 'Refunded']);
    expect(within(latest).getByRole('link', { name: 'All gifts' }).getAttribute('href')).toBe('/admin/gifts');
  });

  it('ticks the set-up steps done and links each to its section', async () => {
    serve({
      givingPage: adminGivingPage({
        logoUrl: 'https://cdn.example.org/logo.png',
        allowedWebsites: [],
        paymentsConnected: true,
      }),
    });
    renderOverview(['manage-giving']);
    const setup = screen.getByRole('region', { name: 'Set-up checklist' });
    await within(setup).findByRole('list');
    const items = within(setup)
      .getAllByRole('listitem')
      .map((item) => [item.textContent?.replace(/^[✓○]/, ''), item.querySelector('a')?.getAttribute('href')]);
    expect(items).toEqual([
      ['Done: Add your logo', '/admin/giving-page'],
      ['Done: Show at least one fund online', '/admin/funds'],
      ['To do: Allow a website', '/admin/websites'],
      ['Done: Connect payments', '/admin/payments'],
      ['To do: Add a website first', '/admin/websites'],
    ]);
    expect(screen.queryByRole('region', { name: 'Gifts received' })).toBeNull();
  });

  it('ticks the embed code once a website is allowed', async () => {
    serve({ givingPage: adminGivingPage({ allowedWebsites: ['https://grace.example.org'] }) });
    renderOverview(['manage-giving']);
    const link = await screen.findByRole('link', { name: 'Place the embed code on your website' });
    expect(link.getAttribute('href')).toBe('/admin/embed-code');
    expect(link.parentElement?.textContent).toContain('Done:');
  });

  it('shows figures and checklist together to an administrator with both abilities', async () => {
    serve();
    renderOverview([], true);
    expect(screen.getByRole('region', { name: 'Gifts received' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Set-up checklist' })).toBeTruthy();
    await screen.findByText('$1,234.56');
  });

  it('points a statements sender to the statements and back to their giving, asking nothing of the API', () => {
    serve();
    renderOverview(['send-statements']);
    expect(screen.getByRole('link', { name: 'Contribution statements' }).getAttribute('href')).toBe(
      '/transactions',
    );
    expect(screen.getByRole('link', { name: 'Back to my giving' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('region', { name: 'Gifts received' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Set-up checklist' })).toBeNull();
    expect(fakeGraphql).not.toHaveBeenCalled();
  });

  it('gives a team manager only the way back to their giving and the navigation hint', () => {
    serve();
    renderOverview(['manage-team']);
    expect(screen.queryByRole('link', { name: 'Contribution statements' })).toBeNull();
    expect(screen.getByText('Choose a section in the console navigation.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my giving' })).toBeTruthy();
  });

  it('says something went wrong and tries again', async () => {
    serve({ fail: true });
    renderOverview(['view-gifts']);
    const totals = screen.getByRole('region', { name: 'Gifts received' });
    const retry = await within(totals).findByRole('button', { name: 'Try again' });
    expect(within(totals).getByRole('alert').textContent).toContain(
      'Something went wrong, please try again.',
    );
    serve();
    await act(async () => fireEvent.click(retry));
    expect(await within(totals).findByText('$1,234.56')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    await act(() => testStore().getState().setLocale('es'));
    serve();
    // The screen first waits for its Spanish strings: rendered within an awaited act.
    await act(async () => {
      renderOverview([], true);
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Resumen');
    expect(screen.getByRole('region', { name: 'Donaciones recibidas' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Agrega tu logo' })).toBeTruthy();
  });
});
