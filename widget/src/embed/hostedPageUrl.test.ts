import { hostedPageUrl } from './hostedPageUrl';

describe('hostedPageUrl', () => {
  it.each([
    ['http://demo.localhost:8391', 'http://demo.localhost:8391/login'],
    ['http://localhost:8080', 'http://demo.localhost:8080/login'],
    ['https://api.halo.give', 'https://demo.halo.give/login'],
    ['https://halo.give', 'https://demo.halo.give/login'],
  ])('%s → %s', (api, expected) => {
    expect(hostedPageUrl(api, 'demo', '/login')).toBe(expected);
  });
});
