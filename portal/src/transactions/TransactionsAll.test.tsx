/** @jest-environment ./jest.jsdom-environment.js */
// Page size All over many gifts (docs/ARCHITECTURE.md §8): the first screen at once, then every gift under it.
import { testStore } from '@halo/testkit/runtime/testPage';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render, withTestApiClient } from '@halo/testkit/runtime/testApiClient';
import {
  DonorContributionsDocument,
  DonorContributionsReportDocument,
} from '@halo/shared/graphql/portal-transactions';
import type { DonorContributionFilters } from 'halo_shared/graphql/schemaTypes';
import { contribution, testOrganization, testUser } from '@halo/testkit/portal/portalTestData';
import { openDownload } from './openDownload';
import Transactions from './Transactions';
import { ROW_HEIGHT } from './TransactionsTable';

const graphql = jest.fn();
withTestApiClient({ graphql });
jest.mock('./openDownload', () => ({ openDownload: jest.fn() }));
const fakeGraphql = graphql as jest.Mock;

type Item = ReturnType<typeof contribution>;
type Answer = { donorContributions: { items: Item[]; totalResults: number; totalAmount: number } };

beforeEach(() => {
  testStore().setState({ organization: testOrganization, user: testUser, path: '/transactions' });
  fakeGraphql.mockReset();
  (openDownload as jest.Mock).mockReset();
});
afterEach(() => {
  act(() => void testStore().getState().setLocale('en'));
});

const SUMMARY = /^10,?000 gifts, \$999,950\.00 in total$/;
const GIFTS = Array.from({ length: 10_000 }, (_, index) => contribution(index));
const RECURRING = [1, 2, 3].map((index) => contribution(index, { recurringGiving: { prefixedId: 'rcg_1' } }));

