import { reportError } from '../errorReporting/reportError';
import { haloStore } from '../store/haloStore';
import { currentLocationPath } from '../store/navigationSlice';
import { navigationGuard } from './navigationGuard';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

type Mode = 'push' | 'replace' | 'pop';

// A guard that keeps redirecting (A → B → A …) is a bug; stop rather than hang the page.
const MAX_REDIRECTS = 10;

// Only the newest navigation may commit: a click made while an older guard is still awaiting wins.
let latestNavigation = 0;

async function resolveTarget(path: string, from: string, id: number): Promise<string | null> {
  const guard = navigationGuard();
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
  haloStore
    .getState()
    .recordNavigation(target, { replace: mode === 'replace' || (mode === 'push' && atTarget) });
}

/** Runs the guard, then commits `path` or the guard's redirect. Resolves to whether this navigation committed. */
export async function resolveNavigation(path: string, mode: Mode): Promise<boolean> {
  latestNavigation += 1;
  const id = latestNavigation;
  const from = haloStore.getState().path;
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

/**
 * Client-side navigation: runs the navigation guard (possibly async), then updates the address bar,
 * the store's `path` and its capped `history`. Resolves to false when a newer navigation superseded
 * this one or the guard failed.
 */
export function navigate(path: string, options: NavigateOptions = {}): Promise<boolean> {
  return resolveNavigation(path, options.replace ? 'replace' : 'push');
}
