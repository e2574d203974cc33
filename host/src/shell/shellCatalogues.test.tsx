/** @jest-environment ./jest.jsdom-environment.js */
// The shell names the host's catalogue and loads it before its first render; importing the messages
// file loads nothing.
import { screen } from '@testing-library/react';
import { render } from '@halo/testkit/runtime/testApiClient';
import { withTestPage } from '@halo/testkit/runtime/testPage';
import { createI18n, I18nextProvider } from 'halo_shared/i18n';
import { createInstance } from 'i18next';
import { hostMessages } from '../hostMessages';
import { createGuardStatus } from '../navigation/guardStatus';
import type { ScreenRegistry } from './screens';
import { Shell } from './Shell';

// The page's store and router, as the host's bootstrap provides them; the translator is the test's own.
withTestPage();

it('importing the host’s catalogue leaves a page translator made after it as it starts', () => {
  expect(hostMessages.namespace).toBe('host');
  const pageI18n = createI18n();
  expect(Object.keys(pageI18n.store.data.en ?? {}).sort()).toEqual(['common', 'validation']);
});

it('the shell loads the host’s strings before its first render, in English only on an English page', () => {
  const instance = createInstance();
  void instance.init({ initAsync: false, lng: 'en', fallbackLng: 'en', resources: {} });
  // The guard has approved nothing yet: the shell draws its frame around a loading state.
  render(
    <I18nextProvider i18n={instance}>
      <Shell registry={{} as ScreenRegistry} guardStatus={createGuardStatus()} onError={jest.fn()} />
    </I18nextProvider>,
  );
  expect(screen.getByText(hostMessages.en.shell.skipToContent)).toBeTruthy();
  expect(Object.keys(instance.store.data.en ?? {})).toEqual(['host']);
  expect(Object.keys(instance.store.data.es ?? {})).toEqual([]);
});
