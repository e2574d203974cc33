/** @jest-environment ./jest.jsdom-environment.js */
import { render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { Catalogue } from './catalogues';
import { loadCatalogues } from './reactBinding';
import { I18nextProvider, useCatalogues, useTranslation } from './reactBinding';

function instance(): I18n {
  const i18n = createInstance();
  void i18n.init({ initAsync: false, lng: 'en', fallbackLng: 'en', resources: {} });
  return i18n;
}

const greetings: Catalogue = { namespace: 'screen', en: { hello: 'Hello' }, es: { hello: 'Hola' } };
const farewells: Catalogue = { namespace: 'screen', en: { bye: 'Bye' }, es: { bye: 'Adiós' } };

describe('loadCatalogues', () => {
  it('puts a catalogue into its namespace in both languages, merging catalogues of one namespace', () => {
    const i18n = instance();
    loadCatalogues(i18n, greetings, farewells);
    expect(i18n.getResourceBundle('en', 'screen')).toEqual({ hello: 'Hello', bye: 'Bye' });
    expect(i18n.getResourceBundle('es', 'screen')).toEqual({ hello: 'Hola', bye: 'Adiós' });
  });

  it('adds a catalogue to a resource store once, however often a screen asks for it', () => {
    const i18n = instance();
    const added = jest.fn();
    i18n.store.on('added', added);
    loadCatalogues(i18n, greetings);
    loadCatalogues(i18n, greetings, farewells);
    loadCatalogues(i18n, farewells);
    expect(added.mock.calls.map(([language]: unknown[]) => language)).toEqual(['en', 'es', 'en', 'es']);
  });

  it('keeps instances apart: loading into one leaves another as it was', () => {
    const first = instance();
    const second = instance();
    loadCatalogues(first, greetings);
    expect(second.hasResourceBundle('en', 'screen')).toBe(false);
    loadCatalogues(second, greetings);
    expect(second.t('screen:hello')).toBe('Hello');
  });
});

describe('useCatalogues', () => {
  function Greeting() {
    useCatalogues(greetings);
    const { t } = useTranslation('screen');
    return <p>{t('hello')}</p>;
  }

  it('loads into the instance the component translates with, before its first text renders', () => {
    const i18n = instance();
    expect(i18n.hasResourceBundle('en', 'screen')).toBe(false);
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(i18n.getResourceBundle('es', 'screen')).toEqual({ hello: 'Hola' });
  });
});
