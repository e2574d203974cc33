/** @jest-environment ./jest.jsdom-environment.js */
import { createHaloStore } from './createHaloStore';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../i18n/createI18n';

function setBrowserLanguages(languages: string[]) {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('locale slice', () => {
  // The page's translator, made for each test as the host's bootstrap makes it.
  let i18n: I18n;
  beforeEach(() => {
    i18n = createI18n();
    localStorage.clear();
    document.documentElement.lang = '';
  });
  afterEach(() => jest.restoreAllMocks());

  it('uses the stored user-locale', () => {
    localStorage.setItem('user-locale', 'es');
    setBrowserLanguages(['en-US']);
    const store = createHaloStore({ i18n });
    expect(store.getState().locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.language).toBe('es');
  });

  it('guesses from the browser when nothing is stored, and stores the guess', () => {
    setBrowserLanguages(['fr-FR', 'es-MX', 'en']);
    expect(createHaloStore({ i18n }).getState().locale).toBe('es');
    expect(localStorage.getItem('user-locale')).toBe('es');
  });

  it('falls back to en when the browser offers nothing supported', () => {
    setBrowserLanguages(['de-DE', 'fr']);
    expect(createHaloStore({ i18n }).getState().locale).toBe('en');
    expect(localStorage.getItem('user-locale')).toBe('en');
  });

  it('an unsupported stored locale falls back to en and en is stored', () => {
    localStorage.setItem('user-locale', 'fr');
    setBrowserLanguages(['es']);
    expect(createHaloStore({ i18n }).getState().locale).toBe('en');
    expect(localStorage.getItem('user-locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('setLocale stores it, sets <html lang> and switches i18n', () => {
    setBrowserLanguages(['en']);
    const store = createHaloStore({ i18n });
    store.getState().setLocale('es');
    expect(store.getState().locale).toBe('es');
    expect(localStorage.getItem('user-locale')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('common:flash.copied')).toBe('¡Copiado!');
    store.getState().setLocale('en');
    expect(i18n.t('common:flash.copied')).toBe('Copied!');
  });

  describe('embedded (a <halo-give> element on a church page)', () => {
    it("keeps the locale in memory: no user-locale write, no <html lang>, the page's translator untouched", () => {
      setBrowserLanguages(['es-MX']);
      const elementI18n = createI18n();
      const setItem = jest.spyOn(Storage.prototype, 'setItem');
      const store = createHaloStore({ embedded: true, i18n: elementI18n });
      expect(store.getState().locale).toBe('es');
      store.getState().setLocale('en');
      store.getState().setLocale('es');
      expect(setItem).not.toHaveBeenCalled();
      expect(localStorage.getItem('user-locale')).toBeNull();
      expect(document.documentElement.lang).toBe('');
      expect(elementI18n.language).toBe('es');
      expect(i18n.language).toBe('en');
    });

    it('starts in the locale it is given, ignoring a stored one', () => {
      localStorage.setItem('user-locale', 'es');
      const store = createHaloStore({ embedded: true, locale: 'en', i18n: createI18n() });
      expect(store.getState().locale).toBe('en');
    });
  });
});
