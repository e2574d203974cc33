import { apiUrl, createGivingClient, loadCurrentUser } from 'halo_shared/api';
import { navigate, navigationGuard, setNavigationGuard, type NavigationGuard } from 'halo_shared/router';
import { haloStore } from 'halo_shared/store';
import { useEffect, useState } from 'react';
import { GivingApp } from './giving/GivingApp';
import { GivingEnvironmentContext, type GivingEnvironment } from './giving/GivingEnvironment';

/**
 * Wraps the page's navigation guard (the host's, spec §4) so an in-app navigation away from a
 * half-filled form asks first. Returns the removal, which puts the host's guard back.
 */
function installLeaveGuard(shouldBlock: () => boolean, onBlocked: (proceed: () => void) => void) {
  const previous = navigationGuard();
  let confirmed: string | null = null;
  const guard: NavigationGuard = (to, from) => {
    if (to !== from && to !== confirmed && shouldBlock()) {
      onBlocked(() => {
        confirmed = to;
        void navigate(to);
      });
      // Redirecting to where we are keeps the donor on the form.
      return from;
    }
    confirmed = null;
    return previous?.(to, from);
  };
  setNavigationGuard(guard);
  return () => {
    if (navigationGuard() === guard) setNavigationGuard(previous);
  };
}

function hostedEnvironment(): GivingEnvironment {
  return {
    variant: 'hosted',
    // Same origin as the page (the API serves it), so a signed-in donor's session cookie rides along.
    client: createGivingClient({ apiUrl: apiUrl(''), locale: () => haloStore.getState().locale }),
    createCardMount: () => {
      const node = document.createElement('div');
      return { node, slotName: null, release: () => node.remove() };
    },
    openLogin: () => void navigate('/login'),
    openDonorPortal: () => void navigate('/dashboard'),
    installLeaveGuard,
  };
}

/** The hosted giving page at `/` and `/{previewCode}` (the host's federated `./GivingPage`). */
export default function GivingPage() {
  const [environment] = useState(hostedEnvironment);
  useEffect(() => {
    // `/` is a guest route, so the host's guard does not load the user (spec §4); a signed-in donor's
    // form still wants their name, saved cards and the donor portal link.
    if (haloStore.getState().userStatus === 'unknown') loadCurrentUser().catch(() => undefined);
  }, []);
  return (
    <GivingEnvironmentContext.Provider value={environment}>
      <GivingApp />
    </GivingEnvironmentContext.Provider>
  );
}
