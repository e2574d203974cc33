import type { Locale } from '@halo/domain';
import type { i18n as I18n } from 'i18next';
import type { Catalogue } from './catalogues';

type AnyCatalogue = Catalogue<object>;

/** What one resource store (the page's, an element's, a test's) holds. */
interface Holdings {
  /** Every catalogue put in, in English at once. */
  catalogues: Set<AnyCatalogue>;
  /** Those whose Spanish is in as well. */
  spanish: Set<AnyCatalogue>;
  /** Spanish being put in, one promise per catalogue, so React can wait on the same one each render. */
  arriving: Map<AnyCatalogue, Promise<void>>;
  /** Spanish whose last download failed, with why, until it is asked for again on purpose. */
  failed: Map<AnyCatalogue, unknown>;
}

const holdings = /* @__PURE__ */ new WeakMap<object, Holdings>();

/**
 * Spanish fetched on this page, per catalogue: the chunk is downloaded once, whichever instance asks
 * first, and later instances take the strings without waiting. Strings, not a page's state.
 */
const fetched = /* @__PURE__ */ new WeakMap<AnyCatalogue, object>();
const fetching = /* @__PURE__ */ new WeakMap<AnyCatalogue, Promise<object>>();

function holdingsOf(i18n: I18n): Holdings {
  let held = holdings.get(i18n.store);
  if (!held) {
    held = { catalogues: new Set(), spanish: new Set(), arriving: new Map(), failed: new Map() };
    holdings.set(i18n.store, held);
  }
  return held;
}

function putSpanish(i18n: I18n, held: Holdings, catalogue: AnyCatalogue, messages: object): void {
  if (held.spanish.has(catalogue)) return;
  held.spanish.add(catalogue);
  i18n.addResourceBundle('es', catalogue.namespace, messages, true, true);
}

function fetchSpanish(catalogue: AnyCatalogue): Promise<object> {
  let request = fetching.get(catalogue);
  if (!request) {
    request = catalogue.es().then(
      (messages) => {
        fetched.set(catalogue, messages);
        return messages;
      },
      (error: unknown) => {
        // A failed download (a dropped connection) is tried again the next time it is asked for.
        fetching.delete(catalogue);
        throw error;
      },
    );
    fetching.set(catalogue, request);
  }
  return request;
}

/**
 * Puts catalogues into `i18n` (merging into their namespaces), each once per resource store: English at
 * once, Spanish too when this page has already fetched it. A screen shown again costs one lookup. For
 * composition roots and tests; components call `useCatalogues`.
 */
export function loadCatalogues(i18n: I18n, ...catalogues: readonly AnyCatalogue[]): void {
  const held = holdingsOf(i18n);
  for (const catalogue of catalogues) {
    if (held.catalogues.has(catalogue)) continue;
    held.catalogues.add(catalogue);
    i18n.addResourceBundle('en', catalogue.namespace, catalogue.en, true, true);
    const spanish = fetched.get(catalogue);
    if (spanish) putSpanish(i18n, held, catalogue, spanish);
  }
}

/** The catalogues in `i18n` still without their `locale` strings (none for English: it is bundled). */
export function missingCatalogues(i18n: I18n, locale: string): AnyCatalogue[] {
  if (locale !== 'es') return [];
  const held = holdingsOf(i18n);
  return [...held.catalogues].filter((catalogue) => !held.spanish.has(catalogue));
}

/** Whether every catalogue in `i18n` can be read in `locale` now. */
export function hasLanguage(i18n: I18n, locale: string): boolean {
  return missingCatalogues(i18n, locale).length === 0;
}

/**
 * Fetches one catalogue's Spanish into `i18n`: the same promise until it is in (or fails), so a
 * component suspended on it is woken by the one it waited for.
 */
export function arrivingSpanish(i18n: I18n, catalogue: AnyCatalogue): Promise<void> {
  const held = holdingsOf(i18n);
  let arriving = held.arriving.get(catalogue);
  if (!arriving) {
    held.failed.delete(catalogue);
    arriving = fetchSpanish(catalogue).then(
      (messages) => putSpanish(i18n, held, catalogue, messages),
      (error: unknown) => {
        held.arriving.delete(catalogue);
        held.failed.set(catalogue, error);
        throw error;
      },
    );
    held.arriving.set(catalogue, arriving);
  }
  return arriving;
}

/**
 * Why the last download of one of `catalogues`' Spanish failed, if it did. A screen that waited for its
 * strings in vain shows that failure (its error boundary) rather than asking again: React renders it
 * again at once, and asking on every render would ask without end. It stays failed until
 * `forgetCatalogueFailures` (a "Try again") or a language switch asks again.
 */
export function catalogueFailure(i18n: I18n, catalogues: readonly AnyCatalogue[]): { error: unknown } | null {
  const held = holdingsOf(i18n);
  const failed = catalogues.find((catalogue) => held.failed.has(catalogue));
  return failed ? { error: held.failed.get(failed) } : null;
}

/** Lets the screens of `i18n` ask again for Spanish that failed to download (their "Try again"). */
export function forgetCatalogueFailures(i18n: I18n): void {
  holdingsOf(i18n).failed.clear();
}

/**
 * Resolves once every catalogue in `i18n` (and `catalogues`, put in first) has its `locale` strings:
 * at once for English; for Spanish after fetching what is missing, all at once, including what was put
 * in while waiting. A language switch waits for it, so the page never shows keys or English in between.
 */
export async function loadLanguage(
  i18n: I18n,
  locale: Locale,
  ...catalogues: readonly AnyCatalogue[]
): Promise<void> {
  loadCatalogues(i18n, ...catalogues);
  for (let missing = missingCatalogues(i18n, locale); missing.length;) {
    await Promise.all(missing.map((catalogue) => arrivingSpanish(i18n, catalogue)));
    missing = missingCatalogues(i18n, locale);
  }
}
