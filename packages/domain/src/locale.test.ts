import { isLocale, localeOf, matchLocale, resolveLocale } from './locale';

describe('locales', () => {
  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES_es', 'es'],
    ['en-GB', 'en'],
    ['fr', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['toString', null],
  ])('matchLocale(%j) is %j', (tag, locale) => {
    expect(matchLocale(tag)).toBe(locale);
  });

  it('resolves the first supported candidate, else en', () => {
    expect(resolveLocale(null, 'fr-FR', 'es-AR', 'en')).toBe('es');
    expect(resolveLocale('de', 'fr')).toBe('en');
    expect(resolveLocale()).toBe('en');
  });

  it('isLocale is exact', () => {
    expect(isLocale('es')).toBe(true);
    expect(isLocale('es-MX')).toBe(false);
    expect(isLocale(1)).toBe(false);
  });

  it.each([
    ['en', 'en'],
    ['es', 'es'],
    ['es-MX', 'en'],
    ['ES', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    [1, 'en'],
  ])('localeOf(%j) is %j: an exact locale, else en', (value, locale) => {
    expect(localeOf(value)).toBe(locale);
  });
});
