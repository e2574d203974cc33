import { displayName, isLoggedIn, isValidUser, type CurrentUser } from '@halo/domain';
import type { HaloSlice, HaloState } from './haloState';

export type UserStatus = 'unknown' | 'loaded';

export interface UserSlice {
  user: CurrentUser | null;
  /** `loaded` once the current user was asked for, whether or not someone is signed in. */
  userStatus: UserStatus;
  setUser: (user: CurrentUser | null) => void;
  /** docs/PRODUCT.md §4: logout clears the stored user; login state derives from it. */
  logoutUser: () => void;
}

export const createUserSlice: HaloSlice<UserSlice> = (set) => ({
  user: null,
  userStatus: 'unknown',
  setUser: (user) => set({ user, userStatus: 'loaded' }),
  logoutUser: () => set({ user: null, userStatus: 'loaded' }),
});

// docs/PRODUCT.md §3 rules, kept in @halo/domain; these adapt them to the store for `useHalo(selectIsLoggedIn)`.
export const selectIsLoggedIn = (state: HaloState): boolean => isLoggedIn(state.user);
export const selectIsValidUser = (state: HaloState): boolean => isValidUser(state.user);
export const selectDisplayName = (state: HaloState): string => displayName(state.user);
