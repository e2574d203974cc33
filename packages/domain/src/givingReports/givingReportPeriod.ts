// The days the treasurer's giving reports read (docs/PRODUCT.md §18): a chosen period of the
// church's calendar, the same days a year earlier beside it, and the calendar months the period
// touches, so a month with no gifts still has its row. Pure: days are YYYY-MM-DD strings.
import { addMonths } from 'date-fns/addMonths';
import { subMonths } from 'date-fns/subMonths';
import { subYears } from 'date-fns/subYears';
import { formatCalendarDate, requireCalendarDate, type CalendarDate } from '../calendarDate';

/** A period of the church's calendar, both days included. */
export interface GivingReportPeriod {
  start: CalendarDate;
  end: CalendarDate;
}

/** Months a report shows when no period is chosen: this one and the eleven before it. */
export const DEFAULT_GIVING_REPORT_MONTHS = 12;

/** The longest period a report reads, in months, so one request never asks for decades of rows. */
export const MAX_GIVING_REPORT_MONTHS = 60;

/** From the first day of the month eleven months ago through today. */
export function defaultGivingReportPeriod(today: CalendarDate): GivingReportPeriod {
  const day = requireCalendarDate(today, 'today');
  const month = formatCalendarDate(subMonths(day, DEFAULT_GIVING_REPORT_MONTHS - 1)).slice(0, 7);
  return { start: `${month}-01`, end: today };
}

/** A day one year earlier; 29 February becomes 28 February. */
export function sameDayLastYear(day: CalendarDate): CalendarDate {
  return formatCalendarDate(subYears(requireCalendarDate(day), 1));
}

/** The same days a year earlier. */
export function samePeriodLastYear(period: GivingReportPeriod): GivingReportPeriod {
  return { start: sameDayLastYear(period.start), end: sameDayLastYear(period.end) };
}

/** A month written YYYY-MM. */
export type ReportMonth = string;

/** The months a period touches, first to last, each YYYY-MM. */
export function reportMonths(period: GivingReportPeriod): ReportMonth[] {
  const last = period.end.slice(0, 7);
  const months: ReportMonth[] = [];
  const first = requireCalendarDate(`${period.start.slice(0, 7)}-01`, 'start');
  for (let index = 0; ; index += 1) {
    const month = formatCalendarDate(addMonths(first, index)).slice(0, 7);
    if (month > last) return months;
    months.push(month);
  }
}

/** The same month a year earlier, YYYY-MM. */
export function monthLastYear(month: ReportMonth): ReportMonth {
  return `${String(Number(month.slice(0, 4)) - 1).padStart(4, '0')}${month.slice(4)}`;
}

/** Whether a period spans more months than a report reads. */
export function givingReportPeriodTooLong(period: GivingReportPeriod): boolean {
  return reportMonths(period).length > MAX_GIVING_REPORT_MONTHS;
}
