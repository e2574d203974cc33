/** @jest-environment ./jest.jsdom-environment.js */
import { act, render, screen } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import { Component, Suspense, type ReactNode } from 'react';
import type { Catalogue } from './catalogues';
import { forgetCatalogueFailures, hasLanguage, loadCatalogues, loadLanguage } from './catalogueLoading';
import { I18nextProvider, useCatalogues, useTranslation } from './reactBinding';

function instance(): I18n {
  const i18n = createInstance();
  void i18n.init({ initAsync: false, lng: 'en', fallbackLng: 'en', resources: {} });
  return i18n;
}

/** A catalogue whose Spanish chunk counts its downloads and can be held back until released. */
function catalogue<T extends object>(namespace: string, en: T, es: T) {
  const fetchSpanish = jest.fn(() => Promise.resolve(es));
  const made: Catalogue<T> = { namespace, en, es: fetchSpanish };
  return Object.assign(made, { fetchSpanish });
}

describe('loadCatalogues', () => {
  it('puts a catalogue into its namespace in English, merging catalogues of one namespace', () => {
    const greetings = catalogue('screen', { hello: 'Hello' }, { hello: 'Hola' });
    const farewells = catalogue('screen', { bye: 'Bye' }, { bye: 'Adiós' });
    const i18n = instance();
    loadCatalogues(i18n, greetings, farewells);
    expect(i18n.getResourceBundle('en', 'screen')).toEqual({ hello: 'Hello', bye: 'Bye' });
    expect(i18n.hasResourceBundle('es', 'screen')).toBe(false);
  });

  it('adds a catalogue to a resource store once, however often a screen asks for it', () => {
    const greetings = catalogue('screen', { hello: 'Hello' }, { hello: 'Hola' });
    const farewells = catalogue('screen', { bye: 'Bye' }, { bye: 'Adiós' });
    const i18n = instance();
    const added = jest.fn();
    i18n.store.on('added', added);
    loadCatalogues(i18n, greetings);
    loadCatalogues(i18n, greetings, farewells);
    loadCatalogues(i18n, farewells);
    expect(added.mock.calls.map(([language]: unknown[]) => language)).toEqual(['en', 'en']);
  });

  it('keeps instances apart: loading into one leaves another as it was', () => {
    const greetings = catalogue('screen', { hello: 'Hello' }, { hello: 'Hola' });
    const first = instance();
    const second = instance();
    loadCatalogues(first, greetings);
    expect(second.hasResourceBundle('en', 'screen')).toBe(false);
    loadCatalogues(second, greetings);
    expect(second.t('screen:hello')).toBe('Hello');
  });
});

describe('loadLanguage', () => {
  it('never fetches Spanish for a page that stays in English', async () => {
    const greetings = catalogue('screen', { hello: 'Hello' }, { hello: 'Hola' });
    const i18n = instance();
    await loadLanguage(i18n, 'en', greetings);
    expect(hasLanguage(i18n, 'en')).toBe(true);
    expect(greetings.fetchSpanish).not.toHaveBeenCalled();
    expect(i18n.hasResourceBundle('es', 'screen')).toBe(false);
  });

  it('fetches a catalogue’s Spanish when Spanish is asked for, once, however often and by however many instances', async () => {
    const greetings = catalogue('screen', { hello: 'Hello' }, { hello: 'Hola' });
    const farewells = catalogue('screen', { bye: 'Bye' }, { bye: 'Adiós' });
    const page = instance();
    loadCatalogues(page, greetings, farewells);
    expect(hasLanguage(page, 'es')).toBe(false);
    await Promise.all([loadLanguage(page, 'es'), loadLanguage(page, 'es')]);
    expect(hasLanguage(page, 'es')).toBe(true);
    expect(page.getResourceBundle('es', 'screen')).toEqual({ hello: 'Hola', bye: 'Adiós' });
    await loadLanguage(page, 'es');
    // Another root on the page (an element) takes the strings already fetched, without waiting.
    const element = instance();
    loadCatalogues(element, greetings);
    expect(hasLanguage(element, 'es')).toBe(true);
    expect(greetings.fetchSpanish).toHaveBeenCalledTimes(1);
    expect(farewells.fetchSpanish).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed download', async () => {
    const greetings = catalogue('screen', { hello: 'Hello' }, { hello: 'Hola' });
    greetings.fetchSpanish.mockRejectedValueOnce(new Error('Loading chunk failed'));
    const i18n = instance();
    await expect(loadLanguage(i18n, 'es', greetings)).rejects.toThrow('Loading chunk failed');
    expect(hasLanguage(i18n, 'es')).toBe(false);
    await loadLanguage(i18n, 'es');
    expect(i18n.t('screen:hello', { lng: 'es' })).toBe('Hola');
    expect(greetings.fetchSpanish).toHaveBeenCalledTimes(2);
  });
});

