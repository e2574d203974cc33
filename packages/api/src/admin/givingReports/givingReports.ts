// The console's giving reports (docs/PRODUCT.md §18, 'view-gifts'): the period's giving by
// fund by month, by method and by month against the same days a year earlier, and its first-time
// givers. The database sums and counts; here rows are only put side by side.
import { monthLastYear, reportMonths } from '@halo/domain';
import type { AdminGivingReports, GivingReportRange } from '../../graphql/resolverTypes.generated';
import type { AdminScope } from '../adminScope';
import {
  firstTimeGiverCount,
  givingByFundByMonth,
  givingByMethod,
  givingByMonth,
} from './givingReportQueries';
import { readGivingReportRange, type GivingReportDays } from './givingReportRange';

type Totals = { amount: number; count: number };
const NONE: Totals = { amount: 0, count: 0 };
const sum = (rows: readonly Totals[]) =>
  rows.reduce((total, row) => ({ amount: total.amount + row.amount, count: total.count + row.count }), NONE);

/** Every month of the period with its totals and the same month's a year earlier, zeros included. */
export async function monthComparison(scope: AdminScope, days: GivingReportDays) {
  const { db } = scope.app;
  const organizationId = scope.organization.id;
  const [thisYear, lastYear] = await Promise.all([
    givingByMonth(db, organizationId, days.period),
    givingByMonth(db, organizationId, days.lastYear),
  ]);
  const thisOf = new Map(thisYear.map((row) => [row.month, row]));
  const lastOf = new Map(lastYear.map((row) => [row.month, row]));
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
export async function methodComparison(scope: AdminScope, days: GivingReportDays) {
  const { db } = scope.app;
  const organizationId = scope.organization.id;
  const [thisYear, lastYear] = await Promise.all([
    givingByMethod(db, organizationId, days.period),
    givingByMethod(db, organizationId, days.lastYear),
  ]);
  const thisOf = new Map(thisYear.map((row) => [row.method, row]));
  const lastOf = new Map(lastYear.map((row) => [row.method, row]));
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
  const [byFundByMonth, byMethod, byMonth, firstTimeGivers, lastYearFirstTimeGivers] = await Promise.all([
    givingByFundByMonth(db, organizationId, days.period),
    methodComparison(scope, days),
    monthComparison(scope, days),
    firstTimeGiverCount(db, organizationId, days.period, scope.today),
    firstTimeGiverCount(db, organizationId, days.lastYear, scope.today),
  ]);
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
