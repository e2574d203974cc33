/**
 * The part of react-i18next our code uses, bound to `translator.ts` (the embed build resolves
 * `react-i18next` here; see translator.ts for why). `useTranslation` re-renders on a language change
 * with a new `t`, like react-i18next; resources are bundled, so it never suspends.
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
import type { CompactI18n, TFunction, TranslateOptions } from './translator';

let pageInstance: CompactI18n | null = null;

/** `i18n.use(initReactI18next)`: the instance components use outside an `I18nextProvider`. */
export const initReactI18next = {
  type: '3rdParty',
  init(instance: CompactI18n) {
    pageInstance = instance;
  },
};

const I18nContext = createContext<CompactI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: CompactI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

function useInstance(): CompactI18n {
  const instance = useContext(I18nContext) ?? pageInstance;
  if (!instance) throw new Error('useTranslation needs an i18n instance (i18n.use(initReactI18next))');
  return instance;
}

type UseTranslationResult = [TFunction, CompactI18n, boolean] & {
  t: TFunction;
  i18n: CompactI18n;
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
    const t = i18n.getFixedT(null, namespace);
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
  values?: TranslateOptions;
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
