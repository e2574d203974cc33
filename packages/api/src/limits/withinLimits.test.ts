import { TooManyRequests } from '../http/errors/TooManyRequests';
import type { AttemptLimit } from './attemptLimit';
import type { LimitCounters } from './limitCounters';
import { assertWithinLimits } from './withinLimits';

// Counters with no window running: each limit's own `waitOf` says how long it waits.
const counters: LimitCounters = {
  hit: async () => ({ count: 1, resetInMs: 0 }),
  hitUnder: async () => null,
  read: async () => new Map(),
  clear: async () => {},
  prune: async () => {},
};

function limitWaiting(seconds: number | null): AttemptLimit {
  return {
    counters,
    retryAfter: async () => seconds,
    take: async () => seconds,
    hit: async () => {},
    clear: async () => {},
    counterKey: (key) => key,
    waitOf: () => seconds,
  };
}

const now = new Date('2026-03-01T12:00:00Z');

describe('assertWithinLimits', () => {
  it('lets the caller through when every limit has room', async () => {
    await expect(
      assertWithinLimits(
        'en',
        [
          [limitWaiting(null), 'a'],
          [limitWaiting(null), 'b'],
        ],
        now,
      ),
    ).resolves.toBeUndefined();
  });

  it('turns the caller away for the longest wait among the limits it is past', async () => {
    const refusal = await assertWithinLimits(
      'es',
      [
        [limitWaiting(30), 'ip'],
        [limitWaiting(null), 'email'],
        [limitWaiting(90), 'ip2'],
      ],
      now,
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyRequests);
    expect((refusal as TooManyRequests).retryAfterSeconds).toBe(90);
    expect((refusal as TooManyRequests).message).toBe(
      'Demasiados intentos. Inténtelo de nuevo en 90 segundos.',
    );
  });
});
