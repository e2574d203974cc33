// When the recurring engine charges (packages/api/README.md "Recurring engine"): which occurrence
// a run settles, and when a declined occurrence is tried again. Pure, so a year of days can be
// simulated without a database (chargeSchedule.test.ts).
import { nextGivingDate, requireCalendarDate, type CalendarDate, type Frequency } from '@halo/domain';

/** Days after an occurrence's first attempt on which a declined charge is tried again; then the gift is paused. */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;

/** The attempt after which a declined gift is paused for the donor (first attempt + one per retry). */
export const LAST_ATTEMPT = RETRY_AFTER_DAYS.length + 1;

const DAY_MS = 86_400_000;

/** `date` plus `days` on the calendar (UTC arithmetic, so no time zone can move it). */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(requireCalendarDate(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

export interface DueOccurrence {
  /** The occurrence to charge now: the latest scheduled date on or before today. */
  occurrenceDate: CalendarDate;
  /** Older scheduled dates that were missed (the worker was off) and are not charged. */
  skipped: CalendarDate[];
  /** The gift's next occurrence once this one is settled. */
  following: CalendarDate;
}

/**
 * The occurrence a run charges for a gift whose `next_occurrence` is `next`, or null when it is not
 * due yet. After an outage only the most recent missed date is charged: a donor who gives weekly
 * should not find three charges on one morning, and the church still gets this week's gift.
 * Dates always step from the scheduled dates, never from today, so they never drift.
 */
export function dueOccurrence(
  next: CalendarDate,
  today: CalendarDate,
  frequency: Frequency,
): DueOccurrence | null {
  if (next > today) return null;
  const skipped: CalendarDate[] = [];
  let occurrenceDate = next;
  let following = nextGivingDate(occurrenceDate, frequency);
  while (following <= today) {
    skipped.push(occurrenceDate);
    occurrenceDate = following;
    following = nextGivingDate(occurrenceDate, frequency);
  }
  return { occurrenceDate, skipped, following };
}

/**
 * When to try a declined occurrence again after attempt `attempt` failed on `today`, or null when
 * that was the last attempt (the gift is paused, settleCharge.ts). Counted from the first attempt's day, and
 * never today again (a run that was late must not retry twice in one day).
 */
export function retryDate(
  firstAttemptOn: CalendarDate,
  attempt: number,
  today: CalendarDate,
): CalendarDate | null {
  const days = RETRY_AFTER_DAYS[attempt - 1];
  if (days === undefined) return null;
  const planned = addCalendarDays(firstAttemptOn, days);
  const tomorrow = addCalendarDays(today, 1);
  return planned > tomorrow ? planned : tomorrow;
}
