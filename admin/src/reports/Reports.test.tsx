/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import {
  AdminGivingReportExportDocument,
  AdminGivingReportsDocument,
} from '@halo/shared/graphql/admin-giving-reports';
import { AdminDonorListExportDocument } from '@halo/shared/graphql/admin-donor-lists';
import { consoleUser, fieldRefusal, testOrganization } from '@halo/testkit/admin/adminTestData';
import { BarChart } from 'chartist';
import Reports from '../screens/Reports';
import { openDownload } from '../layout/openDownload';

const graphql = jest.fn();
withTestApiClient({ graphql });
jest.mock('../layout/openDownload', () => ({ openDownload: jest.fn() }));
jest.mock('chartist', () => ({ BarChart: jest.fn(() => ({ detach: jest.fn() })) }));
const fakeGraphql = graphql as jest.Mock;
const fakeOpenDownload = openDownload as jest.Mock;
const fakeBarChart = BarChart as unknown as jest.Mock;

const LINK = 'https://demo.example/api/reports/signed-token';

const reports = {
  adminGivingReports: {
    startDate: '2026-05-01',
    endDate: '2026-06-03',
    lastYearStartDate: '2025-05-01',
    lastYearEndDate: '2025-06-03',
    totalAmount: 17_500,
    totalCount: 3,
    lastYearTotalAmount: 4000,
    lastYearTotalCount: 1,
    byFundByMonth: [
      { fundPrefixedId: 'fund_b', fundName: 'Building', month: '2026-05', amount: 7500, count: 1 },
      { fundPrefixedId: 'fund_g', fundName: 'General Fund', month: '2026-06', amount: 10_000, count: 2 },
    ],
    byMethod: [
      { method: 'card', amount: 10_000, count: 2, lastYearAmount: 0, lastYearCount: 0 },
      { method: 'check', amount: 7500, count: 1, lastYearAmount: 4000, lastYearCount: 1 },
    ],
    byMonth: [
      { month: '2026-05', amount: 7500, count: 1, lastYearAmount: 4000, lastYearCount: 1 },
      { month: '2026-06', amount: 10_000, count: 2, lastYearAmount: 0, lastYearCount: 0 },
    ],
    firstTimeGivers: 2,
    lastYearFirstTimeGivers: 1,
  },
};

function serve() {
  fakeGraphql.mockImplementation(
    (document: unknown, variables: { range?: { startDate?: string | null } }) => {
      if (document === AdminGivingReportsDocument) {
        if (variables.range?.startDate === '2019-01-01') {
          return Promise.reject(fieldRefusal('startDate', 'Choose a period of 5 years or less.'));
        }
        return Promise.resolve(reports);
      }
      if (document === AdminGivingReportExportDocument) {
        return Promise.resolve({
          adminGivingReportExport: {
            url: LINK,
            fileName: 'giving.csv',
            contentType: 'text/csv; charset=utf-8',
          },
        });
      }
      if (document === AdminDonorListExportDocument) {
        return Promise.resolve({
          adminDonorListExport: { url: LINK, fileName: 'donors.csv', contentType: 'text/csv; charset=utf-8' },
        });
      }
      return Promise.reject(new Error('unexpected'));
    },
  );
}

const reportCalls = () =>
  fakeGraphql.mock.calls.filter(([document]) => document === AdminGivingReportsDocument);

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts']),
    path: '/admin/reports',
  });
  fakeGraphql.mockReset();
  fakeOpenDownload.mockReset();
  fakeBarChart.mockClear();
  serve();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

describe('Reports', () => {
  it('shows each report as a table beside its chart, the server’s default period first', async () => {
    render(<Reports />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(reportCalls()[0]![1]).toEqual({
      organizationPrefixedId: 'org_1',
      range: { startDate: null, endDate: null },
    });
    const byMonth = await screen.findByRole('table', { name: 'Giving by month against last year' });
    const may = within(byMonth).getAllByRole('row')[1]!;
    expect(within(may).getByRole('rowheader').textContent).toBe('May 2026');
    expect(
      within(may)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$75.00', '1', '$40.00', '1']);
    const byFund = screen.getByRole('table', { name: 'Giving by fund by month' });
    expect(
      within(byFund)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Building', 'General Fund']);
    const byMethod = screen.getByRole('table', { name: 'Giving by method against last year' });
    expect(
      within(byMethod)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Card', 'Check']);
    expect(screen.getByText(/Given in the period: \$175\.00 in 3 gifts/)).toBeTruthy();

    // Three charts, drawn once Chartist has loaded, hidden from screen readers (the tables hold the figures).
    await act(async () => {});
    expect(fakeBarChart).toHaveBeenCalledTimes(3);
    const [, data, options] = fakeBarChart.mock.calls[1]!;
    expect(data).toEqual({
      labels: ['May 2026', 'Jun 2026'],
      series: [
        [75, 0],
        [0, 100],
      ],
    });
    expect(options).toMatchObject({ stackBars: true });
    for (const chart of screen.getAllByTestId('giving-chart')) {
      expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('sends the period as chosen, and shows a refusal on its field', async () => {
    render(<Reports />);
    await screen.findByRole('table', { name: 'Giving by month against last year' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2019-01-01' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show reports' })));
    expect(reportCalls().at(-1)![1]).toEqual({
      organizationPrefixedId: 'org_1',
      range: { startDate: '2019-01-01', endDate: null },
    });
    expect(await screen.findByText('Choose a period of 5 years or less.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads each report’s CSV over the period shown', async () => {
    render(<Reports />);
    await screen.findByRole('table', { name: 'Giving by fund by month' });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Download CSV of Giving by fund by month' })),
    );
    expect(
      fakeGraphql.mock.calls.find(([document]) => document === AdminGivingReportExportDocument)![1],
    ).toEqual({
      organizationPrefixedId: 'org_1',
      report: 'ByFundByMonth',
      range: { startDate: '2026-05-01', endDate: '2026-06-03' },
    });
    expect(fakeOpenDownload).toHaveBeenCalledWith(LINK);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Download CSV of First-time givers' })),
    );
    expect(
      fakeGraphql.mock.calls.find(([document]) => document === AdminDonorListExportDocument)![1],
    ).toEqual({
      organizationPrefixedId: 'org_1',
      list: 'FirstTime',
      options: {
        startDate: '2026-05-01',
        endDate: '2026-06-03',
        lookbackMonths: null,
        quietDays: null,
        limit: null,
      },
    });
  });

  it('speaks Spanish', async () => {
    act(() => void testStore().getState().setLocale('es'));
    render(<Reports />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Informes' })).toBeTruthy();
    expect(
      await screen.findByRole('table', { name: 'Donaciones por método frente al año anterior' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver informes' })).toBeTruthy();
  });
});
