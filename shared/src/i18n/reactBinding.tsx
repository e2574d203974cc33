/**
 * Our React binding over i18next: the three things of react-i18next our screens use (`useTranslation`,
 * `Trans`, `I18nextProvider`) in about 1 KB instead of react-i18next's 7 KB, which `<halo-give>`'s
 * budget cannot carry beside i18next itself. `useTranslation` renders again on a language change with a
 * new `t`, as react-i18next does, and never suspends: a language switch waits for its strings before it
 * happens (`loadLanguage`). `useCatalogues` is ours: a screen names the strings it needs, and they go into
 * the instance before its first render; on a page already in Spanish it suspends until their Spanish
 * chunk is in, so the screen's loading state shows instead of keys or English.
 */
import {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { i18n as I18n, TFunction, TOptions } from 'i18next';
import type { Catalogue } from './catalogues';
import { arrivingSpanish, catalogueFailure, loadCatalogues, missingCatalogues } from './catalogueLoading';

const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/**
 * The instance of the nearest `I18nextProvider`. There is no page-wide fallback: a component only ever
 * translates with the instance its root gave it, so two roots on one page (the portal and an element,
 * two elements, two tests) never speak each other's language or read each other's catalogues.
 */
function useInstance(): I18n {
  const instance = useContext(I18nContext);
  if (!instance)
    throw new Error('useTranslation needs an I18nextProvider above it (its root gives the instance)');
  return instance;
}

/**
 * A screen's or section's strings, put into the instance its components translate with before they
 * render: the screen's component calls it first, naming every catalogue its parts use. When the page
 * already speaks Spanish and some of its strings are still being fetched, the component suspends (its
 * route's loading state) until they are in.
 */
export function useCatalogues(...catalogues: readonly Catalogue<object>[]): void {
  const i18n = useInstance();
  loadCatalogues(i18n, ...catalogues);
  const missing = missingCatalogues(i18n, i18n.language);
  if (missing.length === 0) return;
  // Their download failed: the nearest error boundary says so, and its "Try again" forgets the failure
  // (forgetCatalogueFailures) and asks again. Waiting here instead would ask again at once, without end.
  const failure = catalogueFailure(i18n, missing);
  if (failure) throw failure.error;
  // All are fetched at once; React waits for them and renders the component again once they are in
  // (Suspense's contract for a thrown promise; `use` would insist on the same call once they are in).
  throw Promise.all(missing.map((catalogue) => arrivingSpanish(i18n, catalogue)));
}

type UseTranslationResult = [TFunction, I18n, boolean] & {
  t: TFunction;
  i18n: I18n;
  ready: boolean;
};

/** As react-i18next's default `nsMode`, `t` looks in the first namespace (then the fallback one). */
export function useTranslation(namespaces?: string | readonly string[]): UseTranslationResult {
  const i18n = useInstance();
  const namespace = typeof namespaces === 'string' ? namespaces : namespaces?.[0];
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    const follow = (next: unknown) => setLanguage(String(next));
    i18n.on('languageChanged', follow);
    // A change between render and subscription is not lost.
    if (i18n.language !== language) setLanguage(i18n.language);
    return () => void i18n.off('languageChanged', follow);
  }, [i18n, language]);
  return useMemo(() => {
    const t = i18n.getFixedT(null, namespace ?? null);
    const result = [t, i18n, true] as UseTranslationResult;
    result.t = t;
    result.i18n = i18n;
    result.ready = true;
    return result;
    // `language` is a dependency so that `t` changes identity when the language does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n, namespace, language]);
}

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\s*\/>/g;

/** `<Trans i18nKey components={[<Link/>]}>`: `<0>text</0>` in the message wraps `text` in component 0. */
export function Trans({
  t,
  i18nKey,
  components = [],
  values,
}: {
  t?: TFunction;
  i18nKey: string;
  components?: readonly ReactElement[];
  values?: TOptions;
}) {
  const fallback = useInstance();
  const text = (t ?? fallback.t)(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const index = Number(match[1] ?? match[3]);
    const component = components[index];
    const inner = match[2];
    const key = parts.length;
    if (!isValidElement(component)) parts.push(createElement(Fragment, { key }, inner));
    else
      parts.push(
        inner === undefined ? cloneElement(component, { key }) : cloneElement(component, { key }, inner),
      );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
