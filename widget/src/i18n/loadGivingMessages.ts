import type { Locale } from '@halo/domain';
import type { i18n as I18n } from 'i18next';
import { hasLanguage, loadCatalogues, loadLanguage, type Catalogue } from 'halo_shared/i18n';
import { GIVING_NAMESPACE, givingMessagesEn, type GivingMessages } from './givingMessages';

/** The giving form's strings: English with the form's code, Spanish a chunk fetched when asked for. */
export const givingCatalogue: Catalogue<GivingMessages> = {
  namespace: GIVING_NAMESPACE,
  en: givingMessagesEn,
  es: () =>
    import(/* webpackChunkName: "giving-es" */ './givingMessages.es').then(
      (module) => module.givingMessagesEs,
    ),
};

/** English is bundled: registered on the (page or element) i18next instance before the first render. */
export function addEnglishGivingMessages(i18n: I18n): void {
  loadCatalogues(i18n, givingCatalogue);
}

/**
 * Whether the form can be shown in `locale` now: its strings and every other catalogue the instance
 * holds (`common`, `validation`) are in.
 */
export function hasGivingMessages(i18n: I18n, locale: Locale): boolean {
  return hasLanguage(i18n, locale);
}

/** Loads a locale's strings into `i18n`, with the shared ones: Spanish is fetched once per page. */
export function loadGivingMessages(i18n: I18n, locale: Locale): Promise<void> {
  return loadLanguage(i18n, locale, givingCatalogue);
}
