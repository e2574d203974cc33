import { isLocale } from '@halo/domain';
import { guessLocale, resolveInitialLocale } from './locale';

describe('locale rules (docs/PRODUCT.md §1)', () => {
  it('recognises only en and es', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('es')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('guesses from the primary subtag, in browser order, with en as fallback', () => {
    expect(guessLocale(['es-419', 'en-US'])).toBe('es');
    expect(guessLocale(['ES'])).toBe('es');
    expect(guessLocale(['pt-BR'])).toBe('en');
    expect(guessLocale([])).toBe('en');
  });

  it('prefers a stored supported value; an unsupported one falls back to en, not to the browser', () => {
    expect(resolveInitialLocale('es', ['en'])).toBe('es');
    expect(resolveInitialLocale('fr', ['es'])).toBe('en');
    expect(resolveInitialLocale(null, ['es'])).toBe('es');
    expect(resolveInitialLocale('', ['es'])).toBe('es');
  });
});
