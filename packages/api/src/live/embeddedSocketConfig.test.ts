import { embeddedSocketConfig } from './embeddedSocketConfig';

describe("the embedded live-update socket of a church's page", () => {
  it('is on the church’s subdomain of PUBLIC_URL, with its port, without TLS over http', () => {
    expect(embeddedSocketConfig('http://localhost:8080', 'demo', 'k')).toEqual({
      key: 'k',
      cluster: 'embedded',
      wsHost: 'demo.localhost',
      wsPort: 8080,
      forceTLS: false,
    });
  });

  it('is wss on the default port when PUBLIC_URL is https without one', () => {
    expect(embeddedSocketConfig('https://give.halo.example', 'cedar', 'k')).toMatchObject({
      wsHost: 'cedar.give.halo.example',
      wsPort: 443,
      forceTLS: true,
    });
  });

  it('is on PUBLIC_URL’s own host for a page no church has', () => {
    expect(embeddedSocketConfig('http://localhost:8080', null, 'k')).toMatchObject({
      wsHost: 'localhost',
      wsPort: 8080,
    });
  });
});
