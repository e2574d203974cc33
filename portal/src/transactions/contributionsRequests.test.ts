import {
  FIRST_SCREEN_ROWS,
  answersEverything,
  contributionsRequests,
  firstRowNumber,
} from './contributionsRequests';
import { contributionFilters, initialTransactionsQuery } from './transactionsQuery';

const all = contributionFilters({
  ...initialTransactionsQuery,
  type: 'recurring',
  search: 'x',
  pageSize: 'all',
});
const page3 = contributionFilters({ ...initialTransactionsQuery, pageSize: 50, page: 3 });

describe('contributionsRequests', () => {
  it('asks a page in one request', () => {
    expect(contributionsRequests(page3)).toEqual([page3]);
    expect(contributionsRequests(page3, { refresh: true })).toEqual([page3]);
  });

  it('asks All as the first screen, then every gift, with the same filters', () => {
    expect(contributionsRequests(all)).toEqual([
      { ...all, page: 1, perPage: FIRST_SCREEN_ROWS },
      { ...all, page: 1, perPage: null },
    ]);
    expect(contributionsRequests(all)[0]).toMatchObject({ type: 'recurring', search: 'x' });
  });

  it('refreshes a list already shown in one request, so shown rows never turn into placeholders', () => {
    expect(contributionsRequests(all, { refresh: true })).toEqual([all]);
  });

  it('asks for a first screen the API accepts, that fills the window of 40rem / 48 px plus overscan', () => {
    expect([20, 50, 100, 250]).toContain(FIRST_SCREEN_ROWS);
    expect(FIRST_SCREEN_ROWS).toBeGreaterThan(Math.ceil(640 / 48) + 1 + 8);
  });
});

describe('answersEverything', () => {
  const items = (count: number) => Array.from({ length: count }, (_, index) => index);
  const [firstScreen] = contributionsRequests(all);

  it('is true for the answer to All, whatever it counts', () => {
    expect(answersEverything(all, { items: items(3), totalResults: 4 })).toBe(true);
  });

  it('is true for a first screen holding every match (nothing more to ask), false when more match', () => {
    if (!firstScreen) throw new Error('no first request');
    expect(answersEverything(firstScreen, { items: items(12), totalResults: 12 })).toBe(true);
    expect(answersEverything(firstScreen, { items: items(0), totalResults: 0 })).toBe(true);
    expect(answersEverything(firstScreen, { items: items(50), totalResults: 51 })).toBe(false);
  });

  it('is false for a later page, which holds only its own rows', () => {
    expect(answersEverything(page3, { items: items(0), totalResults: 0 })).toBe(false);
  });
});

describe('firstRowNumber', () => {
  it('numbers from 1 for All and the first page, and from the page start otherwise', () => {
    expect(firstRowNumber(all)).toBe(1);
    expect(firstRowNumber(contributionFilters(initialTransactionsQuery))).toBe(1);
    expect(firstRowNumber(page3)).toBe(101);
  });
});
