// `halo-give.js` translates with halo_shared's compact i18next (webpack.config.ts aliases `i18next` to it
// in the embed build). Every string the element can show must read the same through it as through
// i18next itself: each key of each namespace the element uses, in each language, with its
// placeholders, plurals, prefixes and fallbacks.
import { createInstance as createI18next, type i18n as I18next, type InitOptions } from 'i18next';
import { DEFAULT_LOCALE, LOCALES, validationMessages } from '@halo/domain';
import { commonMessages } from 'halo_shared/i18n/commonMessages';
import { createInstance as createCompact, type CompactI18n } from 'halo_shared/i18n/compact/translator';
import { GIVING_NAMESPACE, givingMessagesEn } from '../i18n/givingMessages';
import { givingMessagesEs } from '../i18n/givingMessages.es';

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
  ns: ['common', 'validation', GIVING_NAMESPACE, 'tricky'],
  defaultNS: 'common',
  fallbackNS: 'validation',
  initAsync: false,
  interpolation: { escapeValue: false },
  resources: {
    en: {
      common: commonMessages.en,
      validation: validationMessages.en,
      [GIVING_NAMESPACE]: givingMessagesEn,
      tricky: tricky.en,
    },
    es: {
      common: commonMessages.es,
      validation: validationMessages.es,
      [GIVING_NAMESPACE]: givingMessagesEs,
      tricky: tricky.es,
    },
  },
};

function both(): { reference: I18next; compact: CompactI18n } {
  const reference = createI18next();
  void reference.init(options);
  const compact = createCompact();
  void compact.init(options as never);
  return { reference, compact };
}

/** Every leaf key of a resource, dotted. */
function keysOf(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** A value for each placeholder, so interpolation is compared too. */
const params = {
  amount: '$25.00',
  name: 'Grace Church',
  currency: 'USD',
  min: '$1.00',
  max: '$100,000.00',
  dates: 'Dec 1, Dec 15',
  count: 3,
  email: 'ana@example.org',
  who: { first: 'Ana' },
};

const namespaces: Array<[string, object]> = [
  ['common', commonMessages.en],
  ['validation', validationMessages.en],
  [GIVING_NAMESPACE, givingMessagesEn],
  ['tricky', tricky.en],
];

describe('the compact i18next of halo-give.js', () => {
  it.each(LOCALES.map((locale) => [locale]))(
    'reads every key of every namespace the element uses as i18next does (%s)',
    (locale) => {
      const { reference, compact } = both();
      void reference.changeLanguage(locale);
      void compact.changeLanguage(locale);
      let compared = 0;
      for (const [namespace, resource] of namespaces) {
        for (const key of keysOf(resource)) {
          for (const call of [
            [`${namespace}:${key}`, params],
            [`${namespace}:${key}`, {}],
            [key, { ns: namespace, ...params }],
          ] as const) {
            expect([call[0], compact.t(call[0], call[1])]).toEqual([call[0], reference.t(call[0], call[1])]);
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(300);
    },
  );

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
    ['validation.required', {}],
    ['validation.maxLength', { max: 20 }],
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
