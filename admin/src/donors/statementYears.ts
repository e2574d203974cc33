import type { CalendarDate } from '@halo/domain';

export interface StatementYear {
  year: number;
  startDate: CalendarDate;
  /** The year's last day, or today for the year under way (a statement never covers the future). */
  endDate: CalendarDate;
}

/** The years a statement is usually sent for: last year (the year-end statement) first, then this year so far. */
export function statementYears(today: CalendarDate): StatementYear[] {
  const year = Number(today.slice(0, 4));
  return [
    { year: year - 1, startDate: `${year - 1}-01-01`, endDate: `${year - 1}-12-31` },
    { year, startDate: `${year}-01-01`, endDate: today },
  ];
}
