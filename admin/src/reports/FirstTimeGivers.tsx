import { AdminDonorListExportDocument } from '@halo/shared/graphql/admin-donor-lists';
import { useApiClient } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { ReportDownloadButton } from '../layout/ReportDownloadButton';
import { useChurch } from '../layout/useChurch';
import { REPORTS_NAMESPACE } from './reportsMessages';

/**
 * How many donors first gave in the period, and in the same days a year earlier: the Donors
 * section's first-time list counted, whose CSV (the donors themselves) is this report's file.
 */
export function FirstTimeGivers({
  count,
  lastYearCount,
  startDate,
  endDate,
}: {
  count: number;
  lastYearCount: number;
  startDate: string;
  endDate: string;
}) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const { graphql } = useApiClient();
  const { organizationPrefixedId } = useChurch();
  return (
    <>
      <p>{t('firstTimeExplain')}</p>
      <dl className="admin-totals">
        <div>
          <dt>{t('firstTimeThisPeriod')}</dt>
          <dd>{count}</dd>
        </div>
        <div>
          <dt>{t('firstTimeLastYear')}</dt>
          <dd>{lastYearCount}</dd>
        </div>
      </dl>
      <div className="admin-report__download">
        <ReportDownloadButton
          label={t('downloadCsv')}
          accessibleName={t('downloadCsvOf', { report: t('firstTime') })}
          startedText={t('downloading')}
          failedText={t('failed')}
          statusClassName="admin-report__status"
          requestLink={async () => {
            const answer = await graphql(AdminDonorListExportDocument, {
              organizationPrefixedId,
              list: 'FirstTime',
              options: { startDate, endDate, lookbackMonths: null, quietDays: null, limit: null },
            });
            return answer.adminDonorListExport.url;
          }}
        />
      </div>
    </>
  );
}
