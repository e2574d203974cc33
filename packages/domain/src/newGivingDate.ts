// A date the donor picks for a recurring gift's next gift, when resuming it from a chosen day or
// editing its next date: a real day, not before today, and within the schedule horizon (a year ahead
// on the church's calendar).
import { isCalendarDate, type CalendarDate } from './calendarDate';
import { isWithinScheduleHorizon } from './scheduleHorizon';

export type NewGivingDateProblem = 'invalid' | 'inPast' | 'tooFar';

/** Why `date` cannot be a recurring gift's next date chosen on `today`, or null when it can. */
export function newGivingDateProblem(date: string, today: CalendarDate): NewGivingDateProblem | null {
  if (!isCalendarDate(date)) return 'invalid';
  if (date < today) return 'inPast';
  if (!isWithinScheduleHorizon(date, today)) return 'tooFar';
  return null;
}
