import { createI18n } from './createI18n';
import { loadCatalogues, loadLanguage } from './catalogueLoading';

describe('createI18n', () => {
  it('starts in the locale asked for, with the common and validation strings', async () => {
    const spanish = createI18n('es');
    expect(spanish.language).toBe('es');
    // Its Spanish is being fetched from the start.
    await loadLanguage(spanish, 'es');
    expect(spanish.t('common:flash.copied')).toBe('¡Copiado!');
    expect(createI18n().t('validation.required')).toBe(createI18n('en').t('validation:validation.required'));
  });

  it('makes instances that share neither a language nor the catalogues loaded into them', async () => {
    const first = createI18n('en');
    const second = createI18n('en');
    loadCatalogues(first, {
      namespace: 'giving',
      en: { give: 'Give' },
      es: () => Promise.resolve({ give: 'Dar' }),
    });
    await loadLanguage(first, 'es');
    await first.changeLanguage('es');

    expect(second.language).toBe('en');
    expect(first.t('giving:give')).toBe('Dar');
    expect(second.hasResourceBundle('en', 'giving')).toBe(false);
  });
});
