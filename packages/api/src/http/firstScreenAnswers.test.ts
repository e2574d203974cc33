import { browserLocale } from './firstScreenAnswers';

describe('browserLocale', () => {
  it('is the first supported language of Accept-Language, by weight then by order', () => {
    expect(browserLocale('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(browserLocale('fr;q=0.3, es-MX, en;q=0.8')).toBe('es');
    expect(browserLocale('en;q=0.5, es;q=0.6')).toBe('es');
    expect(browserLocale('de, fr-CA;q=0.9, en-GB;q=0.8, es;q=0.7')).toBe('en');
  });

  it('is English without a supported language, and never one weighted zero', () => {
    expect(browserLocale(undefined)).toBe('en');
    expect(browserLocale('')).toBe('en');
    expect(browserLocale('de, fr')).toBe('en');
    expect(browserLocale('es;q=0, de')).toBe('en');
  });
});