describe('useCatalogues', () => {
  const greetings = catalogue('screen', { hello: 'Hello' }, { hello: 'Hola' });
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
    expect(i18n.getResourceBundle('en', 'screen')).toEqual({ hello: 'Hello' });
  });

  it('on a page already in Spanish, shows the loading state until the Spanish is in: never the key or English', async () => {
    const later = catalogue('later', { hello: 'Hello' }, { hello: 'Hola' });
    let release!: () => void;
    later.fetchSpanish.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve({ hello: 'Hola' }))),
    );
    function Later() {
      useCatalogues(later);
      const { t } = useTranslation('later');
      return <p>{t('hello')}</p>;
    }
    const i18n = instance();
    await i18n.changeLanguage('es');
    // Awaited, as a suspending render must be in a test (React retries it within the act).
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={<p>…</p>}>
            <Later />
          </Suspense>
        </I18nextProvider>,
      );
    });
    expect(screen.getByText('…')).toBeTruthy();
    expect(screen.queryByText('Hello')).toBeNull();
    expect(screen.queryByText('hello')).toBeNull();
    await act(async () => {
      release();
      await loadLanguage(i18n, 'es');
    });
    expect(await screen.findByText('Hola')).toBeTruthy();
    expect(later.fetchSpanish).toHaveBeenCalledTimes(1);
  });
  it('when its Spanish cannot be downloaded, shows the failure once instead of asking again without end, and asks again on retry', async () => {
    const later = catalogue('later', { hello: 'Hello' }, { hello: 'Hola' });
    later.fetchSpanish.mockImplementation(() => Promise.reject(new Error('connection failed')));
    function Later() {
      useCatalogues(later);
      const { t } = useTranslation('later');
      return <p>{t('hello')}</p>;
    }
    const i18n = instance();
    /** As a screen's error boundary: says what failed and, on retry, asks for the strings again. */
    class Failure extends Component<{ children: ReactNode }, { error: Error | null }> {
      state = { error: null as Error | null };
      static getDerivedStateFromError(error: Error) {
        return { error };
      }
      render() {
        if (!this.state.error) return this.props.children;
        return (
          <button
            type="button"
            onClick={() => {
              forgetCatalogueFailures(i18n);
              this.setState({ error: null });
            }}
          >
            {this.state.error.message}
          </button>
        );
      }
    }
    await i18n.changeLanguage('es');
    // React reports the error a boundary caught; the boundary's text is what this test reads.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        render(
          <I18nextProvider i18n={i18n}>
            <Failure>
              <Suspense fallback={<p>…</p>}>
                <Later />
              </Suspense>
            </Failure>
          </I18nextProvider>,
        );
      });
      const retry = await screen.findByRole('button', { name: 'connection failed' });
      // Still one download after React's own retries of the suspended render.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(later.fetchSpanish).toHaveBeenCalledTimes(1);

      later.fetchSpanish.mockImplementation(() => Promise.resolve({ hello: 'Hola' }));
      await act(async () => retry.click());
      expect(await screen.findByText('Hola')).toBeTruthy();
      expect(later.fetchSpanish).toHaveBeenCalledTimes(2);
    } finally {
      reported.mockRestore();
    }
  });
});
