import { createInstance, type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, validationMessages, type Locale } from '@halo/domain';
import { commonMessages } from './commonMessages';

/**
 * A new i18next instance with the `common` and `validation` strings, in `locale`: the page's, or one
 * per `<halo-give>` element so two forms on a church's page never share a language or catalogues.
 * Resources are bundled, so initialisation is synchronous and `t` works at once.
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
    resources: {
      en: { common: commonMessages.en, validation: validationMessages.en },
      es: { common: commonMessages.es, validation: validationMessages.es },
    },
  });
  return i18n;
}
