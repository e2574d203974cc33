import { LOGIN_NOTICE_STORAGE_KEY } from '@halo/domain';
import { readStored, removeStored, writeStored } from '../persistentStorage';
import type { HaloSlice } from './haloState';

export interface LoginNoticeSlice {
  loginNotice: string | null;
  /** Holds the notice and persists it in localStorage `loginNotice` (it survives the trip to /login). */
  setLoginNotice: (text: string) => void;
  clearLoginNotice: () => void;
  /** The held notice, else the persisted one (docs/PRODUCT.md §4). */
  readLoginNotice: () => string | null;
}

export const createLoginNoticeSlice: HaloSlice<LoginNoticeSlice> = (set, get) => ({
  loginNotice: null,
  setLoginNotice: (text) => {
    writeStored(LOGIN_NOTICE_STORAGE_KEY, text);
    set({ loginNotice: text });
  },
  clearLoginNotice: () => {
    removeStored(LOGIN_NOTICE_STORAGE_KEY);
    set({ loginNotice: null });
  },
  readLoginNotice: () => get().loginNotice ?? readStored(LOGIN_NOTICE_STORAGE_KEY),
});
