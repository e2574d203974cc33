import type { DonorContributionFilters } from 'halo_shared/graphql/schemaTypes';

/**
 * Rows asked first for page size All. The windowed list shows at most 40rem / 48 px ≈ 14 rows plus 8 of
 * overscan, so 50 fill its first screen with real gifts and leave room to scroll while the rest loads.
 * One of the page sizes the API accepts (20, 50, 100, 250).
 */
export const FIRST_SCREEN_ROWS = 50;

/**
 * The `donorContributions` requests that answer `filters` (from `contributionFilters`), in order.
 * A page is one request. All (perPage null) is two: one screen, shown at once with the real totals,
 * then every gift, swapped in under it (docs/ARCHITECTURE.md §8: "All" over 10,000 gifts, first render ≤ 300 ms on
 * any database, while the whole answer takes ~0.2 s on PostgreSQL and ~1 s on PGlite). With `refresh`
 * (these very results are already shown, e.g. a new gift arrived), All is asked in one go, so rows the
 * donor is looking at never turn back into placeholders.
 */
export function contributionsRequests(
  filters: DonorContributionFilters,
  { refresh = false }: { refresh?: boolean } = {},
): DonorContributionFilters[] {
  if (filters.perPage !== null || refresh) return [filters];
  return [{ ...filters, page: 1, perPage: FIRST_SCREEN_ROWS }, filters];
}

/** Whether an answer already holds every matching gift, so the requests after it are not needed. */
export function answersEverything(
  request: DonorContributionFilters,
  answer: { items: readonly unknown[]; totalResults: number },
): boolean {
  return request.perPage === null || (request.page === 1 && answer.items.length >= answer.totalResults);
}

/** Row number (1-based, over every matching gift) of the first gift these filters answer. */
export function firstRowNumber(filters: DonorContributionFilters): number {
  if (filters.perPage === null || filters.perPage === undefined) return 1;
  return ((filters.page ?? 1) - 1) * filters.perPage + 1;
}
