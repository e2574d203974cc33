import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@halo/domain';
import { loadCatalogues, loadLanguage } from './catalogueLoading';
import { commonMessages } from './commonMessages';
import { validationCatalogue } from './validationCatalogue';

/**
 * A new i18next instance with the `common` and `validation` strings, in `locale`: the page's, or one
 * per `<halo-give>` element so two forms on a church's page never share a language or catalogues.
 * English is bundled, so initialisation is synchronous and `t` works at once in English; Spanish is
 * fetched when asked for (`loadLanguage`), starting at once when the instance starts in Spanish.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const i18n = createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: ['common', 'validation'],
    defaultNS: 'common',
    // Domain schemas use message keys such as `validation.required` as issue messages, so
    // `t(issue.message, params)` must find them whatever namespace a component works in.
    fallbackNS: 'validation',
    initAsync: false,
    // React escapes rendered text itself.
    interpolation: { escapeValue: false },
    resources: {},
  });
  loadCatalogues(i18n, commonMessages, validationCatalogue);
  // Whoever shows the first screen waits for these (useCatalogues, the giving form); a failure there
  // is theirs to show.
  if (locale !== DEFAULT_LOCALE) loadLanguage(i18n, locale).catch(() => undefined);
  return i18n;
}
