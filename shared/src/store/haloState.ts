import type { StateCreator } from 'zustand/vanilla';
import type { OrganizationSlice } from './organizationSlice';
import type { UserSlice } from './userSlice';
import type { LocaleSlice } from './localeSlice';
import type { FlashSlice } from './flashSlice';
import type { LoginNoticeSlice } from './loginNoticeSlice';
import type { ProgressSlice } from './progressSlice';
import type { NavigationSlice } from './navigationSlice';

/** State and actions of the one page-wide store (docs/CONTRACTS.md, "Store slices"). */
export type HaloState = OrganizationSlice &
  UserSlice &
  LocaleSlice &
  FlashSlice &
  LoginNoticeSlice &
  ProgressSlice &
  NavigationSlice;

/** One slice of `HaloState` (zustand slices pattern): it may read and write the whole state. */
export type HaloSlice<T> = StateCreator<HaloState, [], [], T>;
