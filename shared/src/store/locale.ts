import { localeOf, resolveLocale, type Locale } from '@halo/domain';

/** The first browser language we support (`es-MX` counts as `es`), else en (docs/PRODUCT.md §1). */
export function guessLocale(languages: readonly string[]): Locale {
  return resolveLocale(...languages);
}

/**
 * docs/PRODUCT.md §1: the stored choice wins; with nothing stored the browser decides (en as fallback); an
 * unsupported stored value falls back to en, not to the browser. The caller stores the result.
 */
export function resolveInitialLocale(stored: string | null, languages: readonly string[]): Locale {
  if (stored === null || stored === '') return guessLocale(languages);
  return localeOf(stored);
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}
