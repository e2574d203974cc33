// Module `halo_shared/i18n`.
export { i18n } from './i18n/i18n';
export { addTranslations, type Translations } from './i18n/addTranslations';
export { commonMessages, type CommonMessages } from './i18n/commonMessages';
export { missingKeys } from './i18n/missingKeys';
export { I18nextProvider, Trans, useTranslation } from './i18n/reactBinding';
