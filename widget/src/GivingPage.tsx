import { safeReturnPath } from '@halo/domain';
import { useApiClient, type ApiClient } from 'halo_shared/api';
import { createGivingClient } from 'halo_shared/api/giving';
import { useRouter, type NavigationGuard, type Router } from 'halo_shared/router';
import { useHalo, useHaloStore, type HaloStore } from 'halo_shared/store';
import { useEffect, useMemo, useState } from 'react';
import { GivingApp } from './giving/GivingApp';
import { GivingEnvironmentContext, type GivingEnvironment } from './giving/GivingEnvironment';
import { createRecurringGiftClient } from './giving/recurringGiftClient';
import { hostedPagePreset } from './hostedPagePreset';

/**
 * Wraps the page's navigation guard (the host's, docs/PRODUCT.md §4) so an in-app navigation away from a
 * half-filled form asks first. Returns the removal, which puts the host's guard back.
 */
function installLeaveGuard(
  router: Router,
  shouldBlock: () => boolean,
  onBlocked: (proceed: () => void) => void,
) {
  const previous = router.guard();
  let confirmed: string | null = null;
  const guard: NavigationGuard = (to, from) => {
    if (to !== from && to !== confirmed && shouldBlock()) {
      onBlocked(() => {
        confirmed = to;
        void router.navigate(to);
      });
      // Redirecting to where we are keeps the donor on the form.
      return from;
    }
    confirmed = null;
    return previous?.(to, from);
  };
  router.setGuard(guard);
  return () => {
    if (router.guard() === guard) router.setGuard(previous);
  };
}

/** `/login`, keeping a safe `p` (the page the visitor was on) from the home page's query. */
export function loginPath(search: string): string {
  const target = safeReturnPath(new URLSearchParams(search).get('p'));
  return target ? `/login?p=${encodeURIComponent(target)}` : '/login';
}

function hostedEnvironment(api: ApiClient, store: HaloStore, router: Router): GivingEnvironment {
  return {
    variant: 'hosted',
    // Same origin as the page (the API serves it), so a signed-in donor's session cookie rides along.
    client: createGivingClient({ apiUrl: api.apiUrl(''), locale: () => store.getState().locale }),
    createCardMount: () => {
      const node = document.createElement('div');
      return { node, slotName: null, release: () => node.remove() };
    },
    // After a 419 the spec sends the visitor to `/?p=<path>`: carry that on, so signing in returns there.
    openLogin: () => void router.navigate(loginPath(window.location.search)),
    openDonorPortal: () => void router.navigate('/dashboard'),
    recurringGiftsUrl: `${window.location.origin}/recurring-gifts`,
    installLeaveGuard: (shouldBlock, onBlocked) => installLeaveGuard(router, shouldBlock, onBlocked),
  };
}

/** The `recurring` query parameter of a path (`/?recurring=rg_…`), or null. */
export function recurringParameter(path: string): string | null {
  return new URLSearchParams(queryOf(path)).get('recurring')?.trim() || null;
}

/** The query string of a path, without its `?`; empty when it has none. */
function queryOf(path: string): string {
  const query = path.indexOf('?');
  return query < 0 ? '' : path.slice(query + 1).split('#', 1)[0]!;
}

/** The hosted giving page at `/` and `/{previewCode}` (the host's federated `./GivingPage`). */
export default function GivingPage() {
  const api = useApiClient();
  const store = useHaloStore();
  const router = useRouter();
  const [environment] = useState(() => hostedEnvironment(api, store, router));
  // What the link asked for, read once: the form keeps what the donor changes afterwards.
  const [preset] = useState(() => hostedPagePreset(queryOf(store.getState().path)));
  const [userFailed, setUserFailed] = useState(false);
  // `?recurring={prefixedId}` (the portal's recurring gifts list): change that gift (update mode).
  const recurringId = useHalo((state) => recurringParameter(state.path));
  const userStatus = useHalo((state) => (recurringId ? state.userStatus : 'loaded'));
  const recurringUpdate = useMemo(
    () => (recurringId ? { prefixedId: recurringId, client: createRecurringGiftClient(api) } : null),
    [recurringId, api],
  );
  useEffect(() => {
    // `/` is a guest route, so the host's guard does not load the user (docs/PRODUCT.md §4); a signed-in donor's
    // form still wants their name, saved cards and the donor portal link.
    if (store.getState().userStatus === 'unknown') api.loadCurrentUser().catch(() => setUserFailed(true));
  }, [api, store]);
  return (
    <GivingEnvironmentContext.Provider value={environment}>
      <GivingApp
        preset={preset}
        recurringUpdate={recurringUpdate}
        waitForUser={Boolean(recurringUpdate) && userStatus === 'unknown' && !userFailed}
      />
    </GivingEnvironmentContext.Provider>
  );
}
