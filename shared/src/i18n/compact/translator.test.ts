// The compact translator against i18next on the cases our messages do not cover (nesting, flat keys,
// plurals, missing values, fallbacks, clones, merging); every real message is compared by each
// package's own test through differencesFromI18next.
import { DEFAULT_LOCALE, LOCALES } from '@halo/domain';
import type { i18n as I18next, InitOptions } from 'i18next';
import { commonMessages } from '../commonMessages';
import { differencesFromI18next, referenceI18next } from '@halo/testkit/i18n/sameAsI18next';
import { createInstance as createCompact, type CompactI18n } from './translator';

const tricky = {
  en: {
    nested: { deeper: { leaf: 'Nested {{ name }}' } },
    'flat.key': 'Flat {{name}} and {{missing}}',
    mixed: { 'flat.inside': 'Mixed flat inside' },
    gift_one: '{{count}} gift',
    gift_other: '{{count}} gifts',
    plainCount: 'Count {{count}}',
    onlyEnglish: 'Only in English, {{who.first}}',
  },
  es: {
    nested: { deeper: { leaf: 'Anidado {{name}}' } },
    'flat.key': 'Plano {{name}} y {{missing}}',
    mixed: { 'flat.inside': 'Mixto' },
    gift_one: '{{count}} donación',
    gift_other: '{{count}} donaciones',
    plainCount: 'Cuenta {{count}}',
  },
};

const options: InitOptions = {
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ['common', 'tricky'],
  defaultNS: 'common',
  fallbackNS: 'validation',
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: {
    en: { common: commonMessages.en, tricky: tricky.en },
    es: { common: commonMessages.es, tricky: tricky.es },
  },
};

function both(): { reference: I18next; compact: CompactI18n } {
  const reference: I18next = referenceI18next.createInstance();
  void reference.init(options);
  const compact = createCompact();
  void compact.init(options as never);
  return { reference, compact };
}

describe('the compact i18next', () => {
  it('reads every message of the common and validation namespaces as i18next does', () => {
    const { compared, differences } = differencesFromI18next([]);
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(200);
  });

  it.each([
    ['tricky:gift', { count: 0 }],
    ['tricky:gift', { count: 1 }],
    ['tricky:gift', { count: 2 }],
    ['tricky:plainCount', { count: 1 }],
    ['tricky:nested.deeper.leaf', { name: 'Ana' }],
    ['tricky:flat.key', { name: 'Ana' }],
    ['tricky:flat.key', { name: 'Ana', missing: undefined }],
    ['tricky:flat.key', { name: null }],
    ['tricky:mixed.flat.inside', {}],
    ['tricky:onlyEnglish', { who: { first: 'Ana' } }],
    ['tricky:absent.key', {}],
    ['absent.key', {}],
    ['common:loading', { lng: 'es' }],
    ['loading', { lng: 'es' }],
    ['tricky:absent', { defaultValue: 'Default {{name}}', name: 'Ana' }],
  ] as const)('%s with %j reads as i18next does, in English and Spanish', (key, callOptions) => {
    const { reference, compact } = both();
    for (const locale of LOCALES) {
      void reference.changeLanguage(locale);
      void compact.changeLanguage(locale);
      expect(compact.t(key, { ...callOptions })).toBe(reference.t(key, { ...callOptions }));
    }
  });

  it('a clone shares what is added later but keeps its own language', () => {
    const { compact } = both();
    const clone = compact.cloneInstance();
    const changes: unknown[] = [];
    clone.on('languageChanged', (language) => changes.push(language));
    void clone.changeLanguage('es');
    expect(compact.language).toBe('en');
    expect(clone.t('common:loading')).toBe(commonMessages.es.loading);
    expect(compact.t('common:loading')).toBe(commonMessages.en.loading);
    compact.addResourceBundle('es', 'late', { hello: 'Hola' }, true, true);
    expect(clone.hasResourceBundle('es', 'late')).toBe(true);
    expect(clone.t('late:hello')).toBe('Hola');
    void clone.changeLanguage('es');
    expect(changes).toEqual(['es']);
  });

  it('addResourceBundle deep-merges, overwriting only when asked, as i18next does', () => {
    const { reference, compact } = both();
    for (const instance of [reference, compact] as const) {
      instance.addResourceBundle('en', 'merged', { a: { b: 'one', c: 'two' } }, true, true);
      instance.addResourceBundle('en', 'merged', { a: { b: 'kept' } }, true, false);
      instance.addResourceBundle('en', 'merged', { a: { c: 'replaced' } }, true, true);
    }
    expect(compact.getResourceBundle('en', 'merged')).toEqual(reference.getResourceBundle('en', 'merged'));
    expect(compact.t('merged:a.c')).toBe('replaced');
  });
});
