import { useApiClient } from 'halo_shared/api';
import { AdminGiftsExportDocument } from '@halo/shared/graphql/admin-gifts';
import { useTranslation } from 'halo_shared/i18n';
import { ReportDownloadButton } from '../layout/ReportDownloadButton';
import { useChurch } from '../layout/useChurch';
import { giftFiltersForApi, type GiftFilterValues } from './giftFilters';
import { GIFTS_NAMESPACE } from './giftsMessages';

/**
 * "Export CSV": every gift the shown filters select (all pages, not only the ones loaded), as the
 * server's report file; the browser downloads it from a link valid for this session only.
 */
export function GiftsExportButton({ filters }: { filters: GiftFilterValues }) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(GIFTS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  return (
    <ReportDownloadButton
      label={t('exportCsv')}
      startedText={t('exportStarted')}
      failedText={t('failed')}
      statusClassName="admin-gift-export__status"
      requestLink={async () => {
        const answer = await graphql(AdminGiftsExportDocument, {
          organizationPrefixedId,
          filters: giftFiltersForApi(filters),
        });
        return answer.adminGiftsExport.url;
      }}
    />
  );
}
