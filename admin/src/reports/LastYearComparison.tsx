import { formatMoney } from '@halo/domain';
import { useTranslation } from 'halo_shared/i18n';
import { useChurch } from '../layout/useChurch';
import { GivingChart } from './GivingChart';
import { REPORTS_NAMESPACE } from './reportsMessages';

/** One line of a report against the same days a year earlier: a month, a way of giving… */
export interface LastYearRow {
  key: string;
  /** Short, under the chart's bar. */
  chartLabel: string;
  /** In full, heading the table's row. */
  label: string;
  amount: number;
  count: number;
  lastYearAmount: number;
  lastYearCount: number;
}

/**
 * A report's lines against the same days a year earlier: a chart, and beside it the table that holds
 * the same figures for everyone.
 */
export function LastYearComparison({
  rows,
  rowHeading,
  caption,
}: {
  rows: readonly LastYearRow[];
  rowHeading: string;
  caption: string;
}) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const { currency, formattingLocale } = useChurch();
  const money = (cents: number) => formatMoney(cents, currency, formattingLocale);
  const columns = {
    amount: t('amount'),
    gifts: t('gifts'),
    lastYearAmount: t('lastYearAmount'),
    lastYearGifts: t('lastYearGifts'),
  };
  return (
    <div className="admin-report">
      <GivingChart
        labels={rows.map((row) => row.chartLabel)}
        series={[
          { name: t('thisPeriod'), values: rows.map((row) => row.amount) },
          { name: t('lastYear'), values: rows.map((row) => row.lastYearAmount) },
        ]}
        currency={currency}
        formattingLocale={formattingLocale}
      />
      <div className="admin-table-wrap" tabIndex={0} role="group" aria-label={caption}>
        <table className="admin-table">
          <caption className="halo-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{rowHeading}</th>
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
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" data-label={rowHeading}>
                  {row.label}
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
