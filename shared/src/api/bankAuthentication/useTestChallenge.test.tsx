/** @jest-environment ./jest.jsdom-environment.js */
import { act, renderHook } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { missingKeys } from '../../i18n/missingKeys';
import { I18nextProvider } from '../../i18n/reactBinding';
import { createTestChallenge } from './testChallenge';
import { testChallengeMessages } from './testChallengeMessages';
import { useTestChallenge } from './useTestChallenge';

/** An element's own i18next instance, as `<halo-give>` has: the words must land in it. */
function elementI18n(): I18n {
  const i18n = createInstance();
  void i18n.init({ initAsync: false, lng: 'en', fallbackLng: 'en', resources: {} });
  return i18n;
}

function shown(i18n: I18n) {
  const challenge = createTestChallenge();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const { result } = renderHook(() => useTestChallenge(challenge), { wrapper });
  return { challenge, result };
}

it('has every English word in Spanish', async () => {
  expect(missingKeys(testChallengeMessages.en, await testChallengeMessages.es())).toEqual([]);
});

it('shows the challenge while it is asked, with the words of what the bank asks about', async () => {
  const { challenge, result } = shown(elementI18n());
  expect(result.current.open).toBe(false);
  let asked!: Promise<unknown>;
  act(() => {
    asked = challenge.ask('card');
  });
  expect(result.current.open).toBe(true);
  expect(result.current.words).toEqual({
    title: 'Test authentication — no bank is contacted',
    text: 'This church gives in test mode: no bank is asked and no money moves. Your bank would now ask you to confirm this card. Choose how this test authentication ends.',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
  });
  act(() => result.current.onComplete());
  await expect(asked).resolves.toBe('completed');
  expect(result.current.open).toBe(false);
});

it('speaks the reader’s language, and each way out answers the question', async () => {
  const i18n = elementI18n();
  const { challenge, result } = shown(i18n);
  await act(() => i18n.changeLanguage('es'));
  const answers: unknown[] = [];
  for (const end of ['onFail', 'onClose'] as const) {
    let asked!: Promise<unknown>;
    act(() => {
      asked = challenge.ask('gift');
    });
    expect(result.current.words.title).toBe('Autenticación de prueba: no se contacta a ningún banco');
    expect(result.current.words.text).toContain('Su banco le pediría ahora confirmar esta donación.');
    act(() => result.current[end]());
    answers.push(await asked);
  }
  expect(answers).toEqual(['failed', 'closed']);
});
