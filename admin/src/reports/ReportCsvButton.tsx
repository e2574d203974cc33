import { AdminGivingReportExportDocument } from '@halo/shared/graphql/admin-giving-reports';
import { useApiClient } from 'halo_shared/api';
import type { GivingReportFile, GivingReportRange } from 'halo_shared/graphql/schemaTypes';
import { useTranslation } from 'halo_shared/i18n';
import { ReportDownloadButton } from '../layout/ReportDownloadButton';
import { useChurch } from '../layout/useChurch';
import { REPORTS_NAMESPACE } from './reportsMessages';

/** "Download CSV" of one report over the period shown, as the server's report file. */
export function ReportCsvButton({ report, range }: { report: GivingReportFile; range: GivingReportRange }) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  return (
    <div className="admin-report__download">
      <ReportDownloadButton
        label={t('downloadCsv')}
        accessibleName={t('downloadCsvOf', { report: t(`reports.${report}`) })}
        startedText={t('downloading')}
        failedText={t('failed')}
        statusClassName="admin-report__status"
        requestLink={async () => {
          const answer = await graphql(AdminGivingReportExportDocument, {
            organizationPrefixedId,
            report,
            range,
          });
          return answer.adminGivingReportExport.url;
        }}
      />
    </div>
  );
}