/** An answer the test releases when it wants, to look at the screen while a request is on its way. */
function later() {
  let release: (answer: Answer) => void = () => undefined;
  const promise = new Promise<Answer>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/** What the server answers: the paging applied to `gifts`, totals over all of them. */
function answer(gifts: Item[], filters: DonorContributionFilters): Answer {
  const perPage = filters.perPage ?? gifts.length;
  const start = ((filters.page ?? 1) - 1) * perPage;
  return {
    donorContributions: {
      items: gifts.slice(start, start + perPage),
      totalResults: gifts.length,
      totalAmount: gifts.reduce((sum, item) => sum + item.amount, 0),
    },
  };
}

/**
 * Answers the list from `gifts` (recurring ones for type recurring) at once, except "every gift"
 * (perPage null) of all types, which waits for the returned `release`.
 */
function serveWithEverythingLater() {
  const everything = later();
  fakeGraphql.mockImplementation(
    async (document: unknown, variables: { filters: DonorContributionFilters }) => {
      if (document === DonorContributionsReportDocument) {
        return {
          donorContributionsReport: {
            url: 'http://api/api/reports/t0k',
            fileName: 'x.csv',
            contentType: 'text/csv',
          },
        };
      }
      if (document !== DonorContributionsDocument) throw new Error('unexpected document');
      const { filters } = variables;
      if (filters.type === 'recurring') return answer(RECURRING, filters);
      if (filters.perPage === null) return everything.promise;
      return answer(GIFTS, filters);
    },
  );
  return () => act(() => everything.release(answer(GIFTS, { ...variables(), perPage: null })));
}

function variables(): DonorContributionFilters {
  return {
    type: 'all',
    search: null,
    startDate: null,
    endDate: null,
    contributionPrefixedId: null,
    page: 1,
    perPage: null,
  };
}

function listRequests() {
  return fakeGraphql.mock.calls
    .filter(([document]) => document === DonorContributionsDocument)
    .map(([, sent]) => (sent as { filters: DonorContributionFilters }).filters);
}

const table = () => screen.getByRole('table', { name: 'Your gifts' });
const scroller = () => screen.getByRole('region', { name: 'Your gifts' });
/** The rendered rows of the list (not the header, not the spacers, which are aria-hidden). */
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const loadingRows = () => bodyRows().filter((row) => row.getAttribute('aria-busy') === 'true');

async function scrollTo(row: number) {
  const node = scroller();
  node.scrollTop = row * ROW_HEIGHT;
  fireEvent.scroll(node);
  // The window follows the scroll on the next animation frame.
  await waitFor(() => expect(bodyRows()[0]?.getAttribute('aria-rowindex')).not.toBe('2'));
}

async function chooseAll() {
  render(<Transactions />);
  await screen.findByText(SUMMARY);
  fireEvent.change(screen.getByLabelText('Per page'), { target: { value: 'all' } });
  // The first screen: the real count for the scrollbar and assistive technology, real gifts in view.
  await waitFor(() => expect(table().getAttribute('data-rows-loaded')).toBe('50'));
}

describe('Transactions, page size All', () => {
  it('shows the first screen at once with the real totals, then swaps every gift in under it', async () => {
    const releaseEverything = serveWithEverythingLater();
    await chooseAll();
    expect(table().getAttribute('aria-rowcount')).toBe('10001');
    expect(screen.getByText(SUMMARY)).toBeTruthy();
    const firstScreen = bodyRows();
    expect(firstScreen.length).toBeGreaterThan(10);
    expect(firstScreen.length).toBeLessThan(40);
    expect(firstScreen.map((row) => row.getAttribute('aria-rowindex'))).toEqual(
      firstScreen.map((_, index) => String(index + 2)),
    );
    expect(firstScreen.map((row) => row.getAttribute('data-id'))).toEqual(
      firstScreen.map((_, index) => GIFTS[index]?.prefixedId),
    );
    expect(loadingRows()).toEqual([]);
    // The page's own status says nothing is loading: the rows in view are final.
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(listRequests().slice(1)).toEqual([
      { ...variables(), perPage: 50 },
      { ...variables(), perPage: null },
    ]);

    releaseEverything();
    await waitFor(() => expect(table().getAttribute('data-rows-loaded')).toBe('10000'));
    // Same rows, same elements: nothing in view moved or was rebuilt.
    const swapped = bodyRows();
    expect(swapped).toHaveLength(firstScreen.length);
    swapped.forEach((row, index) => expect(row).toBe(firstScreen[index]));
    expect(table().getAttribute('aria-rowcount')).toBe('10001');
    expect(scroller().scrollTop).toBe(0);
    expect(screen.getByText(SUMMARY)).toBeTruthy();
    expect(listRequests()).toHaveLength(3);
  });

  it('shows an accessible placeholder, never other data, for rows scrolled to before they arrive', async () => {
    const releaseEverything = serveWithEverythingLater();
    await chooseAll();
    await scrollTo(5_000);
    const waiting = loadingRows();
    expect(waiting.length).toBeGreaterThan(10);
    for (const row of waiting) {
      expect(row.textContent).toBe('Loading this gift…');
      expect(row.getAttribute('data-id')).toBeNull();
    }
    expect(waiting.map((row) => Number(row.getAttribute('aria-rowindex')))).toContain(5_002);
    expect(screen.queryByText(GIFTS[5_000]?.prefixedId ?? '')).toBeNull();

    releaseEverything();
    await screen.findByText(GIFTS[5_000]?.prefixedId ?? '');
    expect(loadingRows()).toEqual([]);
    // The rest arriving keeps the donor where they were.
    expect(scroller().scrollTop).toBe(5_000 * ROW_HEIGHT);
    const row = bodyRows().find(
      (candidate) => candidate.getAttribute('data-id') === GIFTS[5_000]?.prefixedId,
    );
    expect(row?.getAttribute('aria-rowindex')).toBe('5002');
  });

  it('says so in Spanish', async () => {
    serveWithEverythingLater();
    render(<Transactions />);
    await act(() => testStore().getState().setLocale('es'));
    await screen.findByText(/^10\.?000 donaciones/);
    fireEvent.change(screen.getByLabelText('Por página'), { target: { value: 'all' } });
    const region = await screen.findByRole('region', { name: 'Tus donaciones' });
    await waitFor(() =>
      expect(within(region).getByRole('table').getAttribute('data-rows-loaded')).toBe('50'),
    );
    region.scrollTop = 300 * ROW_HEIGHT;
    fireEvent.scroll(region);
    expect((await within(region).findAllByText('Cargando esta donación…')).length).toBeGreaterThan(10);
  });

  it('drops every gift of the old filters when the filters change while they load', async () => {
    const releaseEverything = serveWithEverythingLater();
    await chooseAll();
    fireEvent.click(screen.getByRole('radio', { name: 'Recurring' }));
    await screen.findByText('3 gifts, $150.06 in total');
    expect(bodyRows().map((row) => row.getAttribute('data-id'))).toEqual(
      RECURRING.map((item) => item.prefixedId),
    );

    releaseEverything();
    // Give the stale answer every chance to land.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('3 gifts, $150.06 in total')).toBeTruthy();
    expect(bodyRows().map((row) => row.getAttribute('data-id'))).toEqual(
      RECURRING.map((item) => item.prefixedId),
    );
    expect(table().getAttribute('aria-rowcount')).toBe('4');
    // Three recurring gifts fit the first screen: nothing more was asked for them.
    expect(listRequests().filter((filters) => filters.type === 'recurring')).toEqual([
      { ...variables(), type: 'recurring', perPage: 50 },
    ]);
  });

  it('drops every gift when the page size changes while they load', async () => {
    const releaseEverything = serveWithEverythingLater();
    await chooseAll();
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '100' } });
    await waitFor(() => expect(table().getAttribute('data-rows-loaded')).toBe('100'));
    releaseEverything();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(table().getAttribute('data-rows-loaded')).toBe('100');
    expect(screen.queryByRole('region', { name: 'Your gifts' })).toBeNull();
    expect(bodyRows()).toHaveLength(100);
    expect(screen.getByText('Page 1 of 100')).toBeTruthy();
  });

  it('never renders the whole list unwindowed while a smaller page size loads', async () => {
    const releaseEverything = serveWithEverythingLater();
    await chooseAll();
    releaseEverything();
    await waitFor(() => expect(table().getAttribute('data-rows-loaded')).toBe('10000'));
    const twenty = later();
    fakeGraphql.mockImplementation(() => twenty.promise);
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '20' } });
    // Until 20 per page answers, the gifts shown are still every gift, still windowed.
    expect(bodyRows().length).toBeLessThan(40);
    expect(scroller()).toBeTruthy();
    act(() => twenty.release(answer(GIFTS, { ...variables(), perPage: 20 })));
    await waitFor(() => expect(table().getAttribute('data-rows-loaded')).toBe('20'));
    expect(bodyRows()).toHaveLength(20);
  });

  it('exports every gift of the filters whether or not the whole list has arrived', async () => {
    serveWithEverythingLater();
    await chooseAll();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(openDownload).toHaveBeenCalledWith('http://api/api/reports/t0k'));
    const report = fakeGraphql.mock.calls.find(([document]) => document === DonorContributionsReportDocument);
    expect(report?.[1]).toMatchObject({
      type: 'Download',
      format: 'CSV',
      filters: { page: null, perPage: null },
    });
  });

  it('asks once when the first screen already holds every gift', async () => {
    fakeGraphql.mockImplementation(async (_document: unknown, sent: { filters: DonorContributionFilters }) =>
      answer(GIFTS.slice(0, 30), sent.filters),
    );
    render(<Transactions />);
    await screen.findByText('30 gifts, $1,504.35 in total');
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: 'all' } });
    await screen.findByRole('region', { name: 'Your gifts' });
    await waitFor(() => expect(table().getAttribute('data-rows-loaded')).toBe('30'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(listRequests().slice(1)).toEqual([{ ...variables(), perPage: 50 }]);
    expect(loadingRows()).toEqual([]);
  });
});
