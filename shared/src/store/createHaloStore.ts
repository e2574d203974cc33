import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Organization } from '@halo/domain';
import type { HaloState } from './haloState';
import { createOrganizationSlice } from './organizationSlice';
import { createUserSlice } from './userSlice';
import { createLocaleSlice, type LocaleOptions } from './localeSlice';
import { createFlashSlice } from './flashSlice';
import { createLoginNoticeSlice } from './loginNoticeSlice';
import { createProgressSlice } from './progressSlice';
import { createNavigationSlice } from './navigationSlice';

export type HaloStore = StoreApi<HaloState>;

export interface HaloStoreOptions extends LocaleOptions {
  /**
   * The church, when it is known before the store is made: its state from the start, so a rendering
   * from the store's first state (a server's, React's hydration of it) already shows it.
   */
  organization?: Organization | null;
}

/**
 * A store made by a composition root and provided with `HaloStoreContext`: the host's bootstrap makes
 * the page's (host, portal, console and hosted giving page share it through that context), each
 * `<halo-give>` element one with `{ embedded: true }` so it never writes the church page's storage or
 * `<html lang>`, and each test its own. Making one stores the locale and sets `<html lang>` (docs/PRODUCT.md §1)
 * unless embedded, so nothing makes one on import.
 */
export function createHaloStore(options: HaloStoreOptions): HaloStore {
  const localeSlice = createLocaleSlice(options);
  return createStore<HaloState>()((...args) => ({
    ...createOrganizationSlice(...args),
    ...createUserSlice(...args),
    ...localeSlice(...args),
    ...createFlashSlice(...args),
    ...createLoginNoticeSlice(...args),
    ...createProgressSlice(...args),
    ...createNavigationSlice(...args),
    ...(options.organization
      ? { organization: options.organization, organizationStatus: 'loaded' as const }
      : {}),
  }));
}
