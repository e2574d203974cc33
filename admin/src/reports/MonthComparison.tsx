import { formatMoney } from '@halo/domain';
import type { AdminGivingReportsQuery } from '@halo/shared/graphql/admin-giving-reports';
import { useTranslation } from 'halo_shared/i18n';
import { useChurch } from '../layout/useChurch';
import { GivingChart } from './GivingChart';
import { formatReportMonth } from './reportMonth';
import { REPORTS_NAMESPACE } from './reportsMessages';

type MonthRow = AdminGivingReportsQuery['adminGivingReports']['byMonth'][number];

/**
 * Each month of the period against the same month a year earlier: a chart, and beside it the table
 * that holds the same figures for everyone (the Reports section and the Overview).
 */
export function MonthComparison({ months, caption }: { months: readonly MonthRow[]; caption: string }) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const { currency, formattingLocale } = useChurch();
  const money = (cents: number) => formatMoney(cents, currency, formattingLocale);
  const columns = {
    month: t('month'),
    amount: t('amount'),
    gifts: t('gifts'),
    lastYearAmount: t('lastYearAmount'),
    lastYearGifts: t('lastYearGifts'),
  };
  return (
    <div className="admin-report">
      <GivingChart
        labels={months.map((row) => formatReportMonth(row.month, formattingLocale))}
        series={[
          { name: t('thisPeriod'), values: months.map((row) => row.amount) },
          { name: t('lastYear'), values: months.map((row) => row.lastYearAmount) },
        ]}
        currency={currency}
        formattingLocale={formattingLocale}
      />
      <div className="admin-table-wrap" tabIndex={0} role="group" aria-label={caption}>
        <table className="admin-table">
          <caption className="halo-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.month}</th>
              <th scope="col" className="admin-amount">
                {columns.amount}
              </th>
              <th scope="col" className="admin-amount">
                {columns.gifts}
              </th>
              <th scope="col" className="admin-amount">
                {columns.lastYearAmount}
              </th>
              <th scope="col" className="admin-amount">
                {columns.lastYearGifts}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((row) => (
              <tr key={row.month}>
                <th scope="row" data-label={columns.month}>
                  {formatReportMonth(row.month, formattingLocale, 'long')}
                </th>
                <td data-label={columns.amount} className="admin-amount">
                  {money(row.amount)}
                </td>
                <td data-label={columns.gifts} className="admin-amount">
                  {row.count}
                </td>
                <td data-label={columns.lastYearAmount} className="admin-amount">
                  {money(row.lastYearAmount)}
                </td>
                <td data-label={columns.lastYearGifts} className="admin-amount">
                  {row.lastYearCount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
