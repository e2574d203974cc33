import { LOCALE_STORAGE_KEY, type Locale } from '@halo/domain';
import type { i18n as I18n } from 'i18next';
import { readStored, writeStored } from '../persistentStorage';
import { browserLanguages, guessLocale, resolveInitialLocale } from './locale';
import type { HaloSlice } from './haloState';

export interface LocaleSlice {
  locale: Locale;
  /** Stores `user-locale`, sets `<html lang>` and switches i18n (spec §1). Embedded: i18n only. */
  setLocale: (locale: Locale) => void;
}

export interface LocaleOptions {
  /**
   * The `<halo-give>` element on a church's page: the locale lives in memory only. The church's
   * localStorage and `<html lang>` are the church's (DESIGN.md §3), so they are neither read nor written.
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
    // Resources are bundled or already loaded, so the switch completes synchronously.
    void i18n.changeLanguage(locale);
  };
  return (set) => {
    const locale =
      requested ??
      (embedded
        ? guessLocale(browserLanguages())
        : resolveInitialLocale(readStored(LOCALE_STORAGE_KEY), browserLanguages()));
    apply(locale);
    return {
      locale,
      setLocale: (next) => {
        apply(next);
        set({ locale: next });
      },
    };
  };
}
