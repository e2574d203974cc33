import { matchRoute, pathnameOf, routes } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/404', 'notFound', {}],
    ['/maintenance', 'maintenance', {}],
    ['/login', 'login', {}],
    ['/register', 'register', {}],
    ['/forgot-password', 'forgotPassword', {}],
    ['/reset-password/abc123', 'resetPassword', { token: 'abc123' }],
    ['/verify-email/tok_1', 'verifyEmail', { token: 'tok_1' }],
    ['/sign-in/tok_2', 'signInLink', { token: 'tok_2' }],
    ['/manage/abc.DEF-_', 'manageRecurringGift', { token: 'abc.DEF-_' }],
    ['/confirm/abc.DEF-_', 'confirmGift', { token: 'abc.DEF-_' }],
    ['/verify-account', 'verifyAccount', {}],
    ['/accessibility', 'accessibility', {}],
    ['/', 'home', {}],
    ['/SPRING24', 'home', { previewCode: 'SPRING24' }],
    ['/dashboard', 'dashboard', {}],
    ['/transactions', 'transactions', {}],
    ['/payment-methods', 'paymentMethods', {}],
    ['/recurring-gifts', 'recurringGifts', {}],
    ['/pledges', 'pledges', {}],
    ['/profile', 'profile', {}],
    ['/profile/edit', 'profileEdit', {}],
    ['/admin', 'adminOverview', {}],
    ['/admin/giving-page', 'adminGivingPage', {}],
    ['/admin/funds', 'adminFunds', {}],
    ['/admin/websites', 'adminWebsites', {}],
    ['/admin/embed-code', 'adminEmbedCode', {}],
    ['/admin/campaigns', 'adminCampaigns', {}],
    ['/admin/payments', 'adminPayments', {}],
    ['/admin/payments/return', 'adminPayments', {}],
    ['/admin/payments/refresh', 'adminPayments', {}],
    ['/admin/webhooks', 'adminWebhooks', {}],
    ['/admin/api-keys', 'adminApiKeys', {}],
    ['/admin/gifts', 'adminGifts', {}],
    ['/admin/donors', 'adminDonors', {}],
    ['/admin/reports', 'adminReports', {}],
    ['/admin/batches', 'adminBatches', {}],
    ['/admin/deposits', 'adminDeposits', {}],
    ['/admin/import', 'adminImport', {}],
    ['/admin/letter-templates', 'adminLetterTemplates', {}],
    ['/admin/team', 'adminTeam', {}],
    ['/admin/security', 'adminSecurity', {}],
  ])('%s → %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it('ignores the query, the hash and a trailing slash', () => {
    expect(matchRoute('/transactions/?page=2#top')?.route.name).toBe('transactions');
    expect(matchRoute('/?p=/dashboard')?.route.name).toBe('home');
  });

  it('decodes parameters', () => {
    expect(matchRoute('/reset-password/a%2Fb')?.params).toEqual({ token: 'a/b' });
  });

  it.each([
    '/admin/unknown-section',
    '/admin/funds/extra',
    '/admin/payments/other',
    '/reset-password',
    '/dashboard/extra',
    '/profile/edit/more',
    '/a/b',
    '/%E0%A4%A',
  ])('matches nothing for %s (→ /404)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('marks exactly the docs/PRODUCT.md §2 authenticated routes, the verify-account screen and the console as needing sign-in', () => {
    expect(routes.filter((route) => route.requiresAuth).map((route) => route.pattern)).toEqual([
      '/dashboard',
      '/transactions',
      '/payment-methods',
      '/recurring-gifts',
      '/pledges',
      '/profile',
      '/profile/edit',
      '/verify-account',
      '/admin',
      '/admin/giving-page',
      '/admin/funds',
      '/admin/websites',
      '/admin/embed-code',
      '/admin/campaigns',
      '/admin/payments',
      '/admin/payments/return',
      '/admin/payments/refresh',
      '/admin/webhooks',
      '/admin/api-keys',
      '/admin/gifts',
      '/admin/donors',
      '/admin/reports',
      '/admin/batches',
      '/admin/deposits',
      '/admin/import',
      '/admin/letter-templates',
      '/admin/team',
      '/admin/security',
    ]);
    expect(routes.every((route) => route.guest !== route.requiresAuth)).toBe(true);
  });

  it('gives each console route its section, and no other route one', () => {
    for (const route of routes) expect(route.layout === 'admin').toBe(route.consoleSection !== undefined);
  });
});

describe('pathnameOf', () => {
  it.each([
    ['/a/b?x=1', '/a/b'],
    ['/a/', '/a'],
    ['/', '/'],
    ['', '/'],
    ['?x', '/'],
    ['//', '/'],
  ])('%j → %j', (path, pathname) => {
    expect(pathnameOf(path)).toBe(pathname);
  });
});
