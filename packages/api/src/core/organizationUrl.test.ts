import { organizationUrl } from './organizationUrl';

describe('organizationUrl', () => {
  it('puts the subdomain in front of PUBLIC_URL’s host and keeps scheme and port', () => {
    expect(organizationUrl('http://localhost:8080', 'demo', '/reset-password/abc')).toBe(
      'http://demo.localhost:8080/reset-password/abc',
    );
    expect(organizationUrl('https://give.example.org', 'hope')).toBe('https://hope.give.example.org/');
  });

  it('drops any path PUBLIC_URL carries', () => {
    expect(organizationUrl('https://give.example.org/base', 'demo', '/x')).toBe(
      'https://demo.give.example.org/x',
    );
  });
});
