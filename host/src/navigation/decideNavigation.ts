import { consoleSectionsFor, type ConsoleUser } from '@halo/domain';
import type { RouteDefinition, RouteName } from './routes';

export type OrganizationStatus = 'unknown' | 'loading' | 'loaded' | 'missing';
export type UserStatus = 'unknown' | 'loaded';

export interface NavigationContext {
  /** The path being navigated to. */
  to: string;
  /** Its route, or `null` when no route matches. */
  route: Pick<RouteDefinition, 'name' | 'guest' | 'requiresAuth' | 'consoleSection'> | null;
  organizationStatus: OrganizationStatus;
  userStatus: UserStatus;
  isLoggedIn: boolean;
  /** The signed-in user's abilities, for the console's routes; null for a guest. */
  consoleUser: ConsoleUser | null;
}

export type NavigationAction =
  | { type: 'loadOrganization' }
  | { type: 'loadUser' }
  | { type: 'redirect'; to: '/404' | '/dashboard' | `/login?p=${string}` }
  | { type: 'allow' };

/**
 * Guest routes a signed-in user may still see (docs/PRODUCT.md §4): home, maintenance and the 404 page; also
 * the verification link, which a donor usually opens while signed in after registering, and a
 * recurring gift's emailed manage link and "Confirm your gift" link, which work whoever is signed in
 * on that browser; the accessibility statement, which every page's footer links to; and the lobby
 * kiosk, whose device session, not a sign-in, decides what it shows (docs/PRODUCT.md §20).
 */
const openToSignedIn: ReadonlySet<RouteName> = new Set([
  'home',
  'maintenance',
  'notFound',
  'verifyEmail',
  'manageRecurringGift',
  'confirmGift',
  'accessibility',
  'kiosk',
]);
/** Pages that make sense without a church: they never redirect to /404. */
const withoutOrganization: ReadonlySet<RouteName> = new Set(['notFound', 'maintenance', 'accessibility']);

/**
 * The route guard of docs/PRODUCT.md §4, one step at a time: the runner performs a load and asks again until the
 * answer is a redirect or `allow`.
 *
 * 1. Load the organization if unknown (or still loading).
 * 2. An unknown path goes to /404 (docs/PRODUCT.md §2); so does every page of a host with no church registered.
 * 3. A guest route other than /, /maintenance or /404 sends a signed-in user to the dashboard.
 * 4. For non-guest routes load the current user if unknown; needing auth without a signed-in user →
 *    /login?p=<path>, so sign-in continues where the donor was going (the Login screen reads `p`).
 * 5. A console route the signed-in user's abilities do not open is, for them, a page that does not
 *    exist (/404): the console does not tell donors it is there.
 */
export function decideNavigation({
  to,
  route,
  organizationStatus,
  userStatus,
  isLoggedIn,
  consoleUser,
}: NavigationContext): NavigationAction {
  if (organizationStatus === 'unknown' || organizationStatus === 'loading')
    return { type: 'loadOrganization' };
  if (route === null) return { type: 'redirect', to: '/404' };
  if (organizationStatus === 'missing' && !withoutOrganization.has(route.name)) {
    return { type: 'redirect', to: '/404' };
  }
  if (route.guest) {
    if (isLoggedIn && !openToSignedIn.has(route.name)) return { type: 'redirect', to: '/dashboard' };
    return { type: 'allow' };
  }
  if (userStatus === 'unknown') return { type: 'loadUser' };
  if (route.requiresAuth && !isLoggedIn)
    return { type: 'redirect', to: `/login?p=${encodeURIComponent(to)}` };
  if (route.consoleSection && !consoleSectionsFor(consoleUser).includes(route.consoleSection)) {
    return { type: 'redirect', to: '/404' };
  }
  return { type: 'allow' };
}
