import type { NavigationGuard } from 'halo_shared/router';
import type { HaloStore } from 'halo_shared/store';
import { selectIsLoggedIn } from 'halo_shared/store';
import { guardNavigation } from './guardNavigation';
import type { GuardStatusStore } from './guardStatus';

export interface HostGuardOptions {
  store: HaloStore;
  guardStatus: GuardStatusStore;
  loadOrganization: () => Promise<unknown>;
  loadCurrentUser: () => Promise<unknown>;
}

/** Shares one in-flight load between navigations that ask for it at the same time. */
function once(load: () => Promise<unknown>): () => Promise<unknown> {
  let inFlight: Promise<unknown> | null = null;
  return () => {
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/** The docs/PRODUCT.md §4 guard, which the host's bootstrap installs as its router's guard (`router.setGuard`). */
export function createHostGuard({
  store,
  guardStatus,
  loadOrganization,
  loadCurrentUser,
}: HostGuardOptions): NavigationGuard {
  const dependencies = {
    getState: () => {
      const state = store.getState();
      return {
        organizationStatus: state.organizationStatus,
        userStatus: state.userStatus,
        isLoggedIn: selectIsLoggedIn(state),
        consoleUser: state.user,
      };
    },
    loadOrganization: once(loadOrganization),
    loadCurrentUser: once(loadCurrentUser),
  };
  return async (to) => {
    const outcome = await guardNavigation(to, dependencies);
    if (outcome.type === 'redirect') return outcome.to;
    if (outcome.type === 'failed') {
      // The shared loads report their own failures; the shell shows the server-problem message.
      guardStatus.setState({ approvedPath: to, failure: outcome.error });
      return undefined;
    }
    guardStatus.setState({ approvedPath: to, failure: null });
    return undefined;
  };
}
