import type { ConsoleSection } from '@halo/domain';

// The routes of docs/PRODUCT.md §2 as data, and a matcher. Order matters: the home route `/:previewCode?` matches
// any single segment, so it comes last; anything that matches nothing goes to /404.

export type RouteName =
  | 'notFound'
  | 'maintenance'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'signInLink'
  | 'manageRecurringGift'
  | 'confirmGift'
  | 'accessibility'
  | 'kiosk'
  | 'verifyAccount'
  | 'home'
  | 'dashboard'
  | 'transactions'
  | 'paymentMethods'
  | 'recurringGifts'
  | 'pledges'
  | 'profile'
  | 'profileEdit'
  | 'adminOverview'
  | 'adminGivingPage'
  | 'adminFunds'
  | 'adminWebsites'
  | 'adminEmbedCode'
  | 'adminCampaigns'
  | 'adminWebhooks'
  | 'adminApiKeys'
  | 'adminPayments'
  | 'adminGifts'
  | 'adminDonors'
  | 'adminReports'
  | 'adminBatches'
  | 'adminDeposits'
  | 'adminImport'
  | 'adminLetterTemplates'
  | 'adminTeam'
  | 'adminSecurity';

export type Favicon = 'giving' | 'portal';

export interface RouteDefinition {
  name: RouteName;
  /** `/segment`, `:param` for a required parameter, `:param?` for an optional last one. */
  pattern: string;
  /** Guest routes need no sign-in (docs/PRODUCT.md §2). */
  guest: boolean;
  requiresAuth: boolean;
  /** Key of the page title in the `host` namespace (`titles.*`). */
  title: RouteName;
  favicon: Favicon;
  /** Authenticated routes render inside the portal's donor layout, the console's inside its own. */
  layout: 'page' | 'donor' | 'admin';
  /** The console section an `admin` route shows; the guard lets only users allowed it through. */
  consoleSection?: ConsoleSection;
}

const guest = (name: RouteName, pattern: string): RouteDefinition => ({
  name,
  pattern,
  guest: true,
  requiresAuth: false,
  title: name,
  favicon: 'giving',
  layout: 'page',
});
const donor = (name: RouteName, pattern: string): RouteDefinition => ({
  name,
  pattern,
  guest: false,
  requiresAuth: true,
  title: name,
  favicon: 'portal',
  layout: 'donor',
});

/** A page of the church administrator console: `/admin` and `/admin/<section>`, nothing else below. */
const admin = (name: RouteName, consoleSection: ConsoleSection): RouteDefinition => ({
  name,
  pattern: consoleSection === 'overview' ? '/admin' : `/admin/${consoleSection}`,
  guest: false,
  requiresAuth: true,
  title: name,
  favicon: 'portal',
  layout: 'admin',
  consoleSection,
});

export const routes: readonly RouteDefinition[] = [
  guest('notFound', '/404'),
  guest('maintenance', '/maintenance'),
  guest('login', '/login'),
  guest('register', '/register'),
  guest('forgotPassword', '/forgot-password'),
  guest('resetPassword', '/reset-password/:token'),
  // The verification email's link; open to a signed-in donor too (decideNavigation).
  guest('verifyEmail', '/verify-email/:token'),
  // The sign-in code email's link: signs in at once (a signed-in donor is sent on to the dashboard).
  guest('signInLink', '/sign-in/:token'),
  // The signed link in every email about a recurring gift: opens that gift without signing in, and
  // is open to a signed-in donor too (decideNavigation): the link, not the session, says which gift.
  guest('manageRecurringGift', '/manage/:token'),
  // The "Confirm your gift" email's link: one recurring charge waiting for the donor's bank
  // authentication; like the manage link, open to a signed-in donor too and signs nobody in.
  guest('confirmGift', '/confirm/:token'),
  // The accessibility statement, linked from every page's footer: open to everyone, signed in or not.
  guest('accessibility', '/accessibility'),
  // The lobby kiosk (docs/PRODUCT.md §20): its device session, not a sign-in, lets it give.
  guest('kiosk', '/kiosk'),
  donor('dashboard', '/dashboard'),
  donor('transactions', '/transactions'),
  donor('paymentMethods', '/payment-methods'),
  donor('recurringGifts', '/recurring-gifts'),
  donor('pledges', '/pledges'),
  // `/profile` redirects to the profile's index view, its empty child route: same URL, index screen.
  donor('profile', '/profile'),
  donor('profileEdit', '/profile/edit'),
  // "Verify account" (docs/PRODUCT.md §2): status, verified badge, send the verification email.
  donor('verifyAccount', '/verify-account'),
  admin('adminOverview', 'overview'),
  admin('adminGivingPage', 'giving-page'),
  admin('adminFunds', 'funds'),
  admin('adminWebsites', 'websites'),
  admin('adminEmbedCode', 'embed-code'),
  admin('adminCampaigns', 'campaigns'),
  admin('adminPayments', 'payments'),
  // Where Stripe's onboarding sends an administrator back: left (finished or not), or link expired.
  { ...admin('adminPayments', 'payments'), pattern: '/admin/payments/return' },
  { ...admin('adminPayments', 'payments'), pattern: '/admin/payments/refresh' },
  admin('adminWebhooks', 'webhooks'),
  admin('adminApiKeys', 'api-keys'),
  admin('adminGifts', 'gifts'),
  admin('adminDonors', 'donors'),
  admin('adminReports', 'reports'),
  admin('adminBatches', 'batches'),
  admin('adminDeposits', 'deposits'),
  admin('adminImport', 'import'),
  admin('adminLetterTemplates', 'letter-templates'),
  admin('adminTeam', 'team'),
  admin('adminSecurity', 'security'),
  guest('home', '/:previewCode?'),
];

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/** The path part of a path that may carry a query or hash, without a trailing slash (except `/`). */
export function pathnameOf(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] || '/';
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/**
 * First segments of the other routes: `/reset-password` without its token is an unknown path (→ /404),
 * not the home page with preview code "reset-password".
 */
function reservedSegments(table: readonly RouteDefinition[]): Set<string> {
  return new Set(
    table
      .map((route) => segmentsOf(route.pattern)[0])
      .filter((first) => first && !first.startsWith(':')) as string[],
  );
}

function matchPattern(
  pattern: string,
  segments: string[],
  reserved: Set<string>,
): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  const required = parts.filter((part) => !part.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index];
    if (part.startsWith(':')) {
      if (segment === undefined) continue; // optional parameter left out
      if (index === 0 && reserved.has(segment)) return null;
      let value: string;
      try {
        value = decodeURIComponent(segment);
      } catch {
        return null; // malformed escape: no route
      }
      params[part.slice(1).replace(/\?$/, '')] = value;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** The first route matching `path` and its parameters, or `null` (the caller redirects to /404). */
export function matchRoute(path: string, table: readonly RouteDefinition[] = routes): RouteMatch | null {
  const segments = segmentsOf(pathnameOf(path));
  const reserved = reservedSegments(table);
  for (const route of table) {
    const params = matchPattern(route.pattern, segments, reserved);
    if (params) return { route, params };
  }
  return null;
}

export function routeNamed(name: RouteName): RouteDefinition {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`No route named ${name}`);
  return route;
}
