import { Button } from '@halo/ui';
import { useApiClient } from 'halo_shared/api';
import { AdminGiftsExportDocument } from '@halo/shared/graphql/admin-gifts';
import { useTranslation } from 'halo_shared/i18n';
import { useState } from 'react';
import { useChurch } from '../layout/useChurch';
import { giftFiltersForApi, type GiftFilterValues } from './giftFilters';
import { GIFTS_NAMESPACE } from './giftsMessages';
import { openDownload } from './openDownload';

/**
 * "Export CSV": every gift the shown filters select (all pages, not only the ones loaded), as the
 * server's report file; the browser downloads it from a link valid for this session only.
 */
export function GiftsExportButton({ filters }: { filters: GiftFilterValues }) {
  const { graphql } = useApiClient();
  const { t } = useTranslation(GIFTS_NAMESPACE);
  const { organizationPrefixedId } = useChurch();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'started' | 'failed' | null>(null);

  async function exportCsv() {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await graphql(AdminGiftsExportDocument, {
        organizationPrefixedId,
        filters: giftFiltersForApi(filters),
      });
      openDownload(answer.adminGiftsExport.url);
      setOutcome('started');
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button type="button" variant="secondary" disabled={busy} onClick={() => void exportCsv()}>
        {t('exportCsv')}
      </Button>
      <p role="status" className="admin-gift-export__status">
        {outcome === 'started' ? t('exportStarted') : null}
      </p>
      {outcome === 'failed' ? (
        <p role="alert" className="admin-error">
          {t('failed')}
        </p>
      ) : null}
    </>
  );
}
