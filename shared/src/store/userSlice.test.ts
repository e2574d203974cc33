import { createHaloStore } from './createHaloStore';
import { createI18n } from '../i18n/createI18n';
import { selectDisplayName, selectIsLoggedIn, selectIsValidUser } from './userSlice';
import type { CurrentUser } from '@halo/domain';

const user = {
  prefixedId: 'usr_1',
  email: 'donor@example.com',
  person: { prefixedId: 'per_1', firstName: 'Ana', lastName: 'Ruiz' },
} as CurrentUser;

describe('user slice', () => {
  it('starts unknown and signed out', () => {
    const state = createHaloStore({ i18n: createI18n() }).getState();
    expect(state).toMatchObject({ user: null, userStatus: 'unknown' });
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectDisplayName(state)).toBe('');
  });

  it('derives login state, validity and display name from the stored user (docs/PRODUCT.md §3)', () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().setUser(user);
    const state = store.getState();
    expect(state.userStatus).toBe('loaded');
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectIsValidUser(state)).toBe(true);
    expect(selectDisplayName(state)).toBe('Ana Ruiz');
  });

  it('is logged in but not valid when the person has no prefixedId', () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().setUser({ ...user, person: { ...user.person, prefixedId: null } } as CurrentUser);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(selectIsValidUser(store.getState())).toBe(false);
  });

  it('logoutUser clears the user and keeps the status loaded', () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().setUser(user);
    store.getState().logoutUser();
    expect(store.getState()).toMatchObject({ user: null, userStatus: 'loaded' });
    expect(selectIsLoggedIn(store.getState())).toBe(false);
  });
});
