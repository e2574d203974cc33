import { createApiClient, type ApiClient } from 'halo_shared/api';
import { createI18n } from 'halo_shared/i18n';
import { initAnalytics, initErrorReporting, reportError } from 'halo_shared/errorReporting';
import { createRouter, type Router } from 'halo_shared/router';
import { readRuntimeConfig } from 'halo_shared/runtimeConfig';
import { createHaloStore, type HaloStore } from 'halo_shared/store';
import { sessionStorageOrNull, shouldReloadForChunkError } from './chunkReload';
import { createGuardStatus, type GuardStatusStore } from './navigation/guardStatus';
import { createHostGuard } from './navigation/hostGuard';
import { organizationSubdomain } from './organizationSubdomain';

/** What the page is made of, given to the shell and every federated screen through their contexts. */
export interface ComposedPage {
  i18n: ReturnType<typeof createI18n>;
  store: HaloStore;
  router: Router;
  api: ApiClient;
  guardStatus: GuardStatusStore;
}

/**
 * The composition root: the page's translator, store, router and API client, made here from the
 * runtime config. Nothing else makes them; no module holds them. It needs no React DOM, so it runs
 * as soon as halo_shared's chunks are in and starts the router at once: the guard asks for who is
 * signed in while react-dom (the page's largest script) is still on its way, instead of after it
 * has arrived and run (docs/ARCHITECTURE.md §8). The shell renders from the store whatever the guard
 * has decided by then.
 */
export function composePage(): ComposedPage {
  const config = readRuntimeConfig();
  // Starts in English; making the store switches it to the page's locale (stored, else the browser's).
  const i18n = createI18n();
  const store = createHaloStore({ i18n });
  const router = createRouter(store);
  const api = createApiClient({ apiUrl: config.apiUrl, store, i18n, router });
  void initErrorReporting({ dsn: config.sentryDsn, environment: config.environment });
  initAnalytics({ analyticsId: config.analyticsId, tagManagerId: config.tagManagerId });

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
  router.start();
  return { i18n, store, router, api, guardStatus };
}

/**
 * Makes the page, then renders its shell once the shell's chunk (with react-dom) is in. The shell's
 * chunk is imported from here so that webpack leaves out of it what this chunk already has (the
 * routes, for one).
 */
export async function startPage(): Promise<void> {
  const page = composePage();
  const { renderPage } = await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
  renderPage(page);
}
