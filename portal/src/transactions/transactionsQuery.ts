import { dateRangeLimits, validateDateRange, type CalendarDate, type DateRangeResult } from '@halo/domain';
import type { ContributionFilter, DonorContributionFilters } from 'halo_shared/graphql/schemaTypes';

/** docs/PRODUCT.md §9 page-size options; 'all' asks the server for every matching gift (perPage null). */
export const TRANSACTION_PAGE_SIZES = [20, 50, 100, 250, 'all'] as const;
export type TransactionPageSize = (typeof TRANSACTION_PAGE_SIZES)[number];

/** docs/PRODUCT.md §9 contribution filter, in the schema's spelling. */
export const TRANSACTION_TYPES = [
  'all',
  'one_time',
  'recurring',
] as const satisfies readonly ContributionFilter[];

/** What the donor chose on the transactions screen. */
export interface TransactionsQuery {
  type: ContributionFilter;
  search: string;
  /** YYYY-MM-DD or '' for an open side. */
  startDate: CalendarDate;
  endDate: CalendarDate;
  pageSize: TransactionPageSize;
  /** 1-based. */
  page: number;
}

export const initialTransactionsQuery: TransactionsQuery = {
  type: 'all',
  search: '',
  startDate: '',
  endDate: '',
  pageSize: 20,
  page: 1,
};

export function isTransactionPageSize(value: unknown): value is TransactionPageSize {
  return TRANSACTION_PAGE_SIZES.some((size) => String(size) === String(value));
}

export function parsePageSize(value: string): TransactionPageSize {
  if (value === 'all') return 'all';
  const size = Number(value);
  return isTransactionPageSize(size) ? size : 20;
}

/**
 * The `donorContributions` filters for a query (without page fields for exports and statements, which
 * cover every matching gift). Empty text and open date sides are left out rather than sent as ''.
 */
export function contributionFilters(
  query: TransactionsQuery,
  { paged = true }: { paged?: boolean } = {},
): DonorContributionFilters {
  const search = query.search.trim();
  const filters: DonorContributionFilters = {
    type: query.type,
    search: search || null,
    startDate: query.startDate || null,
    endDate: query.endDate || null,
    contributionPrefixedId: null,
    page: null,
    perPage: null,
  };
  if (paged) {
    filters.page = query.pageSize === 'all' ? 1 : query.page;
    filters.perPage = query.pageSize === 'all' ? null : query.pageSize;
  }
  return filters;
}

/** How many pages `total` gifts make at this page size (at least 1, so "page 1 of 1" when empty). */
export function pageCount(total: number, pageSize: TransactionPageSize): number {
  if (pageSize === 'all' || total <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** Whether `next` changes which gifts match (so the page goes back to 1). */
export function changesMatches(previous: TransactionsQuery, next: TransactionsQuery): boolean {
  return (
    previous.type !== next.type ||
    previous.search !== next.search ||
    previous.startDate !== next.startDate ||
    previous.endDate !== next.endDate ||
    previous.pageSize !== next.pageSize
  );
}

/** Applies a change, going back to page 1 when the matching gifts or the page size change. */
export function updateQuery(
  previous: TransactionsQuery,
  change: Partial<TransactionsQuery>,
): TransactionsQuery {
  const next = { ...previous, ...change };
  return changesMatches(previous, next) && change.page === undefined ? { ...next, page: 1 } : next;
}

export interface DateRangeState {
  /** min/max attributes of the two date inputs (docs/PRODUCT.md §4 date range helper). */
  start: { max: CalendarDate };
  end: { min: CalendarDate | undefined; max: CalendarDate };
  /** The first problem of the range (docs/PRODUCT.md §5 messages), or ok. */
  validity: DateRangeResult;
}

export function dateRangeState(
  query: Pick<TransactionsQuery, 'startDate' | 'endDate'>,
  today: CalendarDate,
): DateRangeState {
  const range = { start: query.startDate, end: query.endDate, today };
  const limits = dateRangeLimits(range);
  return {
    start: { max: limits.maxStart },
    end: { min: limits.minEnd ?? undefined, max: limits.maxEnd },
    validity: validateDateRange(range),
  };
}
