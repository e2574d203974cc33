/** @jest-environment ./jest.jsdom-environment.js */
import { createHaloStore } from './createHaloStore';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../i18n/createI18n';
import { loadCatalogues } from '../i18n/catalogueLoading';
import type { Catalogue } from '../i18n/catalogues';

/** A catalogue whose Spanish download is held until the test releases it. */
function heldSpanish(namespace: string) {
  let release!: () => void;
  const arrived = new Promise<{ word: string }>((resolve) => (release = () => resolve({ word: 'Palabra' })));
  const catalogue: Catalogue<{ word: string }> = { namespace, en: { word: 'Word' }, es: () => arrived };
  return { catalogue, release: () => release() };
}
const slowSpanish = heldSpanish('slow');
const slowerSpanish = heldSpanish('slower');

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

  it('setLocale stores it, sets <html lang> and switches i18n', async () => {
    setBrowserLanguages(['en']);
    const store = createHaloStore({ i18n });
    await store.getState().setLocale('es');
    expect(store.getState().locale).toBe('es');
    expect(localStorage.getItem('user-locale')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('common:flash.copied')).toBe('¡Copiado!');
    // English is in: the switch happens before setLocale returns, and its promise is already resolved.
    const immediate = store.getState().setLocale('en');
    expect(i18n.t('common:flash.copied')).toBe('Copied!');
    await expect(immediate).resolves.toBeUndefined();
  });

  it('switches to Spanish once its strings are in, never before; the last language asked for wins', async () => {
    setBrowserLanguages(['en']);
    loadCatalogues(i18n, slowSpanish.catalogue);
    const store = createHaloStore({ i18n });
    const switching = store.getState().setLocale('es');
    expect(store.getState().locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.language).toBe('en');
    slowSpanish.release();
    await switching;
    expect(store.getState().locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(i18n.t('slow:word')).toBe('Palabra');

    // Spanish asked for, then English before the Spanish arrived: English it stays.
    const other = createI18n();
    loadCatalogues(other, slowerSpanish.catalogue);
    const otherStore = createHaloStore({ i18n: other });
    const toSpanish = otherStore.getState().setLocale('es');
    void otherStore.getState().setLocale('en');
    slowerSpanish.release();
    await toSpanish;
    expect(otherStore.getState().locale).toBe('en');
    expect(other.language).toBe('en');
  });

  describe('embedded (a <halo-give> element on a church page)', () => {
    it("keeps the locale in memory: no user-locale write, no <html lang>, the page's translator untouched", async () => {
      setBrowserLanguages(['es-MX']);
      const elementI18n = createI18n();
      const setItem = jest.spyOn(Storage.prototype, 'setItem');
      const store = createHaloStore({ embedded: true, i18n: elementI18n });
      expect(store.getState().locale).toBe('es');
      await store.getState().setLocale('en');
      await store.getState().setLocale('es');
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
