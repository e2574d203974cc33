/** A namespace's strings in every locale: `es` must have every key `en` has. */
export interface Translations<T extends object = Record<string, unknown>> {
  en: T;
  es: T;
}

/**
 * The strings a screen or section asks for: a namespace, its `en` messages and a way to fetch its `es`
 * ones. English comes with the code; Spanish is a chunk (one per build), fetched only once a page speaks
 * Spanish (at start, or when the donor switches), so an English page never downloads it. A messages
 * file only exports its catalogue; importing it never changes an i18next instance. Several catalogues
 * may fill one namespace (the portal's layout, dashboard and transactions strings all go into `portal`).
 * `loadCatalogues`, `loadLanguage` (catalogueLoading.ts) and `useCatalogues` (reactBinding.tsx) put them
 * into an instance.
 */
export interface Catalogue<T extends object = Record<string, unknown>> {
  namespace: string;
  en: T;
  /** The Spanish messages, usually `() => import('./xMessages.es').then((module) => module.es)`. */
  es: () => Promise<T>;
}
