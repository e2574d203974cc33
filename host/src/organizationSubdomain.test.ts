import { organizationSubdomain } from './organizationSubdomain';

describe('organizationSubdomain', () => {
  it.each([
    ['demo.localhost', 'demo'],
    ['grace.halo.give', 'grace'],
    ['Grace.Halo.Give', 'grace'],
    ['demo.localhost.', 'demo'],
    ['localhost', 'localhost'],
    ['', ''],
  ])('%j → %j', (hostname, subdomain) => {
    expect(organizationSubdomain(hostname)).toBe(subdomain);
  });
});
