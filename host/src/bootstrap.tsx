import { themeCss, uiCss } from '@halo/ui';
import { ApiClientContext, createApiClient } from 'halo_shared/api';
import { i18n } from 'halo_shared/i18n';
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

// The composition root: the page's one API client, from the runtime config, given to the shell and
// every federated screen through `ApiClientContext` (one `halo_shared`, so one context).
const config = readRuntimeConfig();
const api = createApiClient({ apiUrl: config.apiUrl, store: haloStore, i18n });
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
    loadOrganization: () => api.loadOrganization(subdomain),
    loadCurrentUser: () => api.loadCurrentUser(),
  }),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <ApiClientContext.Provider value={api}>
      <Shell
        registry={federatedScreens}
        guardStatus={guardStatus}
        onError={(error) => reportError(error, { type: 'render' })}
      />
    </ApiClientContext.Provider>
  </StrictMode>,
);
startRouter();
