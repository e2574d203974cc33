// The console's giving reports (docs/PRODUCT.md §18, 'view-gifts'): the period's giving by
// fund by month, by method and by month against the same days a year earlier, and its first-time
// givers. The database sums and counts; here rows are only put side by side.
import { monthLastYear, reportMonths } from '@halo/domain';
import type { AdminGivingReports, GivingReportRange } from '../../graphql/resolverTypes.generated';
import type { AdminScope } from '../adminScope';
import {
  firstTimeGiverCount,
  givingByFundByMonth,
  givingByMonthAndMethod,
  type MonthAndMethodTotals,
} from './givingReportQueries';
import { readGivingReportRange, type GivingReportDays } from './givingReportRange';

type Totals = { amount: number; count: number };
const NONE: Totals = { amount: 0, count: 0 };
const sum = (rows: readonly Totals[]) =>
  rows.reduce((total, row) => ({ amount: total.amount + row.amount, count: total.count + row.count }), NONE);

/** Every month of the period with its totals and the same month's a year earlier, zeros included. */
export function monthComparison(days: GivingReportDays, totals: MonthAndMethodTotals) {
  const [thisOf, lastOf] = totals.months;
  return reportMonths(days.period).map((month) => {
    const now = thisOf.get(month) ?? NONE;
    const before = lastOf.get(monthLastYear(month)) ?? NONE;
    return {
      month,
      amount: now.amount,
      count: now.count,
      lastYearAmount: before.amount,
      lastYearCount: before.count,
    };
  });
}

/** Each method given in either period, largest this period first, then by name. */
export function methodComparison(totals: MonthAndMethodTotals) {
  const [thisOf, lastOf] = totals.methods;
  const methods = [...new Set([...thisOf.keys(), ...lastOf.keys()])];
  return methods
    .map((method) => {
      const now = thisOf.get(method) ?? NONE;
      const before = lastOf.get(method) ?? NONE;
      return {
        method,
        amount: now.amount,
        count: now.count,
        lastYearAmount: before.amount,
        lastYearCount: before.count,
      };
    })
    .sort(
      (a, b) =>
        b.amount - a.amount || b.lastYearAmount - a.lastYearAmount || a.method.localeCompare(b.method),
    );
}

export async function readGivingReports(
  scope: AdminScope,
  range: GivingReportRange | null | undefined,
): Promise<AdminGivingReports> {
  const days = readGivingReportRange(scope, range);
  const { db } = scope.app;
  const organizationId = scope.organization.id;
  const [byFundByMonth, totals, firstTimeGivers, lastYearFirstTimeGivers] = await Promise.all([
    givingByFundByMonth(db, organizationId, days.period),
    givingByMonthAndMethod(db, organizationId, days),
    firstTimeGiverCount(db, organizationId, days.period, scope.today),
    firstTimeGiverCount(db, organizationId, days.lastYear, scope.today),
  ]);
  const byMonth = monthComparison(days, totals);
  const byMethod = methodComparison(totals);
  const total = sum(byMonth);
  const lastYearTotal = sum(byMonth.map((row) => ({ amount: row.lastYearAmount, count: row.lastYearCount })));
  return {
    startDate: days.period.start,
    endDate: days.period.end,
    lastYearStartDate: days.lastYear.start,
    lastYearEndDate: days.lastYear.end,
    totalAmount: total.amount,
    totalCount: total.count,
    lastYearTotalAmount: lastYearTotal.amount,
    lastYearTotalCount: lastYearTotal.count,
    byFundByMonth,
    byMethod,
    byMonth,
    firstTimeGivers,
    lastYearFirstTimeGivers,
  };
}
