import type { Catalogue } from '../../i18n/catalogues';

// Namespace `test-challenge`: the words of the sandbox's test challenge, one set wherever a bank asks
// (the giving form, the manage link's "Change card", the "Confirm your gift" page). The Spanish says
// usted, as docs/PRODUCT.md §5's messages and the donor's pages do. Loaded into the page's (or the element's)
// i18next instance by `useTestChallenge`, so they come with the challenge.
export const TEST_CHALLENGE_NAMESPACE = 'test-challenge';

const en = {
  title: 'Test authentication — no bank is contacted',
  text: {
    gift: 'This church gives in test mode: no bank is asked and no money moves. Your bank would now ask you to confirm this gift. Choose how this test authentication ends.',
    card: 'This church gives in test mode: no bank is asked and no money moves. Your bank would now ask you to confirm this card. Choose how this test authentication ends.',
  },
  complete: 'Complete authentication',
  fail: 'Fail authentication',
};

export const testChallengeMessages: Catalogue<TestChallengeMessagesText> = {
  namespace: TEST_CHALLENGE_NAMESPACE,
  en,
  es: () =>
    import(/* webpackChunkName: "shared-es" */ './testChallengeMessages.es').then((module) => module.es),
};

export type TestChallengeMessagesText = typeof en;
