// A donor list's options as the console sends them, checked once and turned into the days the
// domain's definitions read (docs/PRODUCT.md §15): the period of first-time and top givers, the two
// windows of lapsed, how many top givers. A refusal names its field in the reader's language.
import {
  DEFAULT_LAPSED_WINDOWS,
  DEFAULT_TOP_GIVERS,
  defaultDonorListPeriod,
  invalidLapsedWindows,
  lapsedDays,
  MAX_TOP_GIVERS,
  translateValidation,
  validateDateRange,
  type DonorListPeriod,
  type LapsedDays,
  type LapsedWindows,
} from '@halo/domain';
import { validationError } from '../../graphql/portalErrors';
import type { DonorListOptions } from '../../graphql/resolverTypes.generated';
import type { AdminScope } from '../adminScope';
import { donorListMessage } from './donorListMessages';

export interface DonorListDays {
  period: DonorListPeriod;
  windows: LapsedWindows;
  lapsed: LapsedDays;
  limit: number;
}

const blank = (value: string | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value.trim() === '';

export function readDonorListOptions(
  scope: AdminScope,
  options: DonorListOptions | null | undefined,
): DonorListDays {
  const input = options ?? {};
  const { locale, today } = scope;
  const errors: Record<string, string[]> = {};
  const fallback = defaultDonorListPeriod(today);
  const start = blank(input.startDate) ? null : input.startDate.trim();
  const end = blank(input.endDate) ? null : input.endDate.trim();
  const range = validateDateRange({ start, end, today });
  if (!range.ok) {
    errors[range.field === 'start' ? 'startDate' : 'endDate'] = [translateValidation(range.key, {}, locale)];
  }
  const windows: LapsedWindows = {
    lookbackMonths: input.lookbackMonths ?? DEFAULT_LAPSED_WINDOWS.lookbackMonths,
    quietDays: input.quietDays ?? DEFAULT_LAPSED_WINDOWS.quietDays,
  };
  for (const field of invalidLapsedWindows(windows)) {
    errors[field] = [
      donorListMessage(locale, field === 'lookbackMonths' ? 'lookbackMonthsInvalid' : 'quietDaysInvalid'),
    ];
  }
  const limit = input.limit ?? DEFAULT_TOP_GIVERS;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_TOP_GIVERS) {
    errors.limit = [donorListMessage(locale, 'limitInvalid')];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  // One side given: the other is the default's (an open start reads from the church's first day).
  const period = {
    start: start ?? (end ? '1900-01-01' : fallback.start),
    end: end ?? today,
  };
  return { period, windows, lapsed: lapsedDays(today, windows), limit };
}
