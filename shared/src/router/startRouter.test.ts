/** @jest-environment ./jest.jsdom-environment.js */
import { haloStore } from '../store/haloStore';
import { setNavigationGuard } from './navigationGuard';
import { startRouter } from './startRouter';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startRouter', () => {
  beforeEach(() => {
    setNavigationGuard(null);
    haloStore.setState({ path: '/', history: ['/'] });
  });

  it('resolves the first location through the guard, replacing it on a redirect', async () => {
    window.history.replaceState(null, '', '/dashboard');
    setNavigationGuard((to) => (to === '/dashboard' ? '/login' : undefined));
    const stop = startRouter();
    await settle();
    expect(window.location.pathname).toBe('/login');
    expect(haloStore.getState().path).toBe('/login');
    stop();
  });

  it('follows back/forward while started, and not after stop()', async () => {
    window.history.replaceState(null, '', '/');
    const stop = startRouter();
    await settle();
    window.history.pushState(null, '', '/transactions');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(haloStore.getState().path).toBe('/transactions');

    stop();
    window.history.pushState(null, '', '/profile');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(haloStore.getState().path).toBe('/transactions');
  });

  it('redirects a back/forward the guard refuses, replacing the entry', async () => {
    window.history.replaceState(null, '', '/');
    const stop = startRouter();
    await settle();
    setNavigationGuard((to) => (to === '/dashboard' ? '/login' : undefined));
    window.history.pushState(null, '', '/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle();
    expect(window.location.pathname).toBe('/login');
    expect(haloStore.getState().path).toBe('/login');
    stop();
  });
});
