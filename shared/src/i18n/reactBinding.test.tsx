/** @jest-environment ./jest.jsdom-environment.js */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider, Trans, useTranslation } from './reactBinding';
import { createInstance, type i18n as I18n } from 'i18next';

function instance(): I18n {
  const i18n = createInstance();
  void i18n.init({
    initAsync: false,
    interpolation: { escapeValue: false },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'screen',
    resources: {
      en: { screen: { hello: 'Hello {{name}}', link: 'Go to the <0>giving page</0> now.', seen: 'seen' } },
      es: {
        screen: { hello: 'Hola {{name}}', link: 'Ve a la <0>página de donaciones</0> ya.', seen: 'visto' },
      },
    },
  });
  return i18n;
}

const seenTs = new Set<unknown>();

function Greeting() {
  const { t } = useTranslation('screen');
  seenTs.add(t);
  return <p>{t('hello', { name: 'Ana' })}</p>;
}

it('useTranslation renders again, with a new t, when the language changes', () => {
  const i18n = instance();
  render(
    <I18nextProvider i18n={i18n}>
      <Greeting />
    </I18nextProvider>,
  );
  expect(screen.getByText('Hello Ana')).toBeTruthy();
  act(() => void i18n.changeLanguage('es'));
  expect(screen.getByText('Hola Ana')).toBeTruthy();
  expect(seenTs.size).toBe(2);
});

it('an unmounted component stops listening', () => {
  const i18n = instance();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Greeting />
    </I18nextProvider>,
  );
  view.unmount();
  const listening = jest.spyOn(console, 'error');
  act(() => void i18n.changeLanguage('es'));
  expect(listening).not.toHaveBeenCalled();
  listening.mockRestore();
});

it('Trans wraps the numbered part of a message in the given component', () => {
  const i18n = instance();
  function Line() {
    const { t } = useTranslation('screen');
    return (
      <p data-testid="line">
        <Trans t={t} i18nKey="link" components={[<a key="give" href="/" />]} />
      </p>
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Line />
    </I18nextProvider>,
  );
  expect(screen.getByTestId('line').innerHTML).toBe('Go to the <a href="/">giving page</a> now.');
  act(() => void i18n.changeLanguage('es'));
  expect(screen.getByRole('link').textContent).toBe('página de donaciones');
});

it('without a provider, a component has no instance to translate with (none is taken from elsewhere)', () => {
  // Another root's instance exists on the page; it must not be borrowed.
  render(
    <I18nextProvider i18n={instance()}>
      <Greeting />
    </I18nextProvider>,
  );
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Greeting />)).toThrow(/I18nextProvider/);
  quiet.mockRestore();
});
