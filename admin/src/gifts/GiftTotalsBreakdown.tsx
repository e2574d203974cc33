import { formatMoney } from '@halo/domain';
import type { AdminGiftsQuery } from '@halo/shared/graphql/admin-gifts';
import { useTranslation } from 'halo_shared/i18n';
import { GIFTS_NAMESPACE } from './giftsMessages';

type GiftPage = AdminGiftsQuery['adminGifts'];

/** A `YYYY-MM` month as "March 2026" in the reader's language (a calendar month, so in UTC). */
function formatMonth(month: string, locale: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** What the matching succeeded gifts add up to (counted by the server over every page), per fund and per month. */
export function GiftTotalsBreakdown({
  page,
  currency,
  locale,
}: {
  page: GiftPage;
  currency: string;
  locale: string;
}) {
  const { t } = useTranslation(GIFTS_NAMESPACE);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  return (
    <section className="admin-panel" aria-labelledby="admin-gift-totals">
      <h2 id="admin-gift-totals">{t('totals')}</h2>
      <p>{t('matching', { count: page.totalResults })}</p>
      <dl className="admin-totals">
        <div>
          <dt>{t('totalAmount')}</dt>
          <dd>{money(page.totalAmount)}</dd>
        </div>
      </dl>
      <div className="admin-gift-breakdown">
        {page.fundTotals.length > 0 ? (
          <div>
            <h3>{t('byFund')}</h3>
            <dl className="admin-gift-breakdown__list">
              {page.fundTotals.map((fund) => (
                <div key={fund.fundPrefixedId}>
                  <dt>{fund.fundName}</dt>
                  <dd>{money(fund.amount)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {page.monthTotals.length > 0 ? (
          <div>
            <h3>{t('byMonth')}</h3>
            <dl className="admin-gift-breakdown__list">
              {page.monthTotals.map((month) => (
                <div key={month.month}>
                  <dt>{formatMonth(month.month, locale)}</dt>
                  <dd>{t('monthCount', { amount: money(month.amount), count: month.count })}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </section>
  );
}
