import { LOCALE_STORAGE_KEY, type Locale } from '@halo/domain';
import { i18n } from '../i18n/i18n';
import { readStored, writeStored } from '../persistentStorage';
import { browserLanguages, resolveInitialLocale } from './locale';
import type { HaloSlice } from './haloState';

export interface LocaleSlice {
  locale: Locale;
  /** Stores `user-locale`, sets `<html lang>` and switches i18n (spec §1). */
  setLocale: (locale: Locale) => void;
}

function applyLocale(locale: Locale): void {
  writeStored(LOCALE_STORAGE_KEY, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  // Resources are bundled, so the switch completes synchronously; the promise carries nothing we need.
  void i18n.changeLanguage(locale);
}

export const createLocaleSlice: HaloSlice<LocaleSlice> = (set) => {
  const locale = resolveInitialLocale(readStored(LOCALE_STORAGE_KEY), browserLanguages());
  applyLocale(locale);
  return {
    locale,
    setLocale: (next) => {
      applyLocale(next);
      set({ locale: next });
    },
  };
};
