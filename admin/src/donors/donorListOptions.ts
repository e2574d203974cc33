import { DEFAULT_LAPSED_WINDOWS, DEFAULT_TOP_GIVERS } from '@halo/domain';
import type { DonorListFile, DonorListOptions } from 'halo_shared/graphql/schemaTypes';

/** The lists the Donors section offers, in the order of its list choice. */
export const DONOR_LISTS: readonly DonorListFile[] = ['FirstTime', 'Lapsed', 'TopGivers', 'AtRisk'];

/** What is typed in a list's options: the period, lapsed's two windows, how many top givers. */
export interface DonorListDraft {
  startDate: string;
  endDate: string;
  lookbackMonths: string;
  quietDays: string;
  limit: string;
}

export const DEFAULT_DONOR_LIST_DRAFT: DonorListDraft = {
  startDate: '',
  endDate: '',
  lookbackMonths: String(DEFAULT_LAPSED_WINDOWS.lookbackMonths),
  quietDays: String(DEFAULT_LAPSED_WINDOWS.quietDays),
  limit: String(DEFAULT_TOP_GIVERS),
};

/**
 * A whole number as typed, for the server to check against its limits: anything else is 0, which it
 * refuses beside the field (GraphQL's Int would refuse it with no field to show it by).
 */
function wholeNumber(text: string): number {
  const value = Number(text.trim());
  return Number.isInteger(value) ? value : 0;
}

const NO_OPTIONS: DonorListOptions = {
  startDate: null,
  endDate: null,
  lookbackMonths: null,
  quietDays: null,
  limit: null,
};

/** The options a list is asked for with: only those its definition reads; empty dates are the default period. */
export function donorListOptionsForApi(list: DonorListFile, draft: DonorListDraft): DonorListOptions {
  if (list === 'Lapsed') {
    return {
      ...NO_OPTIONS,
      lookbackMonths: wholeNumber(draft.lookbackMonths),
      quietDays: wholeNumber(draft.quietDays),
    };
  }
  if (list === 'AtRisk') return NO_OPTIONS;
  const period = { ...NO_OPTIONS, startDate: draft.startDate || null, endDate: draft.endDate || null };
  return list === 'TopGivers' ? { ...period, limit: wholeNumber(draft.limit) } : period;
}
