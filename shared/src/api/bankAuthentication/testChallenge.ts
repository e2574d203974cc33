// The sandbox's test challenge, the stand-in for a bank's 3-D Secure page (Stripe's test cards such
// as 4000002500003155 and 4000002760003184 ask for it): whether it is open, what the bank asks the
// donor to confirm, and how it ended. Written once for every place a donor may be asked — the giving
// form's Give Now, the manage link's "Change card", the "Confirm your gift" page — in plain
// TypeScript, tested without React; `useTestChallenge` is the thin layer that shows it.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AuthenticationOutcome } from './authenticating';

/** What the bank asks the donor to confirm: a gift being given, or a card being saved. */
export type TestChallengeSubject = 'gift' | 'card';

/**
 * How the donor ended it: one of the two answers, or closed without one (Escape, the backdrop). What
 * closing means is the asker's to say; for a card or a gift being sent it is a failed authentication.
 */
export type TestChallengeAnswer = 'completed' | 'failed' | 'closed';

export type TestChallengeState = { open: false } | { open: true; subject: TestChallengeSubject };

export interface TestChallenge extends Pick<
  StoreApi<TestChallengeState>,
  'getState' | 'getInitialState' | 'subscribe'
> {
  /** Opens the challenge and resolves with the donor's answer once it is closed. */
  ask(subject: TestChallengeSubject): Promise<TestChallengeAnswer>;
  /** The donor's answer: the challenge closes and the pending `ask` resolves. */
  answer(answer: TestChallengeAnswer): void;
  /** The asker is gone (the dialog or the form closed): a pending challenge ends as closed. */
  cancel(): void;
}

export interface TestChallengeOptions {
  /**
   * Runs once the challenge is closed and its dialog has given the focus back to where it was, for
   * when that place cannot take it (the button that sent the card waits, disabled, while the answer
   * is on its way): the asker puts the focus where the donor goes on.
   */
  afterClose?: () => void;
}

export function createTestChallenge({ afterClose }: TestChallengeOptions = {}): TestChallenge {
  const store = createStore<TestChallengeState>(() => ({ open: false }));
  let pending: ((answer: TestChallengeAnswer) => void) | null = null;

  const end = (answer: TestChallengeAnswer) => {
    const resolve = pending;
    pending = null;
    store.setState({ open: false }, true);
    resolve?.(answer);
  };

  return {
    getState: store.getState,
    getInitialState: store.getInitialState,
    subscribe: store.subscribe,
    ask(subject) {
      // One bank asks at a time; an earlier question nobody answered is over.
      if (pending) end('closed');
      return new Promise((resolve) => {
        pending = resolve;
        store.setState({ open: true, subject }, true);
      });
    },
    answer(answer) {
      if (!pending) return;
      end(answer);
      // After the dialog's own clean-up, which returns the focus to where it was.
      if (afterClose) setTimeout(afterClose, 0);
    },
    cancel() {
      if (pending) end('closed');
    },
  };
}

/** A card or gift being sent: only "Complete authentication" lets it go through. */
export function authenticationOutcome(answer: TestChallengeAnswer): AuthenticationOutcome {
  return answer === 'completed' ? { passed: true } : { passed: false, message: null };
}
