import { themeCss, uiCss } from '@halo/ui';
import { ApiClientContext, createApiClient } from 'halo_shared/api';
import { createI18n, I18nextProvider } from 'halo_shared/i18n';
import { initAnalytics, initErrorReporting, reportError } from 'halo_shared/errorReporting';
import { createRouter, RouterContext } from 'halo_shared/router';
import { readRuntimeConfig } from 'halo_shared/runtimeConfig';
import { createHaloStore, HaloStoreContext } from 'halo_shared/store';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { sessionStorageOrNull, shouldReloadForChunkError } from './chunkReload';
import { createGuardStatus } from './navigation/guardStatus';
import { createHostGuard } from './navigation/hostGuard';
import { organizationSubdomain } from './organizationSubdomain';
import { federatedScreens } from './shell/screens';
import { Shell } from './shell/Shell';
import { darkCss } from './shell/darkCss';
import { shellCss } from './shell/shellCss';

// The composition root: the page's translator, store, router and API client, made here from the
// runtime config and given to the shell and every federated screen through their contexts (one
// `halo_shared`, so one context each). Nothing else makes them; no module holds them.
const config = readRuntimeConfig();
// Starts in English; making the store switches it to the page's locale (stored, else the browser's).
const i18n = createI18n();
const store = createHaloStore({ i18n });
const router = createRouter(store);
const api = createApiClient({ apiUrl: config.apiUrl, store, i18n, router });
void initErrorReporting({ dsn: config.sentryDsn, environment: config.environment });
initAnalytics({ analyticsId: config.analyticsId, tagManagerId: config.tagManagerId });

const style = document.createElement('style');
style.textContent = `${themeCss(':root')}\n${uiCss}\n${shellCss}\n${darkCss}`;
document.head.append(style);

// docs/PRODUCT.md §4/§8: a chunk that fails outside a screen (a guard, an event handler) reloads the page once too;
// anything else unhandled goes to error reporting.
window.addEventListener('unhandledrejection', (event) => {
  if (shouldReloadForChunkError(event.reason, sessionStorageOrNull())) window.location.reload();
  else reportError(event.reason, { type: 'unhandledrejection' });
});

const guardStatus = createGuardStatus();
const subdomain = organizationSubdomain(window.location.hostname);
router.setGuard(
  createHostGuard({
    store,
    guardStatus,
    loadOrganization: () => api.loadOrganization(subdomain),
    loadCurrentUser: () => api.loadCurrentUser(),
  }),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <HaloStoreContext.Provider value={store}>
        <RouterContext.Provider value={router}>
          <ApiClientContext.Provider value={api}>
            {/* A page starting in Spanish shows its frame once the frame's Spanish is in (the shell
                waits for it), never its English first. */}
            <Suspense fallback={null}>
              <Shell
                registry={federatedScreens}
                guardStatus={guardStatus}
                onError={(error) => reportError(error, { type: 'render' })}
              />
            </Suspense>
          </ApiClientContext.Provider>
        </RouterContext.Provider>
      </HaloStoreContext.Provider>
    </I18nextProvider>
  </StrictMode>,
);
router.start();
