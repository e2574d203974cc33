import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from './reactBinding';
import { DEFAULT_LOCALE, LOCALES, validationMessages } from '@halo/domain';
import { commonMessages } from './commonMessages';

/**
 * The one i18next instance of a page (a federation singleton through `halo_shared/i18n`).
 * Resources are bundled, so initialisation is synchronous and `t` works at import time.
 */
export const i18n: I18n = createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
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
