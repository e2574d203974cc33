import { AdminGiftsDocument } from 'halo_shared/graphql/generated';
import { useTranslation } from 'halo_shared/i18n';
import { ADMIN_NAMESPACE } from '../adminMessages';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useAdminQuery } from '../layout/useAdminQuery';
import { useChurch } from '../layout/useChurch';
import { GiftsTable } from './GiftsTable';

/** The church's gifts, newest first (the first page of `adminGifts`). */
export function GiftsSection() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { organizationPrefixedId, formattingLocale } = useChurch();
  const { state, reload } = useAdminQuery(
    AdminGiftsDocument,
    { organizationPrefixedId, filters: null, after: null, first: 50 },
    { skip: !organizationPrefixedId },
  );
  if (state.status === 'error') return <QueryFailure onRetry={reload} />;
  if (!state.data) return <LoadingSkeleton lines={5} />;
  return (
    <GiftsTable gifts={state.data.adminGifts.items} caption={t('sections.gifts')} locale={formattingLocale} />
  );
}
