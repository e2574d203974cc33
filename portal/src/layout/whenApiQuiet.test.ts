import { createHaloStore } from 'halo_shared/store';
import { createI18n } from 'halo_shared/i18n';
import { whenApiQuiet } from './whenApiQuiet';

const options = { quietMs: 1000, maxWaitMs: 10_000 };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function track(promise: Promise<void>) {
  const state = { resolved: false };
  void promise.then(() => (state.resolved = true));
  return state;
}

describe('whenApiQuiet', () => {
  it('resolves after the quiet period when no request is in flight', async () => {
    const store = createHaloStore({ i18n: createI18n() });
    const quiet = track(whenApiQuiet(store, options));
    await jest.advanceTimersByTimeAsync(999);
    expect(quiet.resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(quiet.resolved).toBe(true);
  });

  it('waits for requests in flight, and starts over when one begins during the quiet period', async () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().beginRequest();
    const quiet = track(whenApiQuiet(store, options));
    await jest.advanceTimersByTimeAsync(3000);
    expect(quiet.resolved).toBe(false);

    store.getState().endRequest();
    await jest.advanceTimersByTimeAsync(600);
    // The next screen's request after a short gap (its chunk was loading).
    store.getState().beginRequest();
    await jest.advanceTimersByTimeAsync(600);
    store.getState().endRequest();
    await jest.advanceTimersByTimeAsync(999);
    expect(quiet.resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(quiet.resolved).toBe(true);
  });

  it('ignores store changes that are not about requests', async () => {
    const store = createHaloStore({ i18n: createI18n() });
    const quiet = track(whenApiQuiet(store, options));
    await jest.advanceTimersByTimeAsync(900);
    store.setState({ loginNotice: 'Please Log In to view this page' });
    await jest.advanceTimersByTimeAsync(100);
    expect(quiet.resolved).toBe(true);
  });

  it('resolves at the latest after maxWaitMs, and then stops listening to the store', async () => {
    const store = createHaloStore({ i18n: createI18n() });
    store.getState().beginRequest();
    const quiet = track(whenApiQuiet(store, options));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(quiet.resolved).toBe(true);
    store.getState().endRequest();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops watching when aborted, and never resolves', async () => {
    const store = createHaloStore({ i18n: createI18n() });
    const controller = new AbortController();
    const quiet = track(whenApiQuiet(store, { ...options, signal: controller.signal }));
    await jest.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(quiet.resolved).toBe(false);
  });
});
