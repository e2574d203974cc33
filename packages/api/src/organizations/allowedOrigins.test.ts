import { isOriginAllowed, LOCALHOST_ORIGINS, originMatches } from './allowedOrigins';

describe('allowed origins', () => {
  it('lets the demo list through every *.localhost, localhost and 127.0.0.1 origin', () => {
    for (const origin of [
      'http://church.localhost:1234',
      'https://a.b.localhost',
      'http://localhost:8080',
      'http://127.0.0.1:5500',
      'https://127.0.0.1',
    ]) {
      expect(isOriginAllowed(LOCALHOST_ORIGINS, origin)).toBe(true);
    }
  });

  it('refuses look-alikes and other origins', () => {
    for (const origin of [
      'https://evil.example',
      'http://evillocalhost:80',
      'http://localhost.evil.example',
      'http://127.0.0.10:5500',
      'http://127.0.0.1.evil.example',
      'null',
    ]) {
      expect(isOriginAllowed(LOCALHOST_ORIGINS, origin)).toBe(false);
    }
  });

  it('matches an exact origin, including its port', () => {
    expect(originMatches('https://www.grace.org', 'https://www.grace.org')).toBe(true);
    expect(originMatches('https://www.grace.org', 'http://www.grace.org')).toBe(false);
    expect(originMatches('https://www.grace.org', 'https://www.grace.org:8443')).toBe(false);
    expect(originMatches('https://*.grace.org', 'https://grace.org')).toBe(false);
  });
});
