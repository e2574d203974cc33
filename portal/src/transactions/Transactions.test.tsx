/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { ApiError } from 'halo_shared/api';
import {
  DonorContributionsDocument,
  DonorContributionsReportDocument,
  LetterTemplatesDocument,
  OrganizationDonorsDocument,
  SendContributionStatementReportDocument,
} from '@halo/shared/graphql/portal-transactions';
import { contribution, testOrganization, testUser } from '@halo/testkit/portal/portalTestData';
import { openDownload } from './openDownload';
import Transactions from './Transactions';

const graphql = jest.fn();
withTestApiClient({ graphql });
jest.mock('./openDownload', () => ({ openDownload: jest.fn() }));
const fakeGraphql = graphql as jest.Mock;

beforeEach(() => {
  testStore().setState({ organization: testOrganization, user: testUser, path: '/transactions' });
  fakeGraphql.mockReset();
  (openDownload as jest.Mock).mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

interface Answers {
  list?: (variables: { filters: Record<string, unknown> }) => unknown;
  [name: string]: unknown;
}

function serve(answers: Answers) {
  fakeGraphql.mockImplementation(
    async (document: unknown, variables: { filters: Record<string, unknown> }) => {
      if (document === DonorContributionsDocument) return answers.list?.(variables);
      if (document === DonorContributionsReportDocument) return answers.report;
      if (document === LetterTemplatesDocument) return answers.templates;
      if (document === OrganizationDonorsDocument) {
        const search = ((variables as unknown as { search: string | null }).search ?? '').toLowerCase();
        const all = (answers.donors ?? []) as { name: string; email: string }[];
        return {
          organizationDonors: all.filter((donor) =>
            `${donor.name} ${donor.email}`.toLowerCase().includes(search),
          ),
        };
      }
      if (document === SendContributionStatementReportDocument) {
        if (answers.statementError) throw answers.statementError;
        return answers.statement;
      }
      throw new Error('unexpected document');
    },
  );
}

const page = (items: ReturnType<typeof contribution>[], totalResults = items.length) => ({
  donorContributions: { items, totalResults, totalAmount: items.reduce((sum, item) => sum + item.amount, 0) },
});

function lastFilters() {
  const calls = fakeGraphql.mock.calls.filter(([document]) => document === DonorContributionsDocument);
  return (calls.at(-1)?.[1] as { filters: Record<string, unknown> }).filters;
}

describe('Transactions', () => {
  it('lists the gifts with the docs/PRODUCT.md §2 columns; refunded and failed say so in words', async () => {
    serve({
      list: () =>
        page([
          contribution(1, { recurringGiving: { prefixedId: 'rcg_1' } }),
          contribution(2, { status: 'refunded', refundedAt: '2026-03-20T00:00:00Z' }),
          contribution(3, { status: 'failed', failureCode: 'card_declined' }),
        ]),
    });
    render(<Transactions />);
    const table = await screen.findByRole('table', { name: 'Your gifts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Type', 'Transaction', 'Amount', 'Memo', 'Status', 'Funds', 'Date', 'Receipt']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 7),
    ).toEqual(['Recurring', 'con_0001', '$50.01', 'Gift 1', 'Succeeded', 'General Fund', 'Mar 15, 2026']);
    expect(rows[1]?.textContent).toContain('Refunded');
    expect(rows[2]?.textContent).toContain('Failed');
    expect(table.getAttribute('aria-rowcount')).toBe('4');
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['2', '3', '4']);
    expect(screen.getByText('3 gifts, $150.06 in total')).toBeTruthy();
  });

  it('sends the filter, search, range and page size as donorContributions filters', async () => {
    serve({ list: () => page([contribution(1)]) });
    render(<Transactions />);
    await screen.findByRole('table');
    expect(lastFilters()).toMatchObject({ type: 'all', search: null, page: 1, perPage: 20 });

    fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
    await waitFor(() => expect(lastFilters()).toMatchObject({ type: 'recurring' }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' Missions ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastFilters()).toMatchObject({ search: 'Missions' }));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(lastFilters()).toMatchObject({ startDate: '2026-01-01' }));
    expect(screen.getByLabelText('To').getAttribute('min')).toBe('2026-01-01');

    // All asks for its first screen; one gift fills it, so nothing more (see TransactionsAll.test.tsx).
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: 'all' } });
    await waitFor(() => expect(lastFilters()).toMatchObject({ perPage: 50, page: 1 }));
  });

  it('takes the header search from ?search=', async () => {
    testStore().setState({ path: '/transactions?search=building' });
    serve({ list: () => page([]) });
    render(<Transactions />);
    await screen.findByText('No gifts match these filters.');
    expect(lastFilters()).toMatchObject({ search: 'building' });
  });

  it('shows the docs/PRODUCT.md §5 message for a start after the end, and does not ask the server', async () => {
    serve({ list: () => page([contribution(1)]) });
    render(<Transactions />);
    await screen.findByRole('table');
    const calls = fakeGraphql.mock.calls.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    const from = screen.getByLabelText('From');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(from.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please select a start date before your end date.',
    );
    // Only the valid "To" change asked again.
    await waitFor(() => expect(fakeGraphql.mock.calls.length).toBe(calls + 1));
  });

  it('says when there are no gifts, and when loading failed', async () => {
    serve({ list: () => page([]) });
    const { unmount } = render(<Transactions />);
    await screen.findByText('You have no gifts yet.');
    unmount();
    serve({ list: () => Promise.reject(new Error('down')) });
    render(<Transactions />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong, please try again.',
    );
  });

  it('windows page size All: 10,000 gifts render a few dozen rows between spacers', async () => {
    const items = Array.from({ length: 10_000 }, (_, index) => contribution(index));
    serve({ list: ({ filters }) => page(filters.perPage === null ? items : items.slice(0, 20), 10_000) });
    render(<Transactions />);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: 'all' } });
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001'));
    await waitFor(() => expect(document.querySelectorAll('tr.portal-spacer').length).toBe(1));
    const rows = document.querySelectorAll('tbody tr:not(.portal-spacer)');
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe('2');
    expect(document.querySelectorAll('*').length).toBeLessThan(1400);
  });

  it('exports CSV and PDF of the current filters, and downloads a receipt for one gift', async () => {
    serve({
      list: () => page([contribution(1)]),
      report: {
        donorContributionsReport: {
          url: 'http://api/api/reports/t0k',
          fileName: 'x.csv',
          contentType: 'text/csv',
        },
      },
    });
    render(<Transactions />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith('http://api/api/reports/t0k'));
    const reportCall = fakeGraphql.mock.calls.find(
      ([document]) => document === DonorContributionsReportDocument,
    );
    expect(reportCall?.[1]).toMatchObject({
      type: 'Download',
      format: 'CSV',
      filters: { type: 'all', page: null, perPage: null },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Receipt for con_0001' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledTimes(2));
    const receiptCall = fakeGraphql.mock.calls.filter(
      ([document]) => document === DonorContributionsReportDocument,
    )[1];
    expect(receiptCall?.[1]).toMatchObject({
      type: 'Receipt',
      format: 'PDF',
      filters: { contributionPrefixedId: 'con_0001' },
    });
  });

  it('sends the contribution receipt after confirmation and flashes the answer', async () => {
    serve({
      list: () => page([contribution(1)]),
      statement: {
        sendContributionStatementReport: { sent: 1, message: 'Your statement was emailed.', download: null },
      },
    });
    render(<Transactions />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Send Contribution Receipt' }));
    const dialog = screen.getByRole('dialog', { name: 'Send Contribution Receipt' });
    expect(dialog.textContent).toContain('all your gifts');
    expect(dialog.textContent).toContain('donor@example.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(testStore().getState().flash).toMatchObject({
        open: true,
        text: 'Your statement was emailed.',
        level: 'success',
      }),
    );
    const call = fakeGraphql.mock.calls.find(
      ([document]) => document === SendContributionStatementReportDocument,
    );
    expect(call?.[1]).toMatchObject({
      donorPrefixedIds: ['usr_1'],
      mode: 'email',
      letterTemplatePrefixedId: null,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows the statements action to a donor; an administrator sends to chosen donors', async () => {
    serve({ list: () => page([contribution(1)]) });
    const { unmount } = render(<Transactions />);
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Send statements to donors' })).toBeNull();
    unmount();

    testStore().setState({ user: { ...testUser, abilities: ['send-statements'] } });
    serve({
      list: () => page([contribution(1)]),
      templates: {
        letterTemplates: [
          { prefixedId: 'ltr_1', title: 'Year end', isPrimary: false },
          { prefixedId: 'ltr_2', title: 'Standard', isPrimary: true },
        ],
      },
      donors: [
        { prefixedId: 'usr_casey', name: 'Casey Other', email: 'casey@example.com' },
        { prefixedId: 'usr_jordan', name: 'Jordan Rivera', email: 'donor@example.com' },
      ],
      statementError: new ApiError('Forbidden', {
        kind: 'graphql',
        status: 200,
        category: 'not_found',
        errors: [{ message: 'No donor usr_x in this organization.', extensions: { category: 'not_found' } }],
      }),
    });
    render(<Transactions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send statements to donors' }));
    const dialog = screen.getByRole('dialog', { name: 'Contribution statements' });
    const template = await within(dialog).findByLabelText('Letter template');
    expect((template as HTMLSelectElement).value).toBe('ltr_2');
    const picker = within(dialog).getByRole('group', { name: 'Donors' });
    await within(picker).findByRole('checkbox', { name: 'Jordan Rivera (donor@example.com)' });
    expect(within(picker).getAllByRole('checkbox')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send statements' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose at least one donor.');
    expect(picker.getAttribute('aria-describedby')).toContain(within(dialog).getByRole('alert').id);

    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Jordan Rivera (donor@example.com)' }));
    expect(within(picker).getByText('1 donor chosen')).toBeTruthy();
    // Searching narrows the list; a chosen donor stays listed and chosen.
    fireEvent.change(within(picker).getByRole('searchbox', { name: 'Search donors' }), {
      target: { value: 'casey' },
    });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('checkbox')
          .map((box) => (box as HTMLInputElement).checked),
      ).toEqual([true, false]),
    );
    fireEvent.click(within(picker).getByRole('checkbox', { name: 'Casey Other (casey@example.com)' }));
    expect(within(picker).getByText('2 donors chosen')).toBeTruthy();
    fireEvent.change(within(picker).getByRole('searchbox', { name: 'Search donors' }), {
      target: { value: 'nobody' },
    });
    await waitFor(() => expect(within(picker).getAllByRole('checkbox')).toHaveLength(2));

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Download one PDF' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send statements' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('No donor usr_x in this organization.'),
    );
    const call = fakeGraphql.mock.calls.find(
      ([document]) => document === SendContributionStatementReportDocument,
    );
    expect(call?.[1]).toMatchObject({
      donorPrefixedIds: ['usr_jordan', 'usr_casey'],
      letterTemplatePrefixedId: 'ltr_2',
      mode: 'download',
    });
    const donorCalls = fakeGraphql.mock.calls.filter(([document]) => document === OrganizationDonorsDocument);
    expect(donorCalls.at(-1)?.[1]).toEqual({
      organizationPrefixedId: testOrganization.prefixedId,
      search: 'nobody',
    });
  });

  it('the donor picker shows when nothing matches', async () => {
    testStore().setState({ user: { ...testUser, isHaloAdmin: true } });
    serve({ list: () => page([contribution(1)]), templates: { letterTemplates: [] }, donors: [] });
    render(<Transactions />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send statements to donors' }));
    const dialog = screen.getByRole('dialog', { name: 'Contribution statements' });
    expect(await within(dialog).findByText('No donors match your search.')).toBeTruthy();
    expect(within(dialog).getByText('0 donors chosen')).toBeTruthy();
  });

  it('is in Spanish', async () => {
    serve({ list: () => page([contribution(1, { status: 'refunded' })]) });
    render(<Transactions />);
    await act(() => testStore().getState().setLocale('es'));
    await screen.findByRole('table', { name: 'Tus donaciones' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Transacciones');
    expect(screen.getByText('Reembolsada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
  });
});
