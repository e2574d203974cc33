// Module `halo_shared/api/bankAuthentication`: wherever a donor enters a card or gives (the giving
// form's card step, the manage link's "Change card", the "Confirm your gift" page), the bank's
// authentication around the calls and the sandbox's labelled test challenge it opens. Loaded with
// those screens, never on a first screen (the shared build keeps this folder out of its core chunk).
export { authenticating, type AuthenticationOutcome, type BankAuthentication } from './authenticating';
export {
  authenticationOutcome,
  createTestChallenge,
  type TestChallenge,
  type TestChallengeAnswer,
  type TestChallengeSubject,
} from './testChallenge';
export { useTestChallenge } from './useTestChallenge';
// For a screen whose dialog opens the challenge later: naming its words with the screen's own has a
// Spanish page fetch them with the rest, so the dialog never waits for them when it opens.
export { testChallengeMessages } from './testChallengeMessages';
