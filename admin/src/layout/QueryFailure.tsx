import { LoadingState, RetryButton } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { ADMIN_NAMESPACE } from '../adminMessages';

/** docs/PRODUCT.md §8's "Something went wrong, please try again." with a button that asks again. */
export function QueryFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div role="alert" className="admin-panel">
      <p className="admin-error">{t('states.error')}</p>
      <RetryButton variant="secondary" onRetry={onRetry}>
        {t('states.retry')}
      </RetryButton>
    </div>
  );
}

/**
 * A console panel holding the shared skeleton: a bar for each line of what is loading, with "Loading…"
 * for screen readers (the bars themselves are hidden from them).
 */
export function LoadingSkeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className="admin-panel" aria-busy="true">
      <LoadingState label={t('states.loading')} shape="rows" count={lines} />
    </div>
  );
}
