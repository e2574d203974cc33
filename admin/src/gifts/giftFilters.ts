import type { AdminGiftFilters, ContributionStatus } from 'halo_shared/graphql/schemaTypes';
import * as v from 'valibot';

/**
 * The Gifts section's filters as the address bar keeps them (`/admin/gifts?from=…&to=…&fund=…&status=…
 * &search=…&donor=…&deposit=…`), so a filtered view can be bookmarked or linked to from a donor. Every value is
 * text as typed; the server checks dates and search and answers its messages beside the fields.
 */
export interface GiftFilterValues {
  startDate: string;
  endDate: string;
  fundPrefixedId: string;
  /** A gift status, or `disputed`: gifts with a card dispute, whatever their status. */
  status: GiftStatusFilter | '';
  donorSearch: string;
  /** One donor's gifts (the Donors section's link); not a form field. */
  donorPrefixedId: string;
  /** The gifts of one deposit (the Deposits section's link); not a form field. */
  depositPrefixedId: string;
}

export type GiftStatusFilter = ContributionStatus | 'disputed';

export const GIFT_STATUSES = [
  'succeeded',
  'failed',
  'refunded',
  'disputed',
] as const satisfies readonly GiftStatusFilter[];

export const NO_GIFT_FILTERS: GiftFilterValues = {
  startDate: '',
  endDate: '',
  fundPrefixedId: '',
  status: '',
  donorSearch: '',
  donorPrefixedId: '',
  depositPrefixedId: '',
};

/** Each filter's name in the query string. */
const PARAMETERS = {
  startDate: 'from',
  endDate: 'to',
  fundPrefixedId: 'fund',
  status: 'status',
  donorSearch: 'search',
  donorPrefixedId: 'donor',
  depositPrefixedId: 'deposit',
} as const satisfies Record<keyof GiftFilterValues, string>;

const statusParameter = v.fallback(v.picklist(['', ...GIFT_STATUSES]), '');

/** The filters of a path such as `/admin/gifts?fund=fund_1`; anything unknown or malformed is ignored. */
export function giftFiltersFromPath(path: string): GiftFilterValues {
  const query = new URLSearchParams(path.includes('?') ? path.slice(path.indexOf('?') + 1) : '');
  const text = (key: keyof GiftFilterValues) => query.get(PARAMETERS[key])?.trim() ?? '';
  return {
    startDate: text('startDate'),
    endDate: text('endDate'),
    fundPrefixedId: text('fundPrefixedId'),
    status: v.parse(statusParameter, text('status')),
    donorSearch: text('donorSearch'),
    donorPrefixedId: text('donorPrefixedId'),
    depositPrefixedId: text('depositPrefixedId'),
  };
}

/** The Gifts section's path showing `filters` (only the ones set). */
export function giftsPath(filters: Partial<GiftFilterValues>): string {
  const query = new URLSearchParams();
  for (const key of Object.keys(PARAMETERS) as Array<keyof GiftFilterValues>) {
    const value = filters[key]?.trim();
    if (value) query.set(PARAMETERS[key], value);
  }
  const search = query.toString();
  return search ? `/admin/gifts?${search}` : '/admin/gifts';
}

/** The `adminGifts` filters for the values, null when none is set. */
export function giftFiltersForApi(filters: GiftFilterValues): AdminGiftFilters | null {
  const orNull = (value: string) => value.trim() || null;
  const api: AdminGiftFilters = {
    startDate: orNull(filters.startDate),
    endDate: orNull(filters.endDate),
    fundPrefixedId: orNull(filters.fundPrefixedId),
    status: filters.status && filters.status !== 'disputed' ? filters.status : null,
    donorSearch: orNull(filters.donorSearch),
    donorPrefixedId: orNull(filters.donorPrefixedId),
    depositPrefixedId: orNull(filters.depositPrefixedId),
    disputed: filters.status === 'disputed' ? true : null,
  };
  return Object.values(api).some((value) => value !== null) ? api : null;
}
