import { returnPathOr, safeReturnPath } from './returnPath';

describe('safeReturnPath', () => {
  it.each(['/transactions', '/', '/recurring-gifts?page=2', '/profile/edit#photo', '/a//b'])(
    'accepts the same-origin path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '//evil.example/transactions',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'transactions',
    '',
    ' /transactions',
    '/\t/evil.example',
    '/\n/evil.example',
  ])('refuses %j', (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it('refuses nothing given', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});

describe('returnPathOr', () => {
  it('falls back to /dashboard, or the given path', () => {
    expect(returnPathOr('/transactions')).toBe('/transactions');
    expect(returnPathOr('//evil.example')).toBe('/dashboard');
    expect(returnPathOr(null)).toBe('/dashboard');
    expect(returnPathOr('https://evil.example', '/')).toBe('/');
  });
});
