import { authenticationOutcome, createTestChallenge } from './testChallenge';

describe('createTestChallenge', () => {
  it('opens for what the bank asks about and resolves with the donor’s answer, then closes', async () => {
    const challenge = createTestChallenge();
    expect(challenge.getState()).toEqual({ open: false });
    const seen: unknown[] = [];
    challenge.subscribe((state) => seen.push(state));
    const asked = challenge.ask('card');
    expect(challenge.getState()).toEqual({ open: true, subject: 'card' });
    challenge.answer('completed');
    await expect(asked).resolves.toBe('completed');
    expect(seen).toEqual([{ open: true, subject: 'card' }, { open: false }]);
  });

  it('takes one answer per question: a second one, or one nobody asked for, changes nothing', async () => {
    const challenge = createTestChallenge();
    challenge.answer('completed');
    expect(challenge.getState()).toEqual({ open: false });
    const asked = challenge.ask('gift');
    challenge.answer('failed');
    challenge.answer('completed');
    await expect(asked).resolves.toBe('failed');
  });

  it('ends an earlier question nobody answered as closed when the bank asks again', async () => {
    const challenge = createTestChallenge();
    const first = challenge.ask('card');
    const second = challenge.ask('gift');
    await expect(first).resolves.toBe('closed');
    expect(challenge.getState()).toEqual({ open: true, subject: 'gift' });
    challenge.answer('completed');
    await expect(second).resolves.toBe('completed');
  });

  it('gives the asker the focus back after the dialog’s own clean-up, once per answer', () => {
    jest.useFakeTimers();
    try {
      const afterClose = jest.fn();
      const challenge = createTestChallenge({ afterClose });
      void challenge.ask('gift');
      challenge.answer('closed');
      expect(afterClose).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(afterClose).toHaveBeenCalledTimes(1);
      challenge.answer('closed');
      jest.runAllTimers();
      expect(afterClose).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('ends a pending challenge as closed when its asker is gone, without moving the focus', async () => {
    jest.useFakeTimers();
    try {
      const afterClose = jest.fn();
      const challenge = createTestChallenge({ afterClose });
      const asked = challenge.ask('card');
      challenge.cancel();
      await expect(asked).resolves.toBe('closed');
      expect(challenge.getState()).toEqual({ open: false });
      jest.runAllTimers();
      expect(afterClose).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('authenticationOutcome', () => {
  it('lets a card or gift through only on "Complete authentication"; failed and closed are alike', () => {
    expect(authenticationOutcome('completed')).toEqual({ passed: true });
    expect(authenticationOutcome('failed')).toEqual({ passed: false, message: null });
    expect(authenticationOutcome('closed')).toEqual({ passed: false, message: null });
  });
});
