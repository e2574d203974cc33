import { LOCALE_STORAGE_KEY, type Locale } from '@halo/domain';
import type { i18n as I18n } from 'i18next';
import { hasLanguage, loadLanguage } from '../i18n/catalogueLoading';
import { readStored, writeStored } from '../persistentStorage';
import { browserLanguages, guessLocale, resolveInitialLocale } from './locale';
import type { HaloSlice } from './haloState';

export interface LocaleSlice {
  locale: Locale;
  /**
   * Stores `user-locale`, sets `<html lang>` and switches i18n (docs/PRODUCT.md §1). Embedded: i18n only. Switching
   * to a language whose strings are not in yet (Spanish, fetched when first asked for) waits for them,
   * then switches. The promise returned resolves once the page speaks it; when the strings are already
   * in, the switch has happened before `setLocale` returns (a caller that does not wait still sees it
   * at once) and the promise is already resolved.
   */
  setLocale: (locale: Locale) => Promise<void>;
}

export interface LocaleOptions {
  /**
   * The `<halo-give>` element on a church's page: the locale lives in memory only. The church's
   * localStorage and `<html lang>` are the church's (docs/ARCHITECTURE.md §3), so they are neither read nor written.
   */
  embedded?: boolean;
  /** The starting locale (the element's `locale` attribute); otherwise the stored or browser one. */
  locale?: Locale | null;
  /** The i18next instance to switch: the root's own (the page's, an element's, a test's; `createI18n`). */
  i18n: I18n;
}

export function createLocaleSlice({
  embedded = false,
  locale: requested = null,
  i18n,
}: LocaleOptions): HaloSlice<LocaleSlice> {
  const apply = (locale: Locale) => {
    if (!embedded) {
      writeStored(LOCALE_STORAGE_KEY, locale);
      if (typeof document !== 'undefined') document.documentElement.lang = locale;
    }
    // The strings are in (`loadLanguage` first), so the switch completes synchronously.
    void i18n.changeLanguage(locale);
  };
  // Only the last language asked for is switched to, whichever download ends first.
  let latest = 0;
  return (set) => {
    const locale =
      requested ??
      (embedded
        ? guessLocale(browserLanguages())
        : resolveInitialLocale(readStored(LOCALE_STORAGE_KEY), browserLanguages()));
    // A page starting in Spanish shows nothing in English meanwhile: createI18n has started fetching
    // the strings, and the first screen waits for them (useCatalogues).
    apply(locale);
    const switchTo = (next: Locale) => {
      apply(next);
      set({ locale: next });
    };
    return {
      locale,
      setLocale: (next) => {
        const asked = ++latest;
        if (hasLanguage(i18n, next)) {
          switchTo(next);
          return Promise.resolve();
        }
        // A failed download still switches: the screens asking for the missing strings then show
        // their chunk error (and try again on reload) rather than the choice being silently ignored.
        return loadLanguage(i18n, next).finally(() => {
          if (asked === latest) switchTo(next);
        });
      },
    };
  };
}
