import { FREQUENCY_VALUES, type Frequency } from '../constants';

/** Stripe's `price.recurring.interval` (docs/PRODUCT.md §17). */
export type StripeInterval = 'day' | 'week' | 'month' | 'year';

/**
 * Our frequency for a Stripe price's `interval` × `interval_count`, or null when we cannot keep it
 * (every 3 weeks, every 2 months, daily…): the move refuses such a gift rather than charging it on
 * another rhythm than the donor chose. Twice a month has no Stripe interval: it comes from a schedule.
 */
export function frequencyOfStripeInterval(interval: string, count: number): Frequency | null {
  const days = interval === 'day' ? count : interval === 'week' ? count * 7 : null;
  if (days === 7) return 'weekly';
  if (days === 14) return 'every_other_week';
  const months = interval === 'month' ? count : interval === 'year' ? count * 12 : null;
  if (months === 1) return 'monthly';
  if (months === 3) return 'quarterly';
  if (months === 12) return 'yearly';
  return null;
}

const SCHEDULE_WORDS: Record<string, Frequency> = {
  week: 'weekly',
  weekly: 'weekly',
  '1 week': 'weekly',
  '2 weeks': 'every_other_week',
  biweekly: 'every_other_week',
  'every other week': 'every_other_week',
  fortnightly: 'every_other_week',
  'twice a month': 'twice_a_month',
  semimonthly: 'twice_a_month',
  'semi-monthly': 'twice_a_month',
  month: 'monthly',
  '1 month': 'monthly',
  '3 months': 'quarterly',
  quarter: 'quarterly',
  year: 'yearly',
  '1 year': 'yearly',
  '12 months': 'yearly',
  annual: 'yearly',
  annually: 'yearly',
};

/**
 * A schedule file's interval: one of our frequencies as written (`monthly`, `every_other_week`…) or
 * the common words other platforms export (`month`, `2 weeks`, `biweekly`, `annually`…), whatever
 * the capitals; null for an interval we cannot keep.
 */
export function frequencyOfScheduleInterval(text: string): Frequency | null {
  const words = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, ' ');
  const ours = words.replace(/ /g, '_');
  if ((FREQUENCY_VALUES as readonly string[]).includes(ours)) return ours as Frequency;
  return SCHEDULE_WORDS[words.replace(/^every /, '')] ?? SCHEDULE_WORDS[words] ?? null;
}
