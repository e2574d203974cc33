/** @jest-environment ./jest.jsdom-environment.js */
import { createHaloStore } from './createHaloStore';
import { createI18n } from '../i18n/createI18n';

describe('login notice slice', () => {
  beforeEach(() => localStorage.clear());

  it('set stores it in localStorage loginNotice; clear removes it', () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().setLoginNotice('Please Log In to view this page');
    expect(localStorage.getItem('loginNotice')).toBe('Please Log In to view this page');
    expect(store.getState().readLoginNotice()).toBe('Please Log In to view this page');
    store.getState().clearLoginNotice();
    expect(localStorage.getItem('loginNotice')).toBeNull();
    expect(store.getState().readLoginNotice()).toBeNull();
  });

  it('reading falls back to localStorage when none is held (e.g. after a full page load)', () => {
    localStorage.setItem('loginNotice', 'Stored notice');
    const store = createHaloStore({ i18n: createI18n() });
    expect(store.getState().loginNotice).toBeNull();
    expect(store.getState().readLoginNotice()).toBe('Stored notice');
  });
});
