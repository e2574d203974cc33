import { loggedUrl } from './loggedUrl';

describe('loggedUrl', () => {
  it.each([
    ['/reset-password/abc.def-ghi?mode=set', '/reset-password/…?…'],
    ['/verify-email/tok_123', '/verify-email/…'],
    ['/sign-in/abcdef', '/sign-in/…'],
    ['/manage/abc.def', '/manage/…'],
    ['/confirm/abc.def', '/confirm/…'],
    ['/api/reports/abc.def/statement.pdf', '/api/reports/…'],
    ['/auth/google/callback?code=secret&state=secret', '/auth/google/callback?…'],
  ])('masks the token of %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it.each(['/', '/login', '/sign-in-code', '/reset-password', '/graphql', '/api/give/customer'])(
    'keeps %s as it is',
    (url) => {
      expect(loggedUrl(url)).toBe(url);
    },
  );
});
