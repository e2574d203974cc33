/** @jest-environment ./jest.jsdom-environment.js */
// Two composition roots on one page — the host's and a `<halo-give>` element's, say — each with the
// translator, store and router it made: nothing one does shows in the other.
import { act, render, screen } from '@testing-library/react';
import { createTestPage, TestPageProviders, type TestPage } from '@halo/testkit/runtime/testPage';
import { createI18n, loadLanguage, useTranslation } from './i18n';
import { createRouter, useLocationPath } from './router';
import { createHaloStore, useHalo } from './store';

function RootState({ name }: { name: string }) {
  const { t } = useTranslation('common');
  const locale = useHalo((state) => state.locale);
  const church = useHalo((state) => state.organization?.prefixedId ?? 'none');
  const path = useLocationPath();
  return <output aria-label={name}>{[t('flash.copied'), locale, church, path].join(' ')}</output>;
}

/** A root as an element makes one: its language in memory only, never the page's storage. */
function elementRoot(): TestPage {
  const i18n = createI18n('es');
  const store = createHaloStore({ embedded: true, locale: 'es', i18n });
  return { i18n, store, router: createRouter(store) };
}

const shown = (name: string) => screen.getByRole('status', { name }).textContent;

describe('two roots on one page', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('share no translator, store or router', async () => {
    const page = createTestPage();
    const element = elementRoot();
    // An element shows its form once its Spanish is in (the giving form waits for it).
    await loadLanguage(element.i18n, 'es');
    render(
      <>
        <TestPageProviders page={page}>
          <RootState name="page" />
        </TestPageProviders>
        <TestPageProviders page={element}>
          <RootState name="element" />
        </TestPageProviders>
      </>,
    );
    expect(shown('page')).toBe('Copied! en none /');
    expect(shown('element')).toBe('¡Copiado! es none /');

    await act(() => page.store.getState().setLocale('es'));
    await act(() => element.store.getState().setLocale('en'));
    expect(shown('page')).toBe('¡Copiado! es none /');
    expect(shown('element')).toBe('Copied! en none /');
    // Only the page's root writes the page's language.
    expect(localStorage.getItem('user-locale')).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    act(() => element.store.getState().setOrganization({ prefixedId: 'org_element' } as never));
    const guard = jest.fn(() => undefined);
    page.router.setGuard(guard);
    await act(() => element.router.navigate('/elsewhere'));
    expect(guard).not.toHaveBeenCalled();
    expect(shown('page')).toBe('¡Copiado! es none /');
    expect(shown('element')).toBe('Copied! en org_element /elsewhere');
    expect(page.store.getState().history).toEqual(['/']);
  });
});
