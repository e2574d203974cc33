import { wildcardOverPublicSuffix } from './wildcardOverPublicSuffix';

describe('a website wildcard', () => {
  it.each([
    ['a top-level domain', 'com'],
    ['a country suffix of two labels', 'co.uk'],
    ['a private suffix of the list (anyone has a github.io site)', 'github.io'],
    ['a wildcard rule of the list (*.ck)', 'cedarhill.ck'],
    ['an IP address', '127.0.0.1'],
  ])('is over a public suffix on %s', (_case, host) => {
    expect(wildcardOverPublicSuffix(host)).toBe(true);
  });

  it.each([
    ['a church domain', 'cedarhill.org'],
    ['a subdomain of it', 'www.cedarhill.org'],
    ['a church domain under a country suffix', 'cedarhill.org.uk'],
    ['a site under a private suffix', 'cedarhill.github.io'],
    ["the administrator's own machine", 'localhost'],
  ])('is not on %s', (_case, host) => {
    expect(wildcardOverPublicSuffix(host)).toBe(false);
  });
});
