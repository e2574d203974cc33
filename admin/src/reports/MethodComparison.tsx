import type { AdminGivingReportsQuery } from '@halo/shared/graphql/admin-giving-reports';
import { useTranslation } from 'halo_shared/i18n';
import { LastYearComparison } from './LastYearComparison';
import { REPORTS_NAMESPACE } from './reportsMessages';

type MethodRow = AdminGivingReportsQuery['adminGivingReports']['byMethod'][number];

const KNOWN_METHODS = new Set(['card', 'bank', 'cash', 'check', 'other', 'online']);

/** Giving per way of giving against the same days a year earlier. */
export function MethodComparison({ methods, caption }: { methods: readonly MethodRow[]; caption: string }) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  if (methods.length === 0) return <p className="admin-muted">{t('none')}</p>;
  const name = (method: string) => (KNOWN_METHODS.has(method) ? t(`methods.${method}`) : method);
  return (
    <LastYearComparison
      rowHeading={t('method')}
      caption={caption}
      rows={methods.map((row) => ({
        ...row,
        key: row.method,
        chartLabel: name(row.method),
        label: name(row.method),
      }))}
    />
  );
}
