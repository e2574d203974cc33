import { isApiPath } from './isApiPath';

describe('isApiPath', () => {
  it.each([
    '/api/online-giving/demo',
    '/graphql',
    '/sanctum/csrf-cookie',
    '/broadcasting/auth',
    '/health',
    '/static/host/x.js',
    '/halo-give.js',
    '/health?full=1',
  ])('%s belongs to the API', (url) => expect(isApiPath(url)).toBe(true));

  it.each(['/', '/login', '/logout', '/dashboard', '/reset-password/abc', '/apiary', '/healthy', '/ABC123'])(
    '%s belongs to the app',
    (url) => expect(isApiPath(url)).toBe(false),
  );
});
