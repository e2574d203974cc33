import type { Locale } from '@halo/domain';
import type { i18n as I18n } from 'i18next';
import { GIVING_NAMESPACE, givingMessagesEn, type GivingMessages } from './givingMessages';

/** English is bundled: registered on the (page or element) i18next instance before the first render. */
export function addEnglishGivingMessages(i18n: I18n): void {
  if (!i18n.hasResourceBundle('en', GIVING_NAMESPACE)) {
    i18n.addResourceBundle('en', GIVING_NAMESPACE, givingMessagesEn, true, true);
  }
}

let spanish: Promise<GivingMessages> | null = null;

/** Whether `locale`'s strings are registered on `i18n` (Spanish arrives as a chunk). */
export function hasGivingMessages(i18n: I18n, locale: Locale): boolean {
  return i18n.hasResourceBundle(locale, GIVING_NAMESPACE);
}

/** Loads a locale's strings into `i18n`: Spanish is a lazy chunk, fetched once per page. */
export async function loadGivingMessages(i18n: I18n, locale: Locale): Promise<void> {
  addEnglishGivingMessages(i18n);
  if (locale === 'en' || hasGivingMessages(i18n, locale)) return;
  spanish ??= import(/* webpackChunkName: "giving-es" */ './givingMessages.es').then(
    (module) => module.givingMessagesEs,
  );
  const messages = await spanish;
  if (!hasGivingMessages(i18n, 'es')) i18n.addResourceBundle('es', GIVING_NAMESPACE, messages, true, true);
}
