import { startIdleReset } from './idleReset';

describe('the kiosk’s idle reset', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts over after a minute without activity, and each quiet minute after', () => {
    const target = new EventTarget();
    const onIdle = jest.fn();
    const stop = startIdleReset(target, 60_000, onIdle);
    jest.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(2);
    stop();
  });

  it('waits a whole minute again after each touch, key or keystroke', () => {
    const target = new EventTarget();
    const onIdle = jest.fn();
    const stop = startIdleReset(target, 60_000, onIdle);
    for (const name of ['pointerdown', 'keydown', 'input']) {
      jest.advanceTimersByTime(50_000);
      target.dispatchEvent(new Event(name));
    }
    jest.advanceTimersByTime(59_999);
    expect(onIdle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing once stopped', () => {
    const target = new EventTarget();
    const onIdle = jest.fn();
    startIdleReset(target, 60_000, onIdle)();
    target.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(120_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
