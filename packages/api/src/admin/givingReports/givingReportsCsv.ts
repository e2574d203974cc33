// A giving report as CSV (docs/PRODUCT.md §18): the rows the console's table shows, through
// the reports' one CSV writer (formula-guarded cells, BOM, CRLF), amounts as plain decimals. A
// report holds at most a row per fund and month of five years, so it is read whole.
import type { Locale } from '@halo/domain';
import type { GivingReportFile } from '../../graphql/resolverTypes.generated';
import { csvChunks, decimalAmount } from '../../reports/csvStream';
import type { AdminScope } from '../adminScope';
import { givingMethodName, givingReportMessage, type GivingReportMessageKey } from './givingReportMessages';
import { givingByFundByMonth, givingByMonthAndMethod } from './givingReportQueries';
import { methodComparison, monthComparison } from './givingReports';
import type { GivingReportDays } from './givingReportRange';

const header = (locale: Locale, keys: GivingReportMessageKey[]) =>
  keys.map((key) => givingReportMessage(locale, key));

async function* once<Row>(rows: Promise<Row[]>) {
  yield await rows;
}

export function givingReportCsvChunks(
  scope: AdminScope,
  report: GivingReportFile,
  days: GivingReportDays,
): AsyncGenerator<string> {
  const { locale } = scope;
  if (report === 'ByFundByMonth') {
    return csvChunks(
      header(locale, ['csv.fund', 'csv.month', 'csv.amount', 'csv.gifts']),
      once(givingByFundByMonth(scope.app.db, scope.organization.id, days.period)),
      (row) => [row.fundName, row.month, decimalAmount(row.amount), String(row.count)],
    );
  }
  const totals = givingByMonthAndMethod(scope.app.db, scope.organization.id, days);
  const lastYear: GivingReportMessageKey[] = [
    'csv.amount',
    'csv.gifts',
    'csv.lastYearAmount',
    'csv.lastYearGifts',
  ];
  const figures = (row: { amount: number; count: number; lastYearAmount: number; lastYearCount: number }) => [
    decimalAmount(row.amount),
    String(row.count),
    decimalAmount(row.lastYearAmount),
    String(row.lastYearCount),
  ];
  if (report === 'ByMethod') {
    return csvChunks(
      header(locale, ['csv.method', ...lastYear]),
      once(totals.then(methodComparison)),
      (row) => [givingMethodName(locale, row.method), ...figures(row)],
    );
  }
  return csvChunks(
    header(locale, ['csv.month', ...lastYear]),
    once(totals.then((figures) => monthComparison(days, figures))),
    (row) => [row.month, ...figures(row)],
  );
}
