// "Pause until…" a date: the gift is not charged until that day, then carries on by itself. The day
// must come after today and at most a year ahead on the church's calendar (the schedule horizon).
import { isCalendarDate, type CalendarDate } from './calendarDate';
import { nextGivingDate } from './nextGivingDate';
import type { Frequency } from './constants';
import { oneYearAfter } from './scheduleHorizon';

export type PauseUntilProblem = 'invalid' | 'notAfterToday' | 'tooFar';

/** Why `until` cannot end a pause begun on `today`, or null when it can. */
export function pauseUntilProblem(until: string, today: CalendarDate): PauseUntilProblem | null {
  if (!isCalendarDate(until)) return 'invalid';
  if (until <= today) return 'notAfterToday';
  if (until > oneYearAfter(today)) return 'tooFar';
  return null;
}

/**
 * The date a pause form first suggests: the gift's next date one step on (or one step from today
 * when that is past or unknown), so "pause until" reads as a short break; never beyond the horizon.
 */
export function suggestedPauseUntil(
  nextOccurrence: CalendarDate | null,
  frequency: Frequency,
  today: CalendarDate,
): CalendarDate {
  const from = nextOccurrence && nextOccurrence > today ? nextOccurrence : today;
  const suggested = nextGivingDate(from, frequency);
  const latest = oneYearAfter(today);
  return suggested <= latest ? suggested : latest;
}
