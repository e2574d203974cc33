import { AdminDonorListExportDocument } from '@halo/shared/graphql/admin-donor-lists';
import { useApiClient } from 'halo_shared/api';
import type { DonorListFile, DonorListOptions } from 'halo_shared/graphql/schemaTypes';
import { useTranslation } from 'halo_shared/i18n';
import { ReportDownloadButton } from '../layout/ReportDownloadButton';
import { useChurch } from '../layout/useChurch';
import { DONOR_LISTS_NAMESPACE } from './donorListsMessages';

/**
 * "Download CSV": the whole list with the options shown (every row, not only those on the page), as
 * the server's report file. Keyed by list where it is used, so one list's outcome is not another's.
 */
export function DonorListDownloadButton({
  list,
  options,
}: {
  list: DonorListFile;
  options: DonorListOptions;
}) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(DONOR_LISTS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  return (
    <div className="admin-donor-lists__download">
      <ReportDownloadButton
        label={t('downloadCsv')}
        accessibleName={t('downloadCsvOf', { list: t(`lists.${list}`) })}
        startedText={t('downloading')}
        failedText={t('failed')}
        statusClassName="admin-donor-lists__status"
        requestLink={async () => {
          const answer = await graphql(AdminDonorListExportDocument, {
            organizationPrefixedId,
            list,
            options,
          });
          return answer.adminDonorListExport.url;
        }}
      />
    </div>
  );
}
