// Module `halo_shared/i18n`.
export { createI18n } from './i18n/createI18n';
export type { Catalogue, Translations } from './i18n/catalogues';
export { hasLanguage, loadCatalogues, loadLanguage } from './i18n/catalogueLoading';
export { commonMessages, type CommonMessages } from './i18n/commonMessages';
export { loadingWords } from './i18n/loadingWords';
export { missingKeys } from './i18n/missingKeys';
export { I18nextProvider, Trans, useCatalogues, useTranslation } from './i18n/reactBinding';
