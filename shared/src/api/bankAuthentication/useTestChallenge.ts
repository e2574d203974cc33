import { useStore } from 'zustand';
import { useCatalogues, useTranslation } from '../../i18n/reactBinding';
import type { TestChallenge } from './testChallenge';
import { TEST_CHALLENGE_NAMESPACE, testChallengeMessages } from './testChallengeMessages';

/**
 * The thin React layer over a `TestChallenge`: the props of `@halo/ui`'s `TestAuthenticationDialog`
 * (open, its words in the reader's language, the three ways it ends), so every place shows the same
 * dialog with the same words: `<TestAuthenticationDialog {...useTestChallenge(challenge)} />`.
 */
export function useTestChallenge(challenge: TestChallenge) {
  // The words come with the challenge, into the instance the tree reads (a `<halo-give>` element has its own).
  useCatalogues(testChallengeMessages);
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
