import { createStore, type StoreApi } from 'zustand/vanilla';
import type { HaloState } from './haloState';
import { createOrganizationSlice } from './organizationSlice';
import { createUserSlice } from './userSlice';
import { createLocaleSlice } from './localeSlice';
import { createFlashSlice } from './flashSlice';
import { createLoginNoticeSlice } from './loginNoticeSlice';
import { createProgressSlice } from './progressSlice';
import { createNavigationSlice } from './navigationSlice';

export type HaloStore = StoreApi<HaloState>;

/** A fresh store; tests make their own, the page uses `haloStore`. */
export function createHaloStore(): HaloStore {
  return createStore<HaloState>()((...args) => ({
    ...createOrganizationSlice(...args),
    ...createUserSlice(...args),
    ...createLocaleSlice(...args),
    ...createFlashSlice(...args),
    ...createLoginNoticeSlice(...args),
    ...createProgressSlice(...args),
    ...createNavigationSlice(...args),
  }));
}

/** The page's one store: host, portal and the hosted widget share it through federation. */
export const haloStore: HaloStore = createHaloStore();
