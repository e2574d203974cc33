// A giving report's period as the console sends it, checked once: both days real and not after
// today, the start not after the end, at most five years of months. Either day left empty takes the
// default's (this month and the eleven before it). A refusal names its field in the reader's language.
import {
  defaultGivingReportPeriod,
  givingReportPeriodTooLong,
  samePeriodLastYear,
  translateValidation,
  validateDateRange,
  type GivingReportPeriod,
} from '@halo/domain';
import { validationError } from '../../graphql/portalErrors';
import type { GivingReportRange } from '../../graphql/resolverTypes.generated';
import type { AdminScope } from '../adminScope';
import { givingReportMessage } from './givingReportMessages';

export interface GivingReportDays {
  period: GivingReportPeriod;
  lastYear: GivingReportPeriod;
}

const given = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value.trim() === '' ? null : value.trim();

export function readGivingReportRange(
  scope: Pick<AdminScope, 'locale' | 'today'>,
  range: GivingReportRange | null | undefined,
): GivingReportDays {
  const { locale, today } = scope;
  const start = given(range?.startDate);
  const end = given(range?.endDate);
  const checked = validateDateRange({ start, end, today });
  if (!checked.ok) {
    const field = checked.field === 'start' ? 'startDate' : 'endDate';
    throw validationError({ [field]: [translateValidation(checked.key, {}, locale)] });
  }
  const fallback = defaultGivingReportPeriod(today);
  const period = { start: start ?? fallback.start, end: end ?? today };
  if (period.start > period.end) {
    throw validationError({ startDate: [translateValidation('validation.startBeforeEnd', {}, locale)] });
  }
  if (givingReportPeriodTooLong(period)) {
    throw validationError({ startDate: [givingReportMessage(locale, 'rangeTooLong')] });
  }
  return { period, lastYear: samePeriodLastYear(period) };
}
