import type { ConsoleUser } from '@halo/domain';
import { decideNavigation, type OrganizationStatus, type UserStatus } from './decideNavigation';
import { matchRoute, type RouteMatch } from './routes';

export interface GuardState {
  organizationStatus: OrganizationStatus;
  userStatus: UserStatus;
  isLoggedIn: boolean;
  consoleUser: ConsoleUser | null;
}

export interface GuardDependencies {
  /** Reads the store afresh: each load changes it. */
  getState: () => GuardState;
  loadOrganization: () => Promise<unknown>;
  loadCurrentUser: () => Promise<unknown>;
}

export type GuardOutcome =
  | { type: 'allow'; match: RouteMatch }
  | { type: 'redirect'; to: string }
  /** A load finished without settling its status (network failure): show an error, do not loop. */
  | { type: 'failed'; error: unknown };

/**
 * Runs `decideNavigation` until it allows or redirects, performing each load it asks for at most once.
 * Loads run through the shared API client, which counts them for the progress bar.
 */
export async function guardNavigation(to: string, dependencies: GuardDependencies): Promise<GuardOutcome> {
  const match = matchRoute(to);
  const attempted = new Set<'loadOrganization' | 'loadUser'>();
  for (;;) {
    const action = decideNavigation({ to, route: match?.route ?? null, ...dependencies.getState() });
    switch (action.type) {
      case 'allow':
        // decideNavigation allows only matched routes.
        return match ? { type: 'allow', match } : { type: 'redirect', to: '/404' };
      case 'redirect':
        return action;
      case 'loadOrganization':
      case 'loadUser': {
        if (attempted.has(action.type)) {
          return { type: 'failed', error: new Error(`${action.type} did not settle`) };
        }
        attempted.add(action.type);
        try {
          await (action.type === 'loadOrganization'
            ? dependencies.loadOrganization()
            : dependencies.loadCurrentUser());
        } catch (error) {
          return { type: 'failed', error };
        }
      }
    }
  }
}
