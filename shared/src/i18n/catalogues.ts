import type { i18n as I18n } from 'i18next';

/** A namespace's strings in every locale: `es` must have every key `en` has. */
export interface Translations<T extends object = Record<string, unknown>> {
  en: T;
  es: T;
}

/**
 * The strings a screen or section asks for: a namespace and its `en` and `es` messages. A messages
 * file only exports its catalogue; importing it never changes an i18next instance. Several catalogues
 * may fill one namespace (the portal's layout, dashboard and transactions strings all go into `portal`).
 */
export interface Catalogue<T extends object = Record<string, unknown>> extends Translations<T> {
  namespace: string;
}

/** The catalogues already in each resource store (an embed's i18next clone shares the page's store). */
const loaded = /* @__PURE__ */ new WeakMap<object, WeakSet<object>>();

/**
 * Puts catalogues into `i18n` (merging into their namespaces), each once per resource store: a screen
 * shown again or rendered again costs one lookup. Called by the composition root, or through
 * `useCatalogues` by a screen's component before its first text renders.
 */
export function loadCatalogues(i18n: I18n, ...catalogues: readonly Catalogue<object>[]): void {
  let done = loaded.get(i18n.store);
  if (!done) loaded.set(i18n.store, (done = new WeakSet()));
  for (const catalogue of catalogues) {
    if (done.has(catalogue)) continue;
    done.add(catalogue);
    i18n.addResourceBundle('en', catalogue.namespace, catalogue.en, true, true);
    i18n.addResourceBundle('es', catalogue.namespace, catalogue.es, true, true);
  }
}
