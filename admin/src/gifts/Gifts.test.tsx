/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminGiftsDocument } from '@halo/shared/graphql/admin-gifts';
import { adminGift, consoleUser, fieldRefusal, testOrganization } from '@halo/testkit/admin/adminTestData';
import Gifts from '../screens/Gifts';

const graphql = jest.fn();
withTestApiClient({ graphql });
const fakeGraphql = graphql as jest.Mock;

const organization = {
  ...testOrganization,
  onlineGiving: {
    ...testOrganization.onlineGiving,
    funds: [
      { prefixedId: 'fund_general', name: 'General Fund', isDefault: true, isOnlineGivingVisible: true },
      { prefixedId: 'fund_missions', name: 'Missions', isDefault: false, isOnlineGivingVisible: true },
    ],
  },
};

beforeEach(() => {
  testStore().setState({ organization, user: consoleUser(['view-gifts']), path: '/admin/gifts' });
  fakeGraphql.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

function giftPage(items: ReturnType<typeof adminGift>[], nextCursor: string | null = null) {
  return {
    adminGifts: {
      items,
      nextCursor,
      totalResults: 3,
      totalAmount: 15_006,
      fundTotals: [
        { fundPrefixedId: 'fund_general', fundName: 'General Fund', amount: 10_003 },
        { fundPrefixedId: 'fund_missions', fundName: 'Missions', amount: 5003 },
      ],
      monthTotals: [{ month: '2026-03', amount: 15_006, count: 3 }],
    },
  };
}

const firstPage = giftPage(
  [
    adminGift(1, {
      fee: 175,
      netAmount: 4826,
      recurringGiving: { prefixedId: 'rec_7' },
      memo: 'For the roof',
    }),
    adminGift(2, { offlineMethod: 'check', cardBrand: null, cardLastFour: null }),
  ],
  'cursor_2',
);

describe('Gifts', () => {
  it('shows the totals per fund and month above the gifts, each gift with its fee, net and method', async () => {
    fakeGraphql.mockResolvedValue(firstPage);
    render(<Gifts />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gifts');
    const totals = await screen.findByRole('region', { name: 'Totals of the succeeded gifts' });
    expect(within(totals).getByText('3 matching gifts')).toBeTruthy();
    expect(within(totals).getByText('$150.06')).toBeTruthy();
    expect(within(totals).getByText('Missions')).toBeTruthy();
    expect(within(totals).getByText('March 2026')).toBeTruthy();
    expect(within(totals).getByText('$150.06 · 3 gifts')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Gifts' })).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('$50.01');
    expect(rows[1]?.textContent).toContain('$1.75');
    expect(rows[1]?.textContent).toContain('$48.26');
    expect(rows[1]?.textContent).toContain('Visa ending in 4242');
    expect(rows[2]?.textContent).toContain('Check');
    expect(fakeGraphql).toHaveBeenCalledWith(AdminGiftsDocument, {
      organizationPrefixedId: 'org_1',
      filters: null,
      after: null,
      first: 50,
    });
  });

  it('offers every fund of the church to filter by, those hidden online or disabled too', async () => {
    const withFunds = {
      adminGifts: {
        ...firstPage.adminGifts,
        funds: [
          { prefixedId: 'fund_general', name: 'General Fund' },
          { prefixedId: 'fund_missions', name: 'Missions' },
          { prefixedId: 'fund_roof', name: 'Roof Appeal 2024' },
        ],
      },
    };
    fakeGraphql.mockResolvedValue(withFunds);
    render(<Gifts />);
    await screen.findByRole('table', { name: 'Gifts' });
    const options = within(screen.getByLabelText('Fund')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All funds',
      'General Fund',
      'Missions',
      'Roof Appeal 2024',
    ]);
  });

  it('reads the filters from the address and writes the chosen ones back into it', async () => {
    testStore().setState({ path: '/admin/gifts?fund=fund_missions&status=refunded' });
    fakeGraphql.mockResolvedValue(firstPage);
    render(<Gifts />);
    await screen.findByRole('table', { name: 'Gifts' });
    expect(fakeGraphql).toHaveBeenLastCalledWith(AdminGiftsDocument, {
      organizationPrefixedId: 'org_1',
      filters: {
        startDate: null,
        endDate: null,
        fundPrefixedId: 'fund_missions',
        status: 'refunded',
        donorSearch: null,
        donorPrefixedId: null,
        depositPrefixedId: null,
        disputed: null,
      },
      after: null,
      first: 50,
    });
    expect((screen.getByLabelText('Fund') as HTMLSelectElement).value).toBe('fund_missions');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Donor name or email'), { target: { value: 'ana' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show gifts' })));
    expect(testStore().getState().path).toBe(
      '/admin/gifts?from=2026-01-01&fund=fund_missions&status=refunded&search=ana',
    );
    expect(fakeGraphql).toHaveBeenLastCalledWith(
      AdminGiftsDocument,
      expect.objectContaining({
        filters: expect.objectContaining({ startDate: '2026-01-01', donorSearch: 'ana' }),
      }),
    );
  });

  it('loads the next page by its cursor and adds it under the first', async () => {
    fakeGraphql.mockResolvedValueOnce(firstPage).mockResolvedValueOnce(giftPage([adminGift(3)], null));
    render(<Gifts />);
    const loadMore = await screen.findByRole('button', { name: 'Load more' });
    await act(async () => fireEvent.click(loadMore));
    expect(fakeGraphql).toHaveBeenLastCalledWith(
      AdminGiftsDocument,
      expect.objectContaining({ after: 'cursor_2' }),
    );
    expect(within(screen.getByRole('table', { name: 'Gifts' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Showing 3 of 3.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("opens a gift's every detail in a dialog and gives focus back on Escape", async () => {
    fakeGraphql.mockResolvedValue(firstPage);
    render(<Gifts />);
    const details = await screen.findByRole('button', {
      name: 'Details of the gift of $50.01 from Donor 1 on Mar 15, 2026',
    });
    details.focus();
    fireEvent.click(details);
    const dialog = screen.getByRole('dialog', { name: 'Gift of $50.01' });
    for (const text of [
      'donor1@example.com',
      'For the roof',
      'rec_7',
      'con_0001',
      '$48.26',
      'General Fund',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(details);
  });

  it('shows each fund’s part of a split gift and the person it remembers, in English and Spanish', async () => {
    const split = adminGift(3, {
      amount: 10_000,
      fundAccountNames: ['Building Fund', 'Missions'],
      fundParts: [
        { name: 'Building Fund', amount: 4000 },
        { name: 'Missions', amount: 6000 },
      ],
      dedication: { kind: 'memory', name: 'Rosa Díaz' },
    });
    fakeGraphql.mockResolvedValue(giftPage([split]));
    render(<Gifts />);
    fireEvent.click(await screen.findByRole('button', { name: /^Details of the gift of \$100\.00/ }));
    const dialog = screen.getByRole('dialog', { name: 'Gift of $100.00' });
    expect(within(dialog).getByText('Building Fund ($40.00), Missions ($60.00)')).toBeTruthy();
    expect(within(dialog).getByText('In memory of')).toBeTruthy();
    expect(within(dialog).getByText('Rosa Díaz')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await act(() => testStore().getState().setLocale('es'));
    fireEvent.click(await screen.findByRole('button', { name: /^Detalles de la donación de/ }));
    expect(await screen.findByText('En memoria de')).toBeTruthy();
  });

  it("shows the server's refusal of a date beside the field, keeping what was typed", async () => {
    const message = 'The start date must be before the end date.';
    testStore().setState({ path: '/admin/gifts?from=2026-05-01&to=2026-01-01' });
    fakeGraphql.mockRejectedValue(fieldRefusal('startDate', message));
    render(<Gifts />);
    const from = screen.getByLabelText('From') as HTMLInputElement;
    expect(await screen.findByText(message)).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(from.value).toBe('2026-05-01');
  });

  it('links back to every donor when showing one donor, and speaks Spanish', async () => {
    testStore().setState({ path: '/admin/gifts?donor=per_1' });
    fakeGraphql.mockResolvedValue(firstPage);
    render(<Gifts />);
    await act(() => testStore().getState().setLocale('es'));
    expect(await screen.findByRole('table', { name: 'Donaciones' })).toBeTruthy();
    expect(screen.getByText('Se muestran las donaciones de un donante.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mostrar todos los donantes' }).getAttribute('href')).toBe(
      '/admin/gifts',
    );
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeTruthy();
  });

  it("shows one deposit's gifts (the Deposits section's link) and links back to every deposit", async () => {
    testStore().setState({ path: '/admin/gifts?deposit=dep_1' });
    fakeGraphql.mockResolvedValue(firstPage);
    render(<Gifts />);
    await screen.findByRole('table', { name: 'Gifts' });
    expect(fakeGraphql).toHaveBeenLastCalledWith(
      AdminGiftsDocument,
      expect.objectContaining({ filters: expect.objectContaining({ depositPrefixedId: 'dep_1' }) }),
    );
    expect(screen.getByText('Showing the gifts of one deposit.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show gifts of every deposit' }).getAttribute('href')).toBe(
      '/admin/gifts',
    );
  });
});
