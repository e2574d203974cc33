import { Button, FlashMessage, LoadingState, ProgressBar } from '@halo/ui';
import { useCatalogues, useTranslation } from 'halo_shared/i18n';
import { useLocationPath } from 'halo_shared/router';
import { useHalo } from 'halo_shared/store';
import { useStore } from 'zustand';
import { HOST_NAMESPACE, hostMessages } from '../hostMessages';
import type { GuardStatusStore } from '../navigation/guardStatus';
import { matchRoute, routeNamed } from '../navigation/routes';
import { Footer } from './Footer';
import { Header } from './Header';
import { RouteView } from './RouteView';
import type { ScreenRegistry } from './screens';

export interface ShellProps {
  registry: ScreenRegistry;
  guardStatus: GuardStatusStore;
  onError: (error: unknown) => void;
}

function Flash() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const flash = useHalo((state) => state.flash);
  const closeFlash = useHalo((state) => state.closeFlash);
  const holdFlash = useHalo((state) => state.holdFlash);
  const releaseFlash = useHalo((state) => state.releaseFlash);
  return (
    <FlashMessage
      {...flash}
      onClose={closeFlash}
      onHold={holdFlash}
      onRelease={releaseFlash}
      closeLabel={t('shell.closeFlash')}
    />
  );
}

function Progress() {
  const { t } = useTranslation(HOST_NAMESPACE);
  const pending = useHalo((state) => state.pendingRequests > 0);
  return pending ? <ProgressBar label={t('shell.progress')} /> : null;
}

/** The church's header, except on the console's pages: the console's layout has a header of its own. */
function PageHeader() {
  const path = useLocationPath();
  return matchRoute(path)?.route.layout === 'admin' ? null : <Header />;
}

/** The content of `<main>`: the approved route, or a loading state while the guard decides. */
function Content({ registry, guardStatus, onError }: ShellProps) {
  const { t } = useTranslation([HOST_NAMESPACE, 'common']);
  const path = useLocationPath();
  const { approvedPath, failure } = useStore(guardStatus);
  if (approvedPath !== path) return <LoadingState label={t('common:loading')} />;
  if (failure !== null) {
    return (
      <div role="alert" className="host-message-screen">
        <p>{t('common:flash.serverUnreachable')}</p>
        <Button onClick={() => window.location.reload()}>{t('failed.reload')}</Button>
      </div>
    );
  }
  // The guard redirects unknown paths, so no match here is only a race with a newer navigation.
  const match = matchRoute(path) ?? { route: routeNamed('notFound'), params: {} };
  return <RouteView match={match} registry={registry} onError={onError} />;
}

/** The page frame of every route: header, progress bar, main content, footer, flash messages. */
export function Shell(props: ShellProps) {
  // The frame's words (header, footer, page titles, the not-found and maintenance screens).
  useCatalogues(hostMessages);
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    <div className="host-shell">
      <a className="host-skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <Progress />
      <PageHeader />
      <main id="main" className="host-main" tabIndex={-1}>
        <Content {...props} />
      </main>
      <Footer />
      <Flash />
    </div>
  );
}
