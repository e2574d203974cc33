/** @jest-environment ./jest.jsdom-environment.js */
import { createI18n } from '../i18n/createI18n';
import { createHaloStore, type HaloStore } from '../store/createHaloStore';
import { createRouter, type Router } from './createRouter';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// A root of its own for each test, as the host's bootstrap makes the page's: a store and its router.
let store: HaloStore;
let router: Router;
beforeEach(() => {
  window.history.replaceState(null, '', '/');
  store = createHaloStore({ i18n: createI18n() });
  router = createRouter(store);
});

describe('navigate', () => {
  it('pushes a history entry and records the path in the store', async () => {
    const before = window.history.length;
    await expect(router.navigate('/dashboard')).resolves.toBe(true);
    expect(window.location.pathname).toBe('/dashboard');
    expect(window.history.length).toBe(before + 1);
    expect(store.getState()).toMatchObject({ path: '/dashboard', history: ['/', '/dashboard'] });
  });

  it('replaces the entry with { replace: true }', async () => {
    const before = window.history.length;
    await router.navigate('/transactions?page=2', { replace: true });
    expect(window.location.pathname + window.location.search).toBe('/transactions?page=2');
    expect(window.history.length).toBe(before);
    expect(store.getState()).toMatchObject({
      path: '/transactions?page=2',
      history: ['/transactions?page=2'],
    });
  });

  it('runs an async guard first and follows its redirect', async () => {
    const guard = jest.fn(async (to: string) => (to === '/dashboard' ? '/login' : undefined));
    router.setGuard(guard);
    await router.navigate('/dashboard');
    expect(guard).toHaveBeenNthCalledWith(1, '/dashboard', '/');
    expect(guard).toHaveBeenNthCalledWith(2, '/login', '/');
    expect(window.location.pathname).toBe('/login');
    expect(store.getState().history).toEqual(['/', '/login']);
  });

  it('commits nothing until the guard resolves', async () => {
    let release: (value: undefined) => void = () => undefined;
    router.setGuard(() => new Promise((resolve) => (release = resolve)));
    const pending = router.navigate('/profile');
    await Promise.resolve();
    expect(window.location.pathname).toBe('/');
    release(undefined);
    await pending;
    expect(window.location.pathname).toBe('/profile');
  });

  it('lets the newest navigation win when an older guard resolves late', async () => {
    const releases: Array<() => void> = [];
    router.setGuard(() => new Promise<undefined>((resolve) => releases.push(() => resolve(undefined))));
    const first = router.navigate('/transactions');
    const second = router.navigate('/dashboard');
    releases[1]?.();
    releases[0]?.();
    await expect(second).resolves.toBe(true);
    await expect(first).resolves.toBe(false);
    expect(store.getState().path).toBe('/dashboard');
  });

  it('stops a redirect loop instead of hanging, and reports it', async () => {
    router.setGuard((to) => (to === '/a' ? '/b' : '/a'));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(router.navigate('/a')).resolves.toBe(false);
    expect(window.location.pathname).toBe('/');
    consoleError.mockRestore();
  });
});

describe('start', () => {
  it('resolves the first location through the guard, replacing it on a redirect', async () => {
    window.history.replaceState(null, '', '/dashboard');
    router.setGuard((to) => (to === '/dashboard' ? '/login' : undefined));
    const stop = router.start();
    await settle();
    expect(window.location.pathname).toBe('/login');
    expect(store.getState().path).toBe('/login');
    stop();
  });

  it('follows back/forward while started, and not after stop()', async () => {
    window.history.replaceState(null, '', '/');
    const stop = router.start();
    await settle();
    window.history.pushState(null, '', '/transactions');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(store.getState().path).toBe('/transactions');

    stop();
    window.history.pushState(null, '', '/profile');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(store.getState().path).toBe('/transactions');
  });

  it('redirects a back/forward the guard refuses, replacing the entry', async () => {
    window.history.replaceState(null, '', '/');
    const stop = router.start();
    await settle();
    router.setGuard((to) => (to === '/dashboard' ? '/login' : undefined));
    window.history.pushState(null, '', '/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(window.location.pathname).toBe('/login');
    expect(store.getState().path).toBe('/login');
    stop();
  });
});

describe('two routers on one page', () => {
  it('share nothing: each records its navigations in its own store and runs its own guard', async () => {
    const other = createHaloStore({ i18n: createI18n() });
    const otherRouter = createRouter(other);
    const guard = jest.fn(() => undefined);
    router.setGuard(guard);

    await otherRouter.navigate('/transactions');
    expect(guard).not.toHaveBeenCalled();
    expect(otherRouter.guard()).toBeNull();
    expect(other.getState().history).toEqual(['/', '/transactions']);
    expect(store.getState().history).toEqual(['/']);

    await router.navigate('/dashboard');
    expect(guard).toHaveBeenCalledWith('/dashboard', '/');
    expect(store.getState().path).toBe('/dashboard');
    expect(other.getState().path).toBe('/transactions');
  });
});
