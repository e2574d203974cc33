import { givingPagePath, type Frequency } from '@halo/domain';
import { Badge, Button, PageHeading } from '@halo/ui';
import { DonorDashboardReportDocument, RecentActivityDocument } from '@halo/shared/graphql/portal-dashboard';
import { useGraphqlQuery } from 'halo_shared/api';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { Link, useRouter } from 'halo_shared/router';
import { selectDisplayName, selectFormattingLocale, useHalo } from 'halo_shared/store';
import { PORTAL_NAMESPACE, portalMessages } from '../portalMessages';
import { activityMessages } from '../layout/activityMessages';
import { formatActivityTime, formatAmount } from '../layout/activityFormat';
import { fundsText } from '../layout/fundsText';
import { QueryStatus } from '../layout/QueryStatus';
import { useDonorEvents } from '../layout/useDonorEvents';
import { dashboardCss } from './dashboardCss';
import { welcomeName } from './welcomeName';

/**
 * The dashboard (docs/PRODUCT.md §2): welcome with the donor's name, the verified badge, the overview of
 * `DonorDashboardReport`, the recent activity of `RecentActivity`, and the actions View all, Send gift
 * and Make another donation.
 */
export default function Dashboard() {
  const { navigate } = useRouter();
  useCatalogues(portalMessages, activityMessages);
  const { t } = useTranslation(PORTAL_NAMESPACE);
  const organization = useHalo((state) => state.organization);
  const user = useHalo((state) => state.user);
  const locale = useHalo(selectFormattingLocale);
  const currency = organization?.onlineGiving.currency ?? 'USD';
  const variables = { organizationPrefixedId: organization?.prefixedId ?? '' };
  const report = useGraphqlQuery(DonorDashboardReportDocument, variables, { skip: !organization });
  const activity = useGraphqlQuery(RecentActivityDocument, variables, { skip: !organization });
  // A gift charged or declined while the dashboard is open changes both panels: ask again.
  useDonorEvents(() => {
    report.reload();
    activity.reload();
  });
  const name = welcomeName(user, useHalo(selectDisplayName));
  const overview = report.state.data?.DonorDashboardReport;

  return (
    <section className="portal-screen portal-dashboard" aria-labelledby="portal-screen-title">
      <style href="halo-portal-dashboard" precedence="default">
        {dashboardCss}
      </style>
      <PageHeading id="portal-screen-title">{t('titles.dashboard')}</PageHeading>
      <div className="portal-dashboard__welcome">
        <p className="portal-dashboard__greeting">
          {name ? t('dashboard.welcome', { name }) : t('dashboard.welcomeAnonymous')}
        </p>
        {user?.emailVerifiedAt ? (
          <Badge tone="success">{t('dashboard.verified')}</Badge>
        ) : user ? (
          <Link to="/verify-account">{t('dashboard.verifyLink')}</Link>
        ) : null}
      </div>
      <div className="portal-actions">
        {/* Send gift gives the last gift again; Make another donation starts from an empty form. */}
        <Button onClick={() => void navigate(sendGiftPath(overview?.lastGift ?? null))}>
          {t('dashboard.sendGift')}
        </Button>
        <Button variant="secondary" onClick={() => void navigate('/')}>
          {t('layout.makeAnotherDonation')}
        </Button>
      </div>

      <section aria-labelledby="portal-overview-title" aria-busy={report.state.status === 'loading'}>
        <h2 id="portal-overview-title">{t('dashboard.overview')}</h2>
        <QueryStatus state={report.state} onRetry={report.reload} shape="figures" count={3} />
        {overview ? (
          <dl className="portal-overview">
            <div>
              <dt>{t('dashboard.totalGifts')}</dt>
              <dd>{formatAmount(overview.totalGifts, currency, locale)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.activeRecurringGifts')}</dt>
              <dd>{overview.activeRecurringGifts.toLocaleString(locale)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.singleGifts')}</dt>
              <dd>{overview.singleGifts.toLocaleString(locale)}</dd>
            </div>
          </dl>
        ) : null}
      </section>

      <section aria-labelledby="portal-activity-title" aria-busy={activity.state.status === 'loading'}>
        <div className="portal-section-heading">
          <h2 id="portal-activity-title">{t('dashboard.recentActivity')}</h2>
          <Link to="/transactions">{t('dashboard.viewAll')}</Link>
        </div>
        <QueryStatus state={activity.state} onRetry={activity.reload} count={4} />
        {activity.state.data ? (
          activity.state.data.RecentActivity.length === 0 ? (
            <p>{t('dashboard.noActivity')}</p>
          ) : (
            // Focusable so keyboard users can scroll it when the table is wider than the screen (axe
            // scrollable-region-focusable); on a phone the gifts are cards and nothing scrolls.
            <div
              className="portal-table-scroll"
              tabIndex={0}
              role="group"
              aria-labelledby="portal-activity-title"
            >
              <table
                className="portal-table portal-gift-table portal-activity"
                aria-labelledby="portal-activity-title"
              >
                <thead>
                  <tr>
                    <th scope="col">{t('activity.transaction')}</th>
                    <th scope="col">{t('activity.amount')}</th>
                    <th scope="col">{t('activity.status')}</th>
                    <th scope="col">{t('activity.funds')}</th>
                    <th scope="col">{t('activity.date')}</th>
                  </tr>
                </thead>
                <tbody>
                  {activity.state.data.RecentActivity.map((item, index) => (
                    <tr key={`${item.date}-${index}`}>
                      <td className="portal-gift__title" data-label={t('activity.transaction')}>
                        {item.description}
                      </td>
                      <td className="portal-number portal-gift__amount" data-label={t('activity.amount')}>
                        {formatAmount(item.amount, currency, locale)}
                      </td>
                      <td
                        className="portal-gift__status"
                        data-label={item.status ? t('activity.status') : undefined}
                      >
                        {item.status ? (
                          <span className={`portal-status portal-status--${item.status}`}>
                            {t(`status.${item.status}`)}
                          </span>
                        ) : null}
                      </td>
                      <td className="portal-gift__funds" data-label={t('activity.funds')}>
                        {fundsText(item, currency, locale) || t('activity.noFunds')}
                      </td>
                      <td className="portal-gift__date" data-label={t('activity.date')}>
                        {formatActivityTime(item.date, locale)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        ) : null}
      </section>
    </section>
  );
}

/** The giving page with the donor's last gift chosen (its amount, fund and schedule), or the bare form. */
function sendGiftPath(
  lastGift: { amount: number; fundPrefixedId: string | null; frequency: Frequency | null } | null,
): string {
  if (!lastGift) return '/';
  return givingPagePath({
    amount: lastGift.amount,
    fund: lastGift.fundPrefixedId,
    frequency: lastGift.frequency ?? 'one_time',
  });
}
