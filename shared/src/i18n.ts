// Module `halo_shared/i18n`.
export { createI18n } from './i18n/createI18n';
export type { Catalogue, Translations } from './i18n/catalogues';
export { forgetCatalogueFailures, hasLanguage, loadCatalogues, loadLanguage } from './i18n/catalogueLoading';
export { commonMessages, type CommonMessages } from './i18n/commonMessages';
export { firstScreenWords, type FirstScreenWords } from './i18n/firstScreenWords';
export { missingKeys } from './i18n/missingKeys';
export { I18nextProvider, Trans, useCatalogues, useTranslation } from './i18n/reactBinding';
