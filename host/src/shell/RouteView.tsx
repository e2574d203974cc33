import { Button, LoadingState } from '@halo/ui';
import { useTranslation } from 'halo_shared/i18n';
import { useHalo } from 'halo_shared/store';
import { Suspense, useEffect } from 'react';
import { documentTitle } from '../documentTitle';
import { setFavicon } from '../favicon';
import { HOST_NAMESPACE } from '../hostMessages';
import type { RouteMatch } from '../navigation/routes';
import { pageTitle } from '../pageTitle';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import type { ScreenRegistry } from './screens';

export interface RouteViewProps {
  match: RouteMatch;
  registry: ScreenRegistry;
  onError: (error: unknown) => void;
}

/** One approved route: sets the tab title and favicon, and mounts its (lazy, federated) screen. */
export function RouteView({ match, registry, onError }: RouteViewProps) {
  const { t } = useTranslation([HOST_NAMESPACE, 'common']);
  const organizationName = useHalo((state) => state.organization?.name);
  const { route, params } = match;
  const title = documentTitle(pageTitle(route, organizationName, t));

  useEffect(() => {
    document.title = title;
  }, [title]);
  const favicon = registry.favicons[route.favicon];
  useEffect(() => {
    setFavicon(favicon);
  }, [favicon]);

  const Screen = registry.screens[route.name];
  const { DonorLayout, AdminLayout } = registry;
  const loading = <LoadingState label={t('common:loading')} />;
  const screen = <Screen params={params} />;
  return (
    <ChunkErrorBoundary
      key={route.name}
      onError={onError}
      fallback={() => (
        <div role="alert" className="host-message-screen">
          <p>{t('common:flash.somethingWentWrong')}</p>
          <Button onClick={() => window.location.reload()}>{t('failed.reload')}</Button>
        </div>
      )}
    >
      <Suspense fallback={loading}>
        {route.layout === 'donor' ? (
          <DonorLayout>
            <Suspense fallback={loading}>{screen}</Suspense>
          </DonorLayout>
        ) : route.layout === 'admin' ? (
          <AdminLayout>
            <Suspense fallback={loading}>{screen}</Suspense>
          </AdminLayout>
        ) : (
          screen
        )}
      </Suspense>
    </ChunkErrorBoundary>
  );
}
