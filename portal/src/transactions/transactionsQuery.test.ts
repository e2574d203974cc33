import {
  contributionFilters,
  dateRangeState,
  initialTransactionsQuery,
  pageCount,
  parsePageSize,
  updateQuery,
} from './transactionsQuery';

describe('contributionFilters', () => {
  it('sends the first page of 20 of every gift by default, without empty text or dates', () => {
    expect(contributionFilters(initialTransactionsQuery)).toEqual({
      type: 'all',
      search: null,
      startDate: null,
      endDate: null,
      contributionPrefixedId: null,
      page: 1,
      perPage: 20,
    });
  });

  it('trims the search and keeps the type, range and page', () => {
    const query = {
      type: 'recurring',
      search: '  50.00 ',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      pageSize: 50,
      page: 3,
    } as const;
    expect(contributionFilters(query)).toMatchObject({
      type: 'recurring',
      search: '50.00',
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      page: 1 * 3,
      perPage: 50,
    });
  });

  it('asks for every gift (perPage null, page 1) with page size All', () => {
    expect(contributionFilters({ ...initialTransactionsQuery, pageSize: 'all', page: 4 })).toMatchObject({
      page: 1,
      perPage: null,
    });
  });

  it('leaves paging out for exports and statements, which cover every matching gift', () => {
    expect(contributionFilters({ ...initialTransactionsQuery, page: 2 }, { paged: false })).toMatchObject({
      page: null,
      perPage: null,
    });
  });
});

describe('updateQuery', () => {
  it('goes back to page 1 when the matching gifts change', () => {
    const onPage3 = { ...initialTransactionsQuery, page: 3 };
    expect(updateQuery(onPage3, { type: 'one_time' }).page).toBe(1);
    expect(updateQuery(onPage3, { pageSize: 100 }).page).toBe(1);
    expect(updateQuery(onPage3, { search: 'x' }).page).toBe(1);
  });

  it('keeps the page when only the page changes, or when nothing does', () => {
    expect(updateQuery(initialTransactionsQuery, { page: 2 }).page).toBe(2);
    expect(updateQuery({ ...initialTransactionsQuery, page: 2 }, { search: '' }).page).toBe(2);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [10_000, 250, 40],
    [10_000, 'all', 1],
  ] as const)('%p gifts at %p per page → %p pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('parsePageSize', () => {
  it.each([
    ['20', 20],
    ['250', 250],
    ['all', 'all'],
    ['500', 20],
    ['', 20],
  ] as const)('%p → %p', (value, size) => {
    expect(parsePageSize(value)).toBe(size);
  });
});

describe('dateRangeState', () => {
  const today = '2026-11-22';

  it('bounds the pickers by today, and the end by the start (docs/PRODUCT.md §4)', () => {
    expect(dateRangeState({ startDate: '2026-01-10', endDate: '' }, today)).toEqual({
      start: { max: today },
      end: { min: '2026-01-10', max: today },
      validity: { ok: true },
    });
    expect(dateRangeState({ startDate: '', endDate: '2026-02-01' }, today).start.max).toBe('2026-02-01');
  });

  it('reports a start after the end with the docs/PRODUCT.md §5 message on the start', () => {
    expect(dateRangeState({ startDate: '2026-03-01', endDate: '2026-02-01' }, today).validity).toMatchObject({
      ok: false,
      field: 'start',
      key: 'validation.startBeforeEnd',
      message: 'Please select a start date before your end date.',
    });
  });

  it('reports a typed date after today as an invalid range, and junk as an invalid date', () => {
    expect(dateRangeState({ startDate: '', endDate: '2027-01-01' }, today).validity).toMatchObject({
      field: 'end',
      key: 'validation.invalidDateRange',
    });
    expect(dateRangeState({ startDate: '2026-02-30', endDate: '' }, today).validity).toMatchObject({
      field: 'start',
      key: 'validation.invalidDate',
    });
  });
});
