import { LoadingState, RetryButton, type LoadingShape } from '@halo/ui';
import type { QueryState } from 'halo_shared/api';
import { useTranslation } from 'halo_shared/i18n';
import { PORTAL_NAMESPACE } from '../portalMessages';

/**
 * What a query is doing: "Loading…" (a polite status) over a skeleton in the shape of what comes
 * while it runs, and docs/PRODUCT.md §8's "Something went wrong, please try again." with a retry button when it
 * failed. Nothing once it answered.
 */
export function QueryStatus({
  state,
  onRetry,
  shape = 'rows',
  count,
}: {
  state: QueryState<unknown>;
  onRetry: () => void;
  /** The skeleton's shape: the panel's figures, rows or cards. */
  shape?: LoadingShape;
  count?: number;
}) {
  const { t } = useTranslation(PORTAL_NAMESPACE);
  if (state.status === 'loading')
    return <LoadingState label={t('states.loading')} shape={shape} count={count} />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="portal-error">
        <p>{t('states.error')}</p>
        <RetryButton variant="secondary" onRetry={onRetry}>
          {t('states.retry')}
        </RetryButton>
      </div>
    );
  }
  return null;
}
