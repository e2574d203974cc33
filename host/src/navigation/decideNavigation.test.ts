import { decideNavigation, type NavigationContext } from './decideNavigation';
import { matchRoute } from './routes';

function context(to: string, overrides: Partial<NavigationContext> = {}): NavigationContext {
  return {
    to,
    route: matchRoute(to)?.route ?? null,
    organizationStatus: 'loaded',
    userStatus: 'loaded',
    isLoggedIn: false,
    consoleUser: null,
    ...overrides,
  };
}

describe('decideNavigation (docs/PRODUCT.md §4 route guard)', () => {
  describe('loads the organization first', () => {
    it.each(['unknown', 'loading'] as const)(
      'when its status is %s, whatever the route',
      (organizationStatus) => {
        for (const to of ['/', '/login', '/dashboard', '/no/such/page']) {
          expect(decideNavigation(context(to, { organizationStatus, userStatus: 'unknown' }))).toEqual({
            type: 'loadOrganization',
          });
        }
      },
    );
  });

  it('sends an unknown path to /404', () => {
    expect(decideNavigation(context('/no/such/page'))).toEqual({ type: 'redirect', to: '/404' });
  });

  describe('with no church registered for the host', () => {
    const missing = { organizationStatus: 'missing' } as const;

    it.each(['/', '/SPRING24', '/login', '/dashboard', '/profile/edit'])('sends %s to /404', (to) => {
      expect(decideNavigation(context(to, missing))).toEqual({ type: 'redirect', to: '/404' });
    });

    it.each(['/404', '/maintenance', '/accessibility'])('still shows %s', (to) => {
      expect(decideNavigation(context(to, missing))).toEqual({ type: 'allow' });
    });
  });

  describe('guest routes', () => {
    it.each(['/login', '/register', '/forgot-password', '/reset-password/t0k3n'])(
      'send a signed-in user from %s to the dashboard',
      (to) => {
        expect(decideNavigation(context(to, { isLoggedIn: true }))).toEqual({
          type: 'redirect',
          to: '/dashboard',
        });
      },
    );

    it.each([
      '/',
      '/SPRING24',
      '/maintenance',
      '/404',
      '/verify-email/t0k3n',
      '/manage/t0k3n.s1g',
      '/confirm/t0k3n.s1g',
      '/accessibility',
    ])('let a signed-in user see %s', (to) => {
      expect(decideNavigation(context(to, { isLoggedIn: true }))).toEqual({ type: 'allow' });
    });

    it.each([
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password/t0k3n',
      '/maintenance',
      '/404',
      '/accessibility',
    ])('let a guest see %s without loading the user', (to) => {
      expect(decideNavigation(context(to, { userStatus: 'unknown' }))).toEqual({ type: 'allow' });
    });
  });

  describe('authenticated routes', () => {
    const donorPaths = [
      '/dashboard',
      '/transactions',
      '/payment-methods',
      '/recurring-gifts',
      '/profile',
      '/profile/edit',
    ];

    it.each(donorPaths)('load the current user first when unknown (%s)', (to) => {
      expect(decideNavigation(context(to, { userStatus: 'unknown' }))).toEqual({ type: 'loadUser' });
    });

    it.each(donorPaths)('send a guest from %s to /login, keeping the path in p', (to) => {
      expect(decideNavigation(context(to))).toEqual({
        type: 'redirect',
        to: `/login?p=${encodeURIComponent(to)}`,
      });
    });

    it('keeps the query of the page in p', () => {
      expect(decideNavigation(context('/transactions?filter=recurring'))).toEqual({
        type: 'redirect',
        to: '/login?p=%2Ftransactions%3Ffilter%3Drecurring',
      });
    });

    it.each(donorPaths)('let a signed-in user see %s', (to) => {
      expect(decideNavigation(context(to, { isLoggedIn: true }))).toEqual({ type: 'allow' });
    });
  });

  describe('the church administrator console', () => {
    const consolePaths = [
      '/admin',
      '/admin/giving-page',
      '/admin/funds',
      '/admin/websites',
      '/admin/embed-code',
      '/admin/payments',
      '/admin/gifts',
      '/admin/donors',
      '/admin/team',
    ];
    const donor = { isLoggedIn: true, consoleUser: { abilities: [], isHaloAdmin: false } };

    it.each(consolePaths)('sends a guest from %s to sign in and back', (to) => {
      expect(decideNavigation(context(to))).toEqual({
        type: 'redirect',
        to: `/login?p=${encodeURIComponent(to)}`,
      });
    });

    it.each(consolePaths)('loads the current user first when unknown (%s)', (to) => {
      expect(decideNavigation(context(to, { userStatus: 'unknown' }))).toEqual({ type: 'loadUser' });
    });

    it.each(consolePaths)('shows a donor with no ability the page-not-found screen at %s', (to) => {
      expect(decideNavigation(context(to, donor))).toEqual({ type: 'redirect', to: '/404' });
    });

    it.each(consolePaths)('lets a Halo administrator see %s', (to) => {
      const haloAdmin = { isLoggedIn: true, consoleUser: { abilities: [], isHaloAdmin: true } };
      expect(decideNavigation(context(to, haloAdmin))).toEqual({ type: 'allow' });
    });

    it('lets an administrator see the overview and the sections of their abilities only', () => {
      const teamManager = {
        isLoggedIn: true,
        consoleUser: { abilities: ['manage-team'], isHaloAdmin: false },
      };
      expect(decideNavigation(context('/admin', teamManager))).toEqual({ type: 'allow' });
      expect(decideNavigation(context('/admin/team', teamManager))).toEqual({ type: 'allow' });
      expect(decideNavigation(context('/admin/funds', teamManager))).toEqual({
        type: 'redirect',
        to: '/404',
      });
    });

    it('lets a statements sender see the overview and the letter templates', () => {
      const sender = {
        isLoggedIn: true,
        consoleUser: { abilities: ['send-statements'], isHaloAdmin: false },
      };
      expect(decideNavigation(context('/admin', sender))).toEqual({ type: 'allow' });
      expect(decideNavigation(context('/admin/letter-templates', sender))).toEqual({ type: 'allow' });
      expect(decideNavigation(context('/admin/donors', sender))).toEqual({ type: 'redirect', to: '/404' });
    });

    it.each(['/admin/settings', '/admin/websites/extra'])('sends the unknown %s to /404', (to) => {
      const haloAdmin = { isLoggedIn: true, consoleUser: { abilities: [], isHaloAdmin: true } };
      expect(decideNavigation(context(to, haloAdmin))).toEqual({ type: 'redirect', to: '/404' });
    });
  });
});
