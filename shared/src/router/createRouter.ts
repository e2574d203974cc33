import { reportError } from '../errorReporting/reportError';
import type { HaloStore } from '../store/createHaloStore';
import { currentLocationPath } from '../store/navigationSlice';

/**
 * Decides whether a navigation may go ahead: return nothing to allow it, or a path to go to instead
 * (docs/PRODUCT.md §4: the host's guard loads the organization and the user and redirects guests or users).
 */
export type NavigationGuard = (
  to: string,
  from: string,
) => string | null | undefined | void | Promise<string | null | undefined | void>;

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

/** One page's router: the address bar and the `path`/`history` of the store it was made with. */
export interface Router {
  /**
   * Client-side navigation: runs the navigation guard (possibly async), then updates the address bar,
   * the store's `path` and its capped `history`. Resolves to false when a newer navigation superseded
   * this one or the guard failed.
   */
  navigate(path: string, options?: NavigateOptions): Promise<boolean>;
  /**
   * Listens to back/forward (`popstate`) and resolves the current location through the guard once, as
   * the first navigation of the page. Returns the function that removes the listener.
   */
  start(): () => void;
  /** Installs the page's one guard (the host's, or the giving page's while it is shown); `null` removes it. */
  setGuard(guard: NavigationGuard | null): void;
  guard(): NavigationGuard | null;
}

type Mode = 'push' | 'replace' | 'pop';

// A guard that keeps redirecting (A → B → A …) is a bug; stop rather than hang the page.
const MAX_REDIRECTS = 10;

/**
 * A router over `store`, made by the composition root beside the store (the host's bootstrap, a
 * test), so two roots never share a guard, a navigation in flight or a location in their stores.
 */
export function createRouter(store: HaloStore): Router {
  let currentGuard: NavigationGuard | null = null;
  // Only the newest navigation may commit: a click made while an older guard is still awaiting wins.
  let latestNavigation = 0;

  async function resolveTarget(path: string, from: string, id: number): Promise<string | null> {
    const guard = currentGuard;
    let target = path;
    for (let redirects = 0; guard; redirects += 1) {
      const redirect = await guard(target, from);
      if (id !== latestNavigation) return null;
      if (!redirect || redirect === target) return target;
      if (redirects === MAX_REDIRECTS) throw new Error(`Navigation guard redirect loop at ${target}`);
      target = redirect;
    }
    return target;
  }

  function commit(target: string, mode: Mode): void {
    const atTarget = currentLocationPath() === target;
    if (mode === 'push' && !atTarget) window.history.pushState(null, '', target);
    else if (!atTarget) window.history.replaceState(null, '', target);
    store
      .getState()
      .recordNavigation(target, { replace: mode === 'replace' || (mode === 'push' && atTarget) });
  }

  async function resolveNavigation(path: string, mode: Mode): Promise<boolean> {
    latestNavigation += 1;
    const id = latestNavigation;
    const from = store.getState().path;
    try {
      const target = await resolveTarget(path, from, id);
      if (target === null) return false;
      commit(target, mode);
      return true;
    } catch (error) {
      reportError(error, { type: 'navigation', to: path, from });
      return false;
    }
  }

  return {
    navigate: (path, options = {}) => resolveNavigation(path, options.replace ? 'replace' : 'push'),
    start() {
      const onPopState = () => {
        void resolveNavigation(currentLocationPath(), 'pop');
      };
      window.addEventListener('popstate', onPopState);
      void resolveNavigation(currentLocationPath(), 'replace');
      return () => window.removeEventListener('popstate', onPopState);
    },
    setGuard(guard) {
      currentGuard = guard;
    },
    guard: () => currentGuard,
  };
}
