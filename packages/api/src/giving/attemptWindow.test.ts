import { createAttemptWindow } from './attemptWindow';

describe('attempt window', () => {
  it('blocks a key after 5 attempts in 10 minutes, and lets it go once they age out', () => {
    let now = 0;
    const window = createAttemptWindow({ limit: 5, windowMs: 600_000, clock: () => now });
    for (let i = 0; i < 4; i += 1) window.record('1.2.3.4');
    expect(window.retryAfterSeconds('1.2.3.4')).toBe(0);
    window.record('1.2.3.4');
    expect(window.retryAfterSeconds('1.2.3.4')).toBe(600);
    expect(window.retryAfterSeconds('5.6.7.8')).toBe(0);
    now = 600_000;
    expect(window.retryAfterSeconds('1.2.3.4')).toBe(0);
  });
});
