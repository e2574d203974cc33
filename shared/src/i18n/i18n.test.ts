import type { i18n as I18n } from 'i18next';
import { createI18n } from './createI18n';
import { loadCatalogues, loadLanguage } from './catalogueLoading';
import { missingKeys } from './missingKeys';
import { commonMessages } from './commonMessages';

describe('a page translator', () => {
  // Made for each test as the host's bootstrap makes the page's.
  let i18n: I18n;
  beforeEach(() => {
    i18n = createI18n();
  });

  it('has every en key in es, for every namespace', async () => {
    await loadLanguage(i18n, 'es');
    const namespaces = Object.keys(i18n.store.data.en ?? {});
    expect(namespaces).toEqual(expect.arrayContaining(['common', 'validation']));
    for (const ns of namespaces) {
      expect({
        ns,
        missing: missingKeys(i18n.getResourceBundle('en', ns), i18n.getResourceBundle('es', ns)),
      }).toEqual({
        ns,
        missing: [],
      });
    }
  });

  it('holds the docs/PRODUCT.md §8 texts word for word', () => {
    expect(i18n.t('common:flash.serverUnreachable')).toBe(
      "There's a problem when trying to reach the server, please refresh your page and try again.",
    );
    expect(i18n.t('common:messages.loginRequired')).toBe('Please Log In to view this page');
    expect(i18n.t('common:flash.copied')).toBe('Copied!');
  });

  it('translates every interface string into real Spanish (not English copies)', async () => {
    const flatten = (value: unknown, prefix = ''): [string, string][] =>
      typeof value === 'string'
        ? [[prefix, value]]
        : Object.entries(value as object).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
    const es = new Map(flatten(await commonMessages.es()));
    // The product name is a brand and stays as it is.
    const sameOnPurpose = new Set(['productName', 'pageTitle']);
    for (const [key, text] of flatten(commonMessages.en)) {
      if (!sameOnPurpose.has(key)) expect({ key, es: es.get(key) }).not.toEqual({ key, es: text });
    }
  });

  it('finds the domain validation messages by their key from any namespace, with docs/PRODUCT.md §5 wording', async () => {
    expect(i18n.t('validation.required')).toBe('This is a required field');
    expect(i18n.t('validation.maxLength', { max: 50, ns: 'portal' })).toBe(
      'This must be at most 50 characters',
    );
    await loadLanguage(i18n, 'es');
    expect(i18n.t('validation.required', { lng: 'es' })).toBe('Este campo es obligatorio');
  });

  it('switches language and interpolates', async () => {
    await loadLanguage(i18n, 'es');
    await i18n.changeLanguage('es');
    expect(i18n.t('common:flash.copied')).toBe('¡Copiado!');
    expect(i18n.t('common:pageTitle', { title: 'Perfil' })).toBe('Perfil | Halo Donor');
  });

  it('adds a namespace and merges into it later', async () => {
    loadCatalogues(i18n, {
      namespace: 'sample',
      en: { a: 'Hello' },
      es: () => Promise.resolve({ a: 'Hola' }),
    });
    loadCatalogues(i18n, {
      namespace: 'sample',
      en: { b: 'Bye' },
      es: () => Promise.resolve({ b: 'Adiós' }),
    });
    await loadLanguage(i18n, 'es');
    expect(i18n.t('sample:a')).toBe('Hello');
    expect(i18n.t('sample:b', { lng: 'es' })).toBe('Adiós');
  });
});

describe('missingKeys', () => {
  it('lists nested keys the candidate lacks, and keys whose type differs', () => {
    expect(missingKeys({ a: 'x', b: { c: 'y', d: 'z' } }, { a: 'x', b: { c: 'y' } })).toEqual(['b.d']);
    expect(missingKeys({ a: { b: 'x' } }, { a: 'x' })).toEqual(['a.b']);
    expect(missingKeys({ a: 'x' }, { a: 'x', extra: 'y' })).toEqual([]);
  });
});
