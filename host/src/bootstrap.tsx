import { themeCss, uiCss } from '@halo/ui';
import { configureApi, loadCurrentUser, loadOrganization } from 'halo_shared/api';
import { initAnalytics, initErrorReporting, reportError } from 'halo_shared/errorReporting';
import { setNavigationGuard, startRouter } from 'halo_shared/router';
import { readRuntimeConfig } from 'halo_shared/runtimeConfig';
import { haloStore } from 'halo_shared/store';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionStorageOrNull, shouldReloadForChunkError } from './chunkReload';
import { createGuardStatus } from './navigation/guardStatus';
import { createHostGuard } from './navigation/hostGuard';
import { organizationSubdomain } from './organizationSubdomain';
import { federatedScreens } from './shell/screens';
import { Shell } from './shell/Shell';
import { darkCss } from './shell/darkCss';
import { shellCss } from './shell/shellCss';

const config = readRuntimeConfig();
configureApi(config);
void initErrorReporting({ dsn: config.sentryDsn, environment: config.environment });
initAnalytics({ analyticsId: config.analyticsId, tagManagerId: config.tagManagerId });

const style = document.createElement('style');
style.textContent = `${themeCss(':root')}\n${uiCss}\n${shellCss}\n${darkCss}`;
document.head.append(style);

// Spec §4/§8: a chunk that fails outside a screen (a guard, an event handler) reloads the page once too;
// anything else unhandled goes to error reporting.
window.addEventListener('unhandledrejection', (event) => {
  if (shouldReloadForChunkError(event.reason, sessionStorageOrNull())) window.location.reload();
  else reportError(event.reason, { type: 'unhandledrejection' });
});

const guardStatus = createGuardStatus();
const subdomain = organizationSubdomain(window.location.hostname);
setNavigationGuard(
  createHostGuard({
    store: haloStore,
    guardStatus,
    loadOrganization: () => loadOrganization(subdomain),
    loadCurrentUser,
  }),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <Shell
      registry={federatedScreens}
      guardStatus={guardStatus}
      onError={(error) => reportError(error, { type: 'render' })}
    />
  </StrictMode>,
);
startRouter();
