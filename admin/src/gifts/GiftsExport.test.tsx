/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen } from '@testing-library/react';
import { render, renderLoaded, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminGiftsDocument, AdminGiftsExportDocument } from '@halo/shared/graphql/admin-gifts';
import { consoleUser, testOrganization } from '@halo/testkit/admin/adminTestData';
import Gifts from '../screens/Gifts';
import { openDownload } from '../layout/openDownload';

const graphql = jest.fn();
withTestApiClient({ graphql });
jest.mock('../layout/openDownload', () => ({ openDownload: jest.fn() }));
const fakeGraphql = graphql as jest.Mock;
const fakeOpenDownload = openDownload as jest.Mock;

const LINK = 'https://demo.example/api/reports/signed-token';
const emptyPage = {
  adminGifts: {
    items: [],
    nextCursor: null,
    totalResults: 0,
    totalAmount: 0,
    fundTotals: [],
    monthTotals: [],
  },
};

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts']),
    path: '/admin/gifts?from=2026-01-01&to=2026-03-31&status=disputed&search=ana',
  });
  fakeGraphql.mockReset();
  fakeOpenDownload.mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

function answer(exportAnswer: () => Promise<unknown>) {
  fakeGraphql.mockImplementation((document: unknown) =>
    document === AdminGiftsExportDocument ? exportAnswer() : Promise.resolve(emptyPage),
  );
}

describe('Export CSV', () => {
  it('downloads the file of every gift the shown filters select', async () => {
    answer(() =>
      Promise.resolve({
        adminGiftsExport: {
          url: LINK,
          fileName: 'gifts-2026-04-01.csv',
          contentType: 'text/csv; charset=utf-8',
        },
      }),
    );
    render(<Gifts />);
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await act(async () => fireEvent.click(button));
    expect(fakeGraphql).toHaveBeenCalledWith(AdminGiftsExportDocument, {
      organizationPrefixedId: 'org_1',
      filters: {
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        fundPrefixedId: null,
        status: null,
        donorSearch: 'ana',
        donorPrefixedId: null,
        depositPrefixedId: null,
        disputed: true,
      },
    });
    expect(fakeOpenDownload).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe(
      'Your CSV file of the gifts these filters show is downloading.',
    );
    expect(fakeGraphql.mock.calls.filter(([document]) => document === AdminGiftsDocument)).toHaveLength(1);
  });

  it('says so when the export fails, in Spanish', async () => {
    answer(() => Promise.reject(new Error('offline')));
    await act(() => testStore().getState().setLocale('es'));
    await renderLoaded(<Gifts />);
    const button = await screen.findByRole('button', { name: 'Exportar CSV' });
    await act(async () => fireEvent.click(button));
    expect(fakeOpenDownload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
