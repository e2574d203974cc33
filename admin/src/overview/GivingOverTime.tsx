// The Overview's chart of giving over the last 12 months, this year against last, with its table. Its
// own chunk, loaded once the Overview's totals show (OverviewSection.tsx): the console's first screen
// is at its byte budget (BENCHMARKS.md), and the chart's library loads later still (GivingChart).
import { AdminGivingByMonthDocument } from '@halo/shared/graphql/admin-giving-reports';
import { useGraphqlQuery } from 'halo_shared/api';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { MonthComparison } from '../reports/MonthComparison';
import { reportsCss } from '../reports/reportsCss';
import { REPORTS_NAMESPACE, reportsMessages } from '../reports/reportsMessages';

export default function GivingOverTime() {
  useCatalogues(reportsMessages);
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  // No period: the server's default, this month and the eleven before it.
  const query = useGraphqlQuery(
    AdminGivingByMonthDocument,
    { organizationPrefixedId, range: null },
    { skip: !organizationPrefixedId },
  );
  const { state, reload } = query;
  return (
    <section className="admin-panel" aria-labelledby="admin-overview-giving-over-time">
      <style href="halo-admin-reports" precedence="default">
        {reportsCss}
      </style>
      <h2 id="admin-overview-giving-over-time">{t('overviewHeading')}</h2>
      <p className="admin-muted">{t('overviewIntro')}</p>
      {state.status === 'error' ? (
        <QueryFailure onRetry={reload} />
      ) : !state.data ? (
        <LoadingSkeleton />
      ) : (
        <MonthComparison months={state.data.adminGivingReports.byMonth} caption={t('overviewHeading')} />
      )}
    </section>
  );
}
