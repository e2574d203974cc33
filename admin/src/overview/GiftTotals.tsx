import {
  calendarDateInTimeZone,
  formatMoney,
  monthAmount,
  overviewPeriods,
  overviewTotalsVariables,
} from '@halo/domain';
import { AdminGiftsDocument } from '@halo/shared/graphql/admin-gifts';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { useEffect } from 'react';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { OVERVIEW_NAMESPACE } from './overviewMessages';

/**
 * What the church received this month and this year (succeeded gifts, counted by the server on the
 * church's calendar). `onSettled` hears once they show, or failed, for what waits for them.
 */
export function GiftTotals({ onSettled }: { onSettled?: () => void }) {
  const { t } = useTranslation(OVERVIEW_NAMESPACE);
  const { organizationPrefixedId, currency, timeZone, formattingLocale } = useChurch();
  const today = calendarDateInTimeZone(timeZone);
  const { month } = overviewPeriods(today);
  const year = useGraphqlQuery(AdminGiftsDocument, overviewTotalsVariables(organizationPrefixedId, today), {
    skip: !organizationPrefixedId,
  });
  const money = (cents: number) => formatMoney(cents, currency, formattingLocale);
  const settled = Boolean(year.state.data) || year.state.status === 'error';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  return (
    <section className="admin-panel" aria-labelledby="admin-overview-totals">
      <h2 id="admin-overview-totals">{t('totals')}</h2>
      {year.state.status === 'error' ? (
        <QueryFailure onRetry={year.reload} />
      ) : !year.state.data ? (
        <LoadingSkeleton lines={2} />
      ) : (
        <dl className="admin-totals">
          <div>
            <dt>{t('thisMonth')}</dt>
            <dd>{money(monthAmount(year.state.data.adminGifts.monthTotals, month))}</dd>
          </div>
          <div>
            <dt>{t('thisYear')}</dt>
            <dd>{money(year.state.data.adminGifts.totalAmount)}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
