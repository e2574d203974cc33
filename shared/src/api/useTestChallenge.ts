import { useStore } from 'zustand';
import { useTranslation } from '../i18n/reactBinding';
import type { TestChallenge } from './testChallenge';
import { TEST_CHALLENGE_NAMESPACE, testChallengeMessages } from './testChallengeMessages';

/**
 * The thin React layer over a `TestChallenge`: the props of `@halo/ui`'s `TestAuthenticationDialog`
 * (open, its words in the reader's language, the three ways it ends), so every place shows the same
 * dialog with the same words: `<TestAuthenticationDialog {...useTestChallenge(challenge)} />`.
 */
export function useTestChallenge(challenge: TestChallenge) {
  const { i18n } = useTranslation();
  // The words come with the challenge, into the instance the tree reads (a `<halo-give>` element has its own).
  if (!i18n.hasResourceBundle('en', TEST_CHALLENGE_NAMESPACE)) {
    for (const language of ['en', 'es'] as const)
      i18n.addResourceBundle(language, TEST_CHALLENGE_NAMESPACE, testChallengeMessages[language], true, true);
  }
  const { t } = useTranslation(TEST_CHALLENGE_NAMESPACE);
  const state = useStore(challenge);
  return {
    open: state.open,
    words: {
      title: t('title'),
      text: t(state.open && state.subject === 'card' ? 'text.card' : 'text.gift'),
      complete: t('complete'),
      fail: t('fail'),
    },
    onComplete: () => challenge.answer('completed'),
    onFail: () => challenge.answer('failed'),
    onClose: () => challenge.answer('closed'),
  };
}
