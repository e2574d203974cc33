import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The locale a stored or sent value names exactly (an account's `locale`, the language a translator
 * speaks, a query parameter), else en: the one way to read one. Unlike `matchLocale`, "es-MX" is not
 * Spanish here: only what we stored or offered ourselves counts.
 */
export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/**
 * The supported locale for a language tag ("es-MX" → "es"), or null. Used to guess the locale
 * from the browser's languages and to read `X-Locale`.
 */
export function matchLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

/** The first supported locale among the candidates, else en (docs/PRODUCT.md §1). */
export function resolveLocale(...candidates: ReadonlyArray<string | null | undefined>): Locale {
  for (const candidate of candidates) {
    const locale = matchLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
