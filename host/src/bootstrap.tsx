import { themeCss, uiCss } from '@halo/ui';
import { ApiClientContext } from 'halo_shared/api';
import { I18nextProvider } from 'halo_shared/i18n';
import { reportError } from 'halo_shared/errorReporting';
import { RouterContext } from 'halo_shared/router';
import { HaloStoreContext } from 'halo_shared/store';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { ComposedPage } from './composePage';
import { federatedScreens } from './shell/screens';
import { Shell } from './shell/Shell';
import { darkCss } from './shell/darkCss';
import { shellCss } from './shell/shellCss';

/** Renders the shell of the page `composePage` made, providing its parts to every screen. */
export function renderPage({ i18n, store, router, api, guardStatus }: ComposedPage): void {
  const style = document.createElement('style');
  style.textContent = `${themeCss(':root')}\n${uiCss}\n${shellCss}\n${darkCss}`;
  document.head.append(style);

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
}
