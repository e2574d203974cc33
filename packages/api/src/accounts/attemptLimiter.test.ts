import { createAttemptLimiter } from './attemptLimiter';

describe('createAttemptLimiter', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));

  it('limits after max attempts in the window and recovers when it ends', () => {
    const limiter = createAttemptLimiter({ max: 2, windowMs: 60_000 });
    limiter.hit('a', at(0));
    expect(limiter.retryAfter('a', at(1))).toBeNull();
    limiter.hit('a', at(1));
    expect(limiter.retryAfter('a', at(10))).toBe(50);
    expect(limiter.retryAfter('b', at(10))).toBeNull();
    expect(limiter.retryAfter('a', at(60))).toBeNull();
  });

  it('forgets a key when cleared', () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000 });
    limiter.hit('a', at(0));
    expect(limiter.retryAfter('a', at(0))).toBe(60);
    limiter.clear('a');
    expect(limiter.retryAfter('a', at(0))).toBeNull();
  });
});
