import type { CalendarDate } from '@halo/domain';

/**
 * Today on the organization's calendar (its `time_zone`): the day a gift is dated and the earliest
 * start of a recurring gift. `todayCalendarDate` from @halo/domain reads the machine's zone instead.
 */
export function organizationToday(timeZone: string, now: Date = new Date()): CalendarDate {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
