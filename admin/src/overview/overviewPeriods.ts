import type { CalendarDate } from '@halo/domain';

export interface OverviewPeriods {
  /** `adminGifts` date filters for this year so far: 1 January to today, the church's days. */
  yearFilter: { startDate: CalendarDate; endDate: CalendarDate };
  /** This month as `adminGifts`' monthTotals name it (`YYYY-MM`). */
  month: string;
}

/** The overview's periods around `today`, a day on the church's calendar (`calendarDateInTimeZone`). */
export function overviewPeriods(today: CalendarDate): OverviewPeriods {
  const year = today.slice(0, 4);
  return { yearFilter: { startDate: `${year}-01-01`, endDate: today }, month: today.slice(0, 7) };
}

/** What the church received in `month`, from the year's totals per month (a month without gifts is absent). */
export function monthAmount(
  monthTotals: readonly { month: string; amount: number }[],
  month: string,
): number {
  return monthTotals.find((total) => total.month === month)?.amount ?? 0;
}
