/** A namespace's strings in every locale: `es` must have every key `en` has. */
export interface Translations<T extends object = Record<string, unknown>> {
  en: T;
  es: T;
}

/**
 * The strings a screen or section asks for: a namespace and its `en` and `es` messages. A messages
 * file only exports its catalogue; importing it never changes an i18next instance. Several catalogues
 * may fill one namespace (the portal's layout, dashboard and transactions strings all go into `portal`).
 * `loadCatalogues` and `useCatalogues` (reactBinding.tsx) put them into an instance.
 */
export interface Catalogue<T extends object = Record<string, unknown>> extends Translations<T> {
  namespace: string;
}
