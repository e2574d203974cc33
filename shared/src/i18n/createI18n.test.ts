import { createI18n } from './createI18n';
import { loadCatalogues } from './reactBinding';

describe('createI18n', () => {
  it('starts in the locale asked for, with the common and validation strings', () => {
    const spanish = createI18n('es');
    expect(spanish.language).toBe('es');
    expect(spanish.t('common:flash.copied')).toBe('¡Copiado!');
    expect(createI18n().t('validation.required')).toBe(createI18n('en').t('validation:validation.required'));
  });

  it('makes instances that share neither a language nor the catalogues loaded into them', async () => {
    const first = createI18n('en');
    const second = createI18n('en');
    await first.changeLanguage('es');
    loadCatalogues(first, { namespace: 'giving', en: { give: 'Give' }, es: { give: 'Dar' } });

    expect(second.language).toBe('en');
    expect(first.t('giving:give')).toBe('Dar');
    expect(second.hasResourceBundle('en', 'giving')).toBe(false);
  });
});
