import { formatMoney } from '@halo/domain';
import type { AdminGivingReportsQuery } from '@halo/shared/graphql/admin-giving-reports';
import { useTranslation } from 'halo_shared/i18n';
import { useChurch } from '../layout/useChurch';
import { GivingChart } from './GivingChart';
import { REPORTS_NAMESPACE } from './reportsMessages';

type MethodRow = AdminGivingReportsQuery['adminGivingReports']['byMethod'][number];

const KNOWN_METHODS = new Set(['card', 'bank', 'cash', 'check', 'other', 'online']);

/** Giving per way of giving against the same days a year earlier: a chart and its table. */
export function MethodComparison({ methods, caption }: { methods: readonly MethodRow[]; caption: string }) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const { currency, formattingLocale } = useChurch();
  const money = (cents: number) => formatMoney(cents, currency, formattingLocale);
  const name = (method: string) => (KNOWN_METHODS.has(method) ? t(`methods.${method}`) : method);
  const columns = {
    method: t('method'),
    amount: t('amount'),
    gifts: t('gifts'),
    lastYearAmount: t('lastYearAmount'),
    lastYearGifts: t('lastYearGifts'),
  };
  if (methods.length === 0) return <p className="admin-muted">{t('none')}</p>;
  return (
    <div className="admin-report">
      <GivingChart
        labels={methods.map((row) => name(row.method))}
        series={[
          { name: t('thisPeriod'), values: methods.map((row) => row.amount) },
          { name: t('lastYear'), values: methods.map((row) => row.lastYearAmount) },
        ]}
        currency={currency}
        formattingLocale={formattingLocale}
      />
      <div className="admin-table-wrap" tabIndex={0} role="group" aria-label={caption}>
        <table className="admin-table">
          <caption className="halo-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.method}</th>
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
            {methods.map((row) => (
              <tr key={row.method}>
                <th scope="row" data-label={columns.method}>
                  {name(row.method)}
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
