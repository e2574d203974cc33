import { isApiPath } from './isApiPath';

/**
 * Which hosted page a GET starts on: the public giving page (`/` and `/{previewCode}`, docs/PRODUCT.md §2) or
 * any other screen (sign-in, account and portal screens, /404). Only frame-ancestors depends on it
 * (http/contentSecurityPolicy.ts): a church may frame its giving page, nobody frames the portal.
 */
export type HostedPageKind = 'giving' | 'portal';

/**
 * First path segments of the host's other routes (host/src/navigation/routes.ts): `/login` is the
 * sign-in screen, not the giving page with preview code "login". The host resolves the home route
 * last for the same reason. A route added there and missed here would be framable only by the
 * church's own allowed origins, never by anyone else.
 */
const OTHER_ROUTES = new Set([
  '404',
  'maintenance',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'sign-in',
  'dashboard',
  'transactions',
  'payment-methods',
  'recurring-gifts',
  'profile',
  'verify-account',
  'admin',
  'accessibility',
]);

export function hostedPageKind(url: string): HostedPageKind {
  if (isApiPath(url)) return 'portal';
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return 'giving';
  if (segments.length > 1) return 'portal';
  return OTHER_ROUTES.has(segments[0] ?? '') ? 'portal' : 'giving';
}
