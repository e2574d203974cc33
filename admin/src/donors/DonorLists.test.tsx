/** @jest-environment ./jest.jsdom-environment.js */
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import { AdminDonorsDocument } from '@halo/shared/graphql/admin-donors';
import {
  AdminDonorListDocument,
  AdminDonorListExportDocument,
  AdminRecurringAtRiskDocument,
} from '@halo/shared/graphql/admin-donor-lists';
import { consoleUser, fieldRefusal, testOrganization } from '@halo/testkit/admin/adminTestData';
import Donors from '../screens/Donors';
import { openDownload } from '../layout/openDownload';

const graphql = jest.fn();
withTestApiClient({ graphql });
jest.mock('../layout/openDownload', () => ({ openDownload: jest.fn() }));
const fakeGraphql = graphql as jest.Mock;
const fakeOpenDownload = openDownload as jest.Mock;

const LINK = 'https://demo.example/api/reports/signed-token';

const donorPage = (list: string) => ({
  adminDonorList: {
    list,
    startDate: list === 'Lapsed' ? '2025-06-04' : '2026-05-05',
    endDate: list === 'Lapsed' ? '2026-06-03' : '2026-06-03',
    quietFrom: list === 'Lapsed' ? '2026-06-04' : null,
    totalResults: 2,
    donors: [
      {
        prefixedId: 'usr_ana',
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        giftCount: 2,
        totalGiven: 12_050,
        firstGiftDate: '2026-05-10',
        lastGiftDate: '2026-05-20',
      },
    ],
  },
});

const atRisk = {
  adminRecurringAtRisk: {
    totalResults: 1,
    gifts: [
      {
        prefixedId: 'rcg_1',
        donor: { prefixedId: 'usr_ben', name: 'Ben Cole', email: 'ben@example.com' },
        amount: 5000,
        scheduleType: 'monthly',
        status: 'paused',
        nextOccurrence: '2026-06-15',
        cardLastFour: '4242',
        cardExpiration: '06/2026',
        risks: ['card-expiring', 'paused'],
      },
    ],
  },
};

/** The server: donor search, each list, the export link; a refusal for lapsed windows out of bounds. */
function serve() {
  fakeGraphql.mockImplementation(
    (document: unknown, variables: { list?: string; options?: { lookbackMonths?: number } }) => {
      if (document === AdminDonorsDocument) return Promise.resolve({ adminDonors: [] });
      if (document === AdminRecurringAtRiskDocument) return Promise.resolve(atRisk);
      if (document === AdminDonorListExportDocument) {
        return Promise.resolve({
          adminDonorListExport: { url: LINK, fileName: 'donors.csv', contentType: 'text/csv; charset=utf-8' },
        });
      }
      if (document === AdminDonorListDocument) {
        if (variables.options?.lookbackMonths === 0) {
          return Promise.reject(fieldRefusal('lookbackMonths', 'Choose 1 to 60 months.'));
        }
        return Promise.resolve(donorPage(variables.list!));
      }
      return Promise.reject(new Error('unexpected'));
    },
  );
}

const listCalls = () => fakeGraphql.mock.calls.filter(([document]) => document === AdminDonorListDocument);

beforeEach(() => {
  testStore().setState({
    organization: testOrganization,
    user: consoleUser(['view-gifts']),
    path: '/admin/donors',
  });
  fakeGraphql.mockReset();
  fakeOpenDownload.mockReset();
  serve();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

async function choose(name: string, label = 'List') {
  await act(async () =>
    fireEvent.change(screen.getByRole('combobox', { name: label }), { target: { value: name } }),
  );
}

describe('Donor lists', () => {
  it('asks for no list until one is chosen, then shows it as a table linking to each donor’s gifts', async () => {
    render(<Donors />);
    expect(await screen.findByRole('heading', { name: 'Donor lists' })).toBeTruthy();
    expect(listCalls()).toHaveLength(0);

    await choose('FirstTime');
    expect(listCalls()[0]![1]).toEqual({
      organizationPrefixedId: 'org_1',
      list: 'FirstTime',
      options: { startDate: null, endDate: null, lookbackMonths: null, quietDays: null, limit: null },
    });
    const table = await screen.findByRole('table', { name: 'First-time givers' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'See gifts of Ana Ruiz' }).getAttribute('href')).toBe(
      '/admin/gifts?donor=usr_ana',
    );
    expect(within(row).getByText('$120.50')).toBeTruthy();
    expect(screen.getByText(/^2 donors · /)).toBeTruthy();
    expect(screen.getByText('Showing 1 of 2; the CSV file holds the whole list.')).toBeTruthy();
  });

  it('sends the period and how many top givers as typed', async () => {
    render(<Donors />);
    await choose('TopGivers');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('How many givers'), { target: { value: '10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show list' })));
    expect(listCalls().at(-1)![1]).toEqual({
      organizationPrefixedId: 'org_1',
      list: 'TopGivers',
      options: { startDate: '2026-01-01', endDate: null, lookbackMonths: null, quietDays: null, limit: 10 },
    });
  });

  it('shows a refused lapsed window beside its field', async () => {
    render(<Donors />);
    await choose('Lapsed');
    expect(listCalls().at(-1)![1].options).toMatchObject({ lookbackMonths: 12, quietDays: 90 });
    fireEvent.change(screen.getByLabelText('Gave in the months before (months)'), { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show list' })));
    expect(await screen.findByText('Choose 1 to 60 months.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists recurring gifts at risk with their reasons, and downloads its CSV', async () => {
    render(<Donors />);
    await choose('AtRisk');
    const table = await screen.findByRole('table', { name: 'Recurring gifts at risk' });
    expect(within(table).getByText('Card expiring, Paused')).toBeTruthy();
    expect(within(table).getByText('•••• 4242, expires 06/2026')).toBeTruthy();
    expect(within(table).getByText('Monthly')).toBeTruthy();
    expect(listCalls()).toHaveLength(0);

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Download CSV of Recurring gifts at risk' })),
    );
    expect(fakeGraphql).toHaveBeenCalledWith(AdminDonorListExportDocument, {
      organizationPrefixedId: 'org_1',
      list: 'AtRisk',
      options: { startDate: null, endDate: null, lookbackMonths: null, quietDays: null, limit: null },
    });
    expect(fakeOpenDownload).toHaveBeenCalledWith(LINK);
    expect(screen.getByText('Your CSV file of this list is downloading.')).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    act(() => void testStore().getState().setLocale('es'));
    render(<Donors />);
    expect(await screen.findByRole('heading', { name: 'Listas de donantes' })).toBeTruthy();
    await choose('Lapsed', 'Lista');
    expect(await screen.findByRole('table', { name: 'Donantes inactivos' })).toBeTruthy();
    expect(screen.getByLabelText('Pero no en los últimos (días)')).toBeTruthy();
  });

  it('is not offered to someone who may only record gifts', async () => {
    testStore().setState({ user: consoleUser(['record-gifts']) });
    render(<Donors />);
    await screen.findByRole('searchbox', { name: 'Name or email' });
    expect(screen.queryByRole('heading', { name: 'Donor lists' })).toBeNull();
  });
});
