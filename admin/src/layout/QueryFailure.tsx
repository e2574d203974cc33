import { Button } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { ADMIN_NAMESPACE } from '../adminMessages';

/** Spec §8's "Something went wrong, please try again." with a button that asks again. */
export function QueryFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div role="alert" className="admin-panel">
      <p className="admin-error">{t('states.error')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}

/** Grey bars in the shape of what is loading, with "Loading…" for screen readers. */
export function LoadingSkeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <div className="admin-panel" aria-busy="true">
      <p role="status" className="halo-visually-hidden">
        {t('states.loading')}
      </p>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className="admin-skeleton"
          style={{ width: `${90 - index * 15}%`, marginTop: index ? '0.5rem' : 0 }}
        />
      ))}
    </div>
  );
}
