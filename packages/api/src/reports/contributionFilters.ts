// The transactions filters (docs/PRODUCT.md §2 Transactions, schema.graphql DonorContributionFilters) checked
// and normalised once, for the list, the exports and statements alike.
import { translateValidation, validateDateRange, type CalendarDate, type Locale } from '@halo/domain';
import type { DonorContributionFilters } from '../graphql/resolverTypes.generated';
import { reportText } from './reportMessages';

export type ContributionKind = 'all' | 'one_time' | 'recurring';

export interface ContributionFilter {
  type: ContributionKind;
  /** Trimmed; null when empty. */
  search: string | null;
  startDate: CalendarDate | null;
  endDate: CalendarDate | null;
  contributionPrefixedId: string | null;
}

export interface ContributionPaging {
  page: number;
  /** null = All (docs/PRODUCT.md §9 page sizes). */
  perPage: number | null;
}

export const PAGE_SIZES = [20, 50, 100, 250] as const;
export const SEARCH_MAX_LENGTH = 100;

export type FilterCheck =
  | { ok: true; filter: ContributionFilter; paging: ContributionPaging }
  | { ok: false; errors: Record<string, string[]> };

const blank = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

/**
 * Reads the GraphQL filters. Date errors use the domain's `validateDateRange` (the same messages
 * the date pickers show) against today on the organization's calendar; errors are keyed by the
 * input field (`startDate`, `endDate`, `perPage`, `page`, `search`).
 */
export function checkContributionFilters(
  filters: DonorContributionFilters | null | undefined,
  options: { today: CalendarDate; locale: Locale },
): FilterCheck {
  const input = filters ?? {};
  const { locale } = options;
  const errors: Record<string, string[]> = {};
  const startDate = blank(input.startDate) ? null : input.startDate.trim();
  const endDate = blank(input.endDate) ? null : input.endDate.trim();
  const range = validateDateRange({ start: startDate, end: endDate, today: options.today });
  if (!range.ok) {
    errors[range.field === 'start' ? 'startDate' : 'endDate'] = [translateValidation(range.key, {}, locale)];
  }
  const search = blank(input.search) ? null : input.search.trim();
  if (search && search.length > SEARCH_MAX_LENGTH) {
    errors.search = [translateValidation('validation.maxLength', { max: SEARCH_MAX_LENGTH }, locale)];
  }
  // `perPage` omitted takes the SDL default (20); an explicit null means All.
  const perPage = input.perPage === undefined ? 20 : input.perPage;
  if (perPage !== null && !(PAGE_SIZES as readonly number[]).includes(perPage)) {
    errors.perPage = [reportText(locale, 'filters.perPage')];
  }
  const page = input.page ?? 1;
  if (!Number.isSafeInteger(page) || page < 1) errors.page = [reportText(locale, 'filters.page')];
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    filter: {
      type: input.type ?? 'all',
      search,
      startDate,
      endDate,
      contributionPrefixedId: blank(input.contributionPrefixedId)
        ? null
        : input.contributionPrefixedId.trim(),
    },
    paging: { page, perPage },
  };
}
