// Module `halo_shared/store`: the store a composition root makes (framework-free) and its React hooks.
export { createHaloStore, type HaloStore, type HaloStoreOptions } from './store/createHaloStore';
export { HaloStoreContext } from './store/HaloStoreContext';
export { useHalo, useHaloStore } from './store/useHalo';
export { selectFormattingLocale } from './store/formattingLocaleSelector';
export type { HaloState, HaloSlice } from './store/haloState';
export type { OrganizationSlice, OrganizationStatus } from './store/organizationSlice';
export { selectDisplayName, selectIsLoggedIn, selectIsValidUser } from './store/userSlice';
export type { UserSlice, UserStatus } from './store/userSlice';
export type { LocaleSlice, LocaleOptions } from './store/localeSlice';
export { guessLocale } from './store/locale';
export type { Flash, FlashLevel, FlashSlice } from './store/flashSlice';
export type { LoginNoticeSlice } from './store/loginNoticeSlice';
export type { ProgressSlice } from './store/progressSlice';
export type { NavigationSlice } from './store/navigationSlice';
