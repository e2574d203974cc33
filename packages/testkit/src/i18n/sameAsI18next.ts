// Test support: reads every message of some namespaces through the compact translator and through
// i18next itself (the real package, loaded past jest's mapping of `i18next` to the compact one), in
// every locale, with each placeholder filled and each plural counted, and lists where they differ.
import type * as I18nextModule from 'i18next';
import { DEFAULT_LOCALE, LOCALES, validationMessages, type Locale } from '@halo/domain';
import { commonMessages } from 'halo_shared/i18n/commonMessages';
import {
  createInstance,
  type CompactI18n,
  type InitOptions,
  type TranslateOptions,
} from 'halo_shared/i18n/compact/translator';

export interface NamespaceMessages {
  namespace: string;
  en: object;
  es: object;
}

export interface Difference {
  locale: Locale;
  key: string;
  options: TranslateOptions;
  compact: string;
  i18next: string;
}

/** i18next itself: `i18next` resolves to the compact translator in jest as in the builds. */
export const referenceI18next = jest.requireActual<typeof I18nextModule>(
  '../../../../node_modules/i18next/dist/cjs/i18next.js',
);

/** The page instance's options (shared/src/i18n/i18n.ts) with `namespaces` added. */
function pageOptions(namespaces: readonly NamespaceMessages[]): InitOptions {
  const all = [
    { namespace: 'common', ...commonMessages },
    { namespace: 'validation', ...validationMessages },
    ...namespaces,
  ];
  return {
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: all.map(({ namespace }) => namespace),
    defaultNS: 'common',
    fallbackNS: 'validation',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        Object.fromEntries(all.map((messages) => [messages.namespace, messages[locale]])),
      ]),
    ) as InitOptions['resources'],
  };
}

/** Leaf keys, dotted, with their text. */
function leaves(resource: object, prefix = ''): Array<[string, string]> {
  return Object.entries(resource).flatMap(([key, value]): Array<[string, string]> =>
    typeof value === 'object' && value !== null
      ? leaves(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([^}\s]+)\s*\}\}/g;

/** The calls to compare for one key: with every placeholder filled, with none, by prefix and by `ns`. */
function callsFor(
  namespace: string,
  key: string,
  texts: readonly string[],
): Array<[string, TranslateOptions]> {
  const filled: TranslateOptions = {};
  for (const text of texts) {
    for (const [, name = ''] of text.matchAll(PLACEHOLDER)) filled[name] = name === 'count' ? 2 : `‹${name}›`;
  }
  const base = key.replace(PLURAL_SUFFIX, '');
  const calls: Array<[string, TranslateOptions]> = [
    [`${namespace}:${base}`, filled],
    [`${namespace}:${base}`, {}],
    [base, { ...filled, ns: namespace }],
  ];
  if (base !== key)
    for (const count of [0, 1, 2, 21]) calls.push([`${namespace}:${base}`, { ...filled, count }]);
  return calls;
}

/** Every reading of `namespaces` (and `common`, `validation`) where the two translators differ. */
export function differencesFromI18next(namespaces: readonly NamespaceMessages[]): {
  compared: number;
  differences: Difference[];
} {
  const options = pageOptions(namespaces);
  const compact: CompactI18n = createInstance(options);
  const i18next = referenceI18next.createInstance();
  void i18next.init(options as I18nextModule.InitOptions);
  const differences: Difference[] = [];
  let compared = 0;
  for (const locale of LOCALES) {
    void compact.changeLanguage(locale);
    void i18next.changeLanguage(locale);
    for (const { namespace } of [{ namespace: 'common' }, { namespace: 'validation' }, ...namespaces]) {
      const english = new Map(leaves(compact.getResourceBundle('en', namespace) ?? {}));
      const own = new Map(leaves(compact.getResourceBundle(locale, namespace) ?? {}));
      for (const key of new Set([...english.keys(), ...own.keys()])) {
        const texts = [english.get(key), own.get(key)].filter((text): text is string => text !== undefined);
        for (const [call, callOptions] of callsFor(namespace, key, texts)) {
          compared += 1;
          const fromCompact = compact.t(call, { ...callOptions });
          const fromI18next = i18next.t(call, { ...callOptions } as I18nextModule.TOptions) as string;
          if (fromCompact !== fromI18next) {
            differences.push({
              locale,
              key: call,
              options: callOptions,
              compact: fromCompact,
              i18next: fromI18next,
            });
          }
        }
      }
    }
  }
  return { compared, differences };
}
