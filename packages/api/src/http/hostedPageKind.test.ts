import { hostedPageKind } from './hostedPageKind';

describe('hostedPageKind', () => {
  it.each(['/', '/?fund=missions', '/EASTER24', '/EASTER24/', '/easter-2024?amount=50'])(
    '%s is the giving page (home route /:previewCode?)',
    (url) => expect(hostedPageKind(url)).toBe('giving'),
  );

  it.each([
    '/login',
    '/login?error=google_failed',
    '/register',
    '/forgot-password',
    '/reset-password/abc',
    '/reset-password',
    '/verify-email/abc',
    '/sign-in/abc',
    '/dashboard',
    '/transactions?page=2',
    '/payment-methods',
    '/recurring-gifts',
    '/profile',
    '/profile/edit',
    '/verify-account',
    '/admin',
    '/admin/websites',
    '/404',
    '/maintenance',
    '/accessibility',
    '/a/b',
    '/static/host/main.js',
  ])('%s is another screen', (url) => expect(hostedPageKind(url)).toBe('portal'));
});
