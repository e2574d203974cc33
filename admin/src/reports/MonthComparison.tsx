import type { AdminGivingReportsQuery } from '@halo/shared/graphql/admin-giving-reports';
import { useTranslation } from 'halo_shared/i18n';
import { useChurch } from '../layout/useChurch';
import { LastYearComparison } from './LastYearComparison';
import { formatReportMonth } from './reportMonth';
import { REPORTS_NAMESPACE } from './reportsMessages';

type MonthRow = AdminGivingReportsQuery['adminGivingReports']['byMonth'][number];

/** Each month of the period against the same month a year earlier (the Reports section and the Overview). */
export function MonthComparison({ months, caption }: { months: readonly MonthRow[]; caption: string }) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const { formattingLocale } = useChurch();
  return (
    <LastYearComparison
      rowHeading={t('month')}
      caption={caption}
      rows={months.map((row) => ({
        ...row,
        key: row.month,
        chartLabel: formatReportMonth(row.month, formattingLocale),
        label: formatReportMonth(row.month, formattingLocale, 'long'),
      }))}
    />
  );
}
