import { i18n } from './i18n';

/** A namespace's strings in every locale: `es` must have every key `en` has. */
export interface Translations<T extends object = Record<string, unknown>> {
  en: T;
  es: T;
}

/** Adds (or deep-merges into) a namespace, e.g. `addTranslations('portal', { en, es })`. */
export function addTranslations<T extends object>(namespace: string, translations: Translations<T>): void {
  i18n.addResourceBundle('en', namespace, translations.en, true, true);
  i18n.addResourceBundle('es', namespace, translations.es, true, true);
}
