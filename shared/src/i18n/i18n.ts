import type { i18n as I18n } from 'i18next';
import { createI18n } from './createI18n';
import { initReactI18next } from './reactBinding';

/**
 * The one i18next instance of a page (a federation singleton through `halo_shared/i18n`), the one
 * components use outside an `I18nextProvider`.
 */
export const i18n: I18n = createI18n(undefined, initReactI18next);
