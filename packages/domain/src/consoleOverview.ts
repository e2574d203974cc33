// The console's overview: this year and this month on the church's calendar. Its page asks for the
// year's totals with these variables, and the hosted page answers that question in advance with the
// same ones (docs/CONTRACTS.md "Static layout").
import type { CalendarDate } from './calendarDate';

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

/**
 * The variables of the overview's totals (`AdminGifts`: the year's succeeded gifts, summed by the
 * server, one gift's row) on the church day `today`.
 */
export function overviewTotalsVariables(organizationPrefixedId: string, today: CalendarDate) {
  return {
    organizationPrefixedId,
    filters: {
      ...overviewPeriods(today).yearFilter,
      status: 'succeeded' as const,
      fundPrefixedId: null,
      donorSearch: null,
      donorPrefixedId: null,
      depositPrefixedId: null,
      disputed: null,
    },
    after: null,
    first: 1,
  };
}
