import type { CalendarDate } from './calendarDate';

/** The days a year's contribution statement covers. */
export interface StatementPeriod {
  year: number;
  startDate: CalendarDate;
  /** 31 December, or today for the year under way: a statement never covers the future. */
  endDate: CalendarDate;
}

/** The earliest year a statement may be asked for: anything before is a typing slip. */
export const FIRST_STATEMENT_YEAR = 2000;

/**
 * The period of `year`'s statement seen from `today` on the church's calendar, or null for a year
 * that has not begun (or one before online giving).
 */
export function statementPeriod(year: number, today: CalendarDate): StatementPeriod | null {
  const thisYear = Number(today.slice(0, 4));
  if (!Number.isInteger(year) || year < FIRST_STATEMENT_YEAR || year > thisYear) return null;
  return {
    year,
    startDate: `${year}-01-01`,
    endDate: year === thisYear ? today : `${year}-12-31`,
  };
}
