import { formatMoney } from '@halo/domain';
import type { AdminGivingReportsQuery } from '@halo/shared/graphql/admin-giving-reports';
import { useTranslation } from 'halo_shared/i18n';
import { useChurch } from '../layout/useChurch';
import { GivingChart } from './GivingChart';
import { formatReportMonth } from './reportMonth';
import { REPORTS_NAMESPACE } from './reportsMessages';

type Report = AdminGivingReportsQuery['adminGivingReports'];

/** Each fund's giving per month: a chart of the funds stacked per month, and the table of every figure. */
export function FundsByMonth({ report, caption }: { report: Report; caption: string }) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const { currency, formattingLocale } = useChurch();
  const months = report.byMonth.map((row) => row.month);
  const funds = [...new Map(report.byFundByMonth.map((row) => [row.fundPrefixedId, row.fundName])).entries()];
  const amountOf = new Map(
    report.byFundByMonth.map((row) => [`${row.fundPrefixedId} ${row.month}`, row.amount]),
  );
  const columns = { fund: t('fund'), month: t('month'), amount: t('amount'), gifts: t('gifts') };
  if (report.byFundByMonth.length === 0) return <p className="admin-muted">{t('none')}</p>;
  return (
    <div className="admin-report">
      <GivingChart
        labels={months.map((month) => formatReportMonth(month, formattingLocale))}
        series={funds.map(([id, name]) => ({
          name,
          values: months.map((month) => amountOf.get(`${id} ${month}`) ?? 0),
        }))}
        stacked
        currency={currency}
        formattingLocale={formattingLocale}
      />
      <div className="admin-table-wrap" tabIndex={0} role="group" aria-label={caption}>
        <table className="admin-table">
          <caption className="halo-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.fund}</th>
              <th scope="col">{columns.month}</th>
              <th scope="col" className="admin-amount">
                {columns.amount}
              </th>
              <th scope="col" className="admin-amount">
                {columns.gifts}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.byFundByMonth.map((row) => (
              <tr key={`${row.fundPrefixedId} ${row.month}`}>
                <th scope="row" data-label={columns.fund}>
                  {row.fundName}
                </th>
                <td data-label={columns.month}>{formatReportMonth(row.month, formattingLocale, 'long')}</td>
                <td data-label={columns.amount} className="admin-amount">
                  {formatMoney(row.amount, currency, formattingLocale)}
                </td>
                <td data-label={columns.gifts} className="admin-amount">
                  {row.count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
