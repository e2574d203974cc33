// The messages of a recurring gift's end (the end fields' chunk): a date on or after the first gift,
// or a number of gifts from 2 to 500.
import { isCalendarDate } from '@halo/domain';
import type { FieldErrors, GivingValues } from './givingValues';
import { addPanelRule } from './panelRules';
import { END_COUNT_MAX, END_COUNT_MIN, giftCount } from './recurringEnd';

/** The end's messages: a date on or after the first gift, or a number of gifts from 2 to 500. */
export function validateRecurringEnd(values: GivingValues): FieldErrors {
  if (values.frequencyKind !== 'recurring') return {};
  if (values.endKind === 'date') {
    if (!values.endDate) return { endDate: { key: 'validation.required' } };
    if (!isCalendarDate(values.endDate)) return { endDate: { key: 'validation.invalidDate' } };
    if (isCalendarDate(values.startDate) && values.endDate < values.startDate) {
      return { endDate: { key: 'giving-end:beforeStart' } };
    }
  }
  if (values.endKind === 'count' && giftCount(values.endCount) === null) {
    return { endCount: { key: 'giving-end:countRange', params: { min: END_COUNT_MIN, max: END_COUNT_MAX } } };
  }
  return {};
}

addPanelRule(validateRecurringEnd);
