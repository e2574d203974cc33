import type { Frequency } from './constants';

/**
 * The names of a recurring gift's schedules, in the few forms the product writes them: every screen,
 * email and report reads them here (English in this module, Spanish in `scheduleNames.es.ts`, which a
 * browser fetches only when its page speaks Spanish), so a schedule is named the same everywhere and
 * renamed in one place. docs/PRODUCT.md §2 names the first four (weekly, every two weeks, twice a month,
 * monthly); quarterly and yearly are the monthly rule with a longer step. Each form is a constant of
 * its own, so a browser bundles only the forms its strings use.
 */
export interface ScheduleNames {
  /** On its own, as a choice or a field's value: 'Monthly'. */
  name: Record<Frequency, string>;
  /** The same inside a sentence: '$50.00 monthly to General Fund'. */
  nameInSentence: Record<Frequency, string>;
  /** How often a gift comes, as a line of its own: 'Every month'. */
  every: Record<Frequency, string>;
  /** The same inside a sentence: 'your gift of $50.00 every month'. */
  everyInSentence: Record<Frequency, string>;
}

/** `ScheduleNames['name']`: 'Monthly'. */
export const scheduleNameEn: Record<Frequency, string> = {
  weekly: 'Weekly',
  every_other_week: 'Every two weeks',
  twice_a_month: 'Twice a month',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** `ScheduleNames['nameInSentence']`: 'monthly'. */
export const scheduleNameInSentenceEn: Record<Frequency, string> = {
  weekly: 'weekly',
  every_other_week: 'every two weeks',
  twice_a_month: 'twice a month',
  monthly: 'monthly',
  quarterly: 'quarterly',
  yearly: 'yearly',
};

/** `ScheduleNames['every']`: 'Every month'. */
export const scheduleEveryEn: Record<Frequency, string> = {
  weekly: 'Every week',
  every_other_week: 'Every two weeks',
  twice_a_month: 'Twice a month',
  monthly: 'Every month',
  quarterly: 'Every quarter',
  yearly: 'Every year',
};

/** `ScheduleNames['everyInSentence']`: 'every month'. */
export const scheduleEveryInSentenceEn: Record<Frequency, string> = {
  weekly: 'every week',
  every_other_week: 'every other week',
  twice_a_month: 'twice a month',
  monthly: 'every month',
  quarterly: 'every quarter',
  yearly: 'every year',
};
