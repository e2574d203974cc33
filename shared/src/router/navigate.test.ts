/** @jest-environment ./jest.jsdom-environment.js */
import { haloStore } from '../store/haloStore';
import { navigate } from './navigate';
import { setNavigationGuard } from './navigationGuard';

describe('navigate', () => {
  beforeEach(() => {
    setNavigationGuard(null);
    window.history.replaceState(null, '', '/');
    haloStore.setState({ path: '/', history: ['/'] });
  });

  it('pushes a history entry and records the path in the store', async () => {
    const before = window.history.length;
    await expect(navigate('/dashboard')).resolves.toBe(true);
    expect(window.location.pathname).toBe('/dashboard');
    expect(window.history.length).toBe(before + 1);
    expect(haloStore.getState()).toMatchObject({ path: '/dashboard', history: ['/', '/dashboard'] });
  });

  it('replaces the entry with { replace: true }', async () => {
    const before = window.history.length;
    await navigate('/transactions?page=2', { replace: true });
    expect(window.location.pathname + window.location.search).toBe('/transactions?page=2');
    expect(window.history.length).toBe(before);
    expect(haloStore.getState()).toMatchObject({
      path: '/transactions?page=2',
      history: ['/transactions?page=2'],
    });
  });

  it('runs an async guard first and follows its redirect', async () => {
    const guard = jest.fn(async (to: string) => (to === '/dashboard' ? '/login' : undefined));
    setNavigationGuard(guard);
    await navigate('/dashboard');
    expect(guard).toHaveBeenNthCalledWith(1, '/dashboard', '/');
    expect(guard).toHaveBeenNthCalledWith(2, '/login', '/');
    expect(window.location.pathname).toBe('/login');
    expect(haloStore.getState().history).toEqual(['/', '/login']);
  });

  it('commits nothing until the guard resolves', async () => {
    let release: (value: undefined) => void = () => undefined;
    setNavigationGuard(() => new Promise((resolve) => (release = resolve)));
    const pending = navigate('/profile');
    await Promise.resolve();
    expect(window.location.pathname).toBe('/');
    release(undefined);
    await pending;
    expect(window.location.pathname).toBe('/profile');
  });

  it('lets the newest navigation win when an older guard resolves late', async () => {
    const releases: Array<() => void> = [];
    setNavigationGuard(() => new Promise<undefined>((resolve) => releases.push(() => resolve(undefined))));
    const first = navigate('/transactions');
    const second = navigate('/dashboard');
    releases[1]?.();
    releases[0]?.();
    await expect(second).resolves.toBe(true);
    await expect(first).resolves.toBe(false);
    expect(haloStore.getState().path).toBe('/dashboard');
  });

  it('stops a redirect loop instead of hanging, and reports it', async () => {
    setNavigationGuard((to) => (to === '/a' ? '/b' : '/a'));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(navigate('/a')).resolves.toBe(false);
    expect(window.location.pathname).toBe('/');
    consoleError.mockRestore();
  });
});
