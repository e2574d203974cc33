import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HaloState } from './haloState';
import { createOrganizationSlice } from './organizationSlice';
import { createUserSlice } from './userSlice';
import { createLocaleSlice, type LocaleOptions } from './localeSlice';
import { createFlashSlice } from './flashSlice';
import { createLoginNoticeSlice } from './loginNoticeSlice';
import { createProgressSlice } from './progressSlice';
import { createNavigationSlice } from './navigationSlice';

export type HaloStore = StoreApi<HaloState>;

export type HaloStoreOptions = LocaleOptions;

/**
 * A fresh store; tests make their own, the page uses `haloStore`, and each `<halo-give>` element makes
 * one with `{ embedded: true }` so it never writes the church page's storage or `<html lang>`.
 */
export function createHaloStore(options: HaloStoreOptions = {}): HaloStore {
  const localeSlice = createLocaleSlice(options);
  return createStore<HaloState>()((...args) => ({
    ...createOrganizationSlice(...args),
    ...createUserSlice(...args),
    ...localeSlice(...args),
    ...createFlashSlice(...args),
    ...createLoginNoticeSlice(...args),
    ...createProgressSlice(...args),
    ...createNavigationSlice(...args),
  }));
}

let pageStore: HaloStore | null = null;
const page = (): HaloStore => (pageStore ??= createHaloStore());

/**
 * The page's one store: host, portal and the hosted widget share it through federation. Created on
 * first use, not on import, because creating it stores the locale and sets `<html lang>` (spec §1):
 * the `<halo-give>` bundle compiles this module in but must never do that to a church's page.
 */
export const haloStore: HaloStore = {
  getState: () => page().getState(),
  getInitialState: () => page().getInitialState(),
  // Forwarded as is: zustand's overloads (replace or merge) cannot be re-spread type-safely.
  setState: ((...args: Parameters<HaloStore['setState']>) =>
    (page().setState as (...a: unknown[]) => void)(...args)) as HaloStore['setState'],
  subscribe: (listener) => page().subscribe(listener),
};
