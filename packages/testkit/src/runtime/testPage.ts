// For jsdom tests: a page root of their own, made the way the host's bootstrap makes the page's (its
// translator, its store over that translator, its router over that store), so no test sees what
// another left behind and a test can make two roots to show they share nothing.
import { LOCALE_STORAGE_KEY } from '@halo/domain';
import { createI18n, I18nextProvider } from 'halo_shared/i18n';
import { createRouter, RouterContext, type Router } from 'halo_shared/router';
import { createHaloStore, HaloStoreContext, type HaloStore } from 'halo_shared/store';
import type { i18n as I18n } from 'i18next';
import { createElement, type ReactNode } from 'react';

export interface TestPage {
  i18n: I18n;
  store: HaloStore;
  router: Router;
}

/**
 * A new root: an i18next instance (English until the store resolves the locale), a store switching
 * it, and a router over the store. The location is read as it is now, as on a page that just loaded.
 */
export function createTestPage(): TestPage {
  const i18n = createI18n();
  const store = createHaloStore({ i18n });
  return { i18n, store, router: createRouter(store) };
}

let current: TestPage | null = null;
let installed = false;

/**
 * A fresh root with nothing stored (no `user-locale`, so English in jsdom) for the running test:
 * what `testStore()`, `testI18n()` and `testRouter()` return and `TestPageProviders` provide.
 */
export function startTestPage(): TestPage {
  if (typeof localStorage !== 'undefined') localStorage.removeItem(LOCALE_STORAGE_KEY);
  current = createTestPage();
  return current;
}

/**
 * Makes a new root before each test of the file (the test's until the next one starts, so its own
 * `afterEach` still reads it). Call at the top of a test file (`withTestApiClient` calls it too);
 * calling it twice in one file installs it once, before the first hook that reads it.
 */
export function withTestPage(): void {
  if (installed) return;
  installed = true;
  beforeEach(() => {
    startTestPage();
  });
}

/** The root of the running test. */
export function testPage(): TestPage {
  if (!current) throw new Error('Call withTestPage() (or withTestApiClient()) at the top of the test file');
  return current;
}

export const testStore = (): HaloStore => testPage().store;
export const testI18n = (): I18n => testPage().i18n;
export const testRouter = (): Router => testPage().router;

/** The contexts the host's bootstrap provides, with `page`'s (the running test's by default). */
export function TestPageProviders({ page, children }: { page?: TestPage; children?: ReactNode }) {
  const { i18n, store, router } = page ?? testPage();
  return createElement(
    I18nextProvider,
    { i18n },
    createElement(
      HaloStoreContext.Provider,
      { value: store },
      createElement(RouterContext.Provider, { value: router }, children),
    ),
  );
}
