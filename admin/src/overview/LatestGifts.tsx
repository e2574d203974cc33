import { AdminGiftsDocument } from '@halo/shared/graphql/admin-gifts';
import { useGraphqlQuery } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { Link } from 'halo_shared/router';
import { GiftsTable } from '../gifts/GiftsTable';
import { LoadingSkeleton, QueryFailure } from '../layout/QueryFailure';
import { useChurch } from '../layout/useChurch';
import { OVERVIEW_NAMESPACE } from './overviewMessages';

/**
 * The church's five latest gifts of any status, as the Gifts section's table. It takes the overview's
 * whole width (`admin-overview__wide`): in a column beside the totals its five columns do not fit, and
 * the status, the last of them, went out of sight behind a sideways scroll.
 */
export function LatestGifts() {
  const { t } = useTranslation(OVERVIEW_NAMESPACE);
  const { organizationPrefixedId, formattingLocale } = useChurch();
  const latest = useGraphqlQuery(
    AdminGiftsDocument,
    { organizationPrefixedId, filters: null, after: null, first: 5 },
    { skip: !organizationPrefixedId },
  );
  return (
    <section className="admin-panel admin-overview__wide" aria-labelledby="admin-overview-latest">
      <h2 id="admin-overview-latest">{t('latest')}</h2>
      {latest.state.status === 'error' ? (
        <QueryFailure onRetry={latest.reload} />
      ) : !latest.state.data ? (
        <LoadingSkeleton lines={5} />
      ) : (
        <>
          <GiftsTable
            gifts={latest.state.data.adminGifts.items}
            caption={t('latest')}
            locale={formattingLocale}
          />
          <p>
            <Link to="/admin/gifts">{t('allGifts')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
