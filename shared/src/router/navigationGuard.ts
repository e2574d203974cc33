/**
 * Decides whether a navigation may go ahead: return nothing to allow it, or a path to go to instead
 * (spec §4: the host's guard loads the organization and the user and redirects guests or users).
 */
export type NavigationGuard = (
  to: string,
  from: string,
) => string | null | undefined | void | Promise<string | null | undefined | void>;

let currentGuard: NavigationGuard | null = null;

/** Installs the page's one guard (the host's); `null` removes it. */
export function setNavigationGuard(guard: NavigationGuard | null): void {
  currentGuard = guard;
}

export function navigationGuard(): NavigationGuard | null {
  return currentGuard;
}
