import { loadConfig } from '../config';
import {
  frameAncestorSource,
  hostPageDirectives,
  hostPagePolicy,
  liveUpdateSources,
  originSource,
  type HostPageContext,
  type PolicySettings,
} from './contentSecurityPolicy';

const defaults: PolicySettings = loadConfig({});
const embeddedSocket: HostPageContext['pusher'] = {
  key: 'k',
  cluster: 'embedded',
  wsHost: 'demo.localhost',
  wsPort: 8080,
  forceTLS: false,
};
const portalPage: HostPageContext = { pusher: embeddedSocket, frameAncestors: [], organizationImages: [] };

/** The policy as a header says it: directive → sources, parsed back from the string. */
function parsed(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('the hosted pages’ policy with default settings', () => {
  const policy = parsed(hostPagePolicy(defaults, portalPage));

  it('allows only our own scripts: no inline script, no eval, no Stripe or Google without settings', () => {
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it('lets the run-time <style> elements apply and nothing else be embedded', () => {
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['worker-src']).toBeUndefined();
  });

  it('allows images from us and blob: (the profile image preview)', () => {
    expect(policy['img-src']).toEqual(["'self'", 'blob:']);
  });

  it('connects to us and to the embedded live-update socket on the page’s host and port', () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'wss://demo.localhost:8080',
      'ws://demo.localhost:8080',
    ]);
  });
});

describe('sources added by settings', () => {
  const configured = loadConfig({
    CLIENT_API_URL: 'https://api.halo.example/',
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    S3_BUCKET: 'halo-images',
    S3_REGION: 'us-west-2',
    S3_PUBLIC_URL: 'https://cdn.halo.example/images',
    SENTRY_DSN: 'https://public@o12.ingest.us.sentry.io/345',
    ANALYTICS_ID: 'G-ABC123',
  });
  const policy = hostPageDirectives(configured, portalPage);

  it('Stripe: Stripe.js, its card and 3-D Secure frames, and api.stripe.com', () => {
    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://js.stripe.com']));
    expect(policy['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy['connect-src']).toContain('https://api.stripe.com');
  });

  it('S3: presigned uploads to the bucket, images from the public URL', () => {
    expect(policy['connect-src']).toContain('https://halo-images.s3.us-west-2.amazonaws.com');
    expect(policy['img-src']).toContain('https://cdn.halo.example');
    expect(policy['img-src']).not.toContain('https://halo-images.s3.us-west-2.amazonaws.com');
  });

  it('Sentry: its ingest origin (no key), and blob: workers for session replay', () => {
    expect(policy['connect-src']).toContain('https://o12.ingest.us.sentry.io');
    expect(policy['connect-src']?.join(' ')).not.toContain('public@');
    expect(policy['worker-src']).toEqual([...(policy['script-src'] ?? []), 'blob:']);
  });

  it('Google Analytics: the tag script, its beacons and collection endpoints', () => {
    expect(policy['script-src']).toContain('https://*.googletagmanager.com');
    expect(policy['img-src']).toContain('https://*.google-analytics.com');
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
  });

  it('Tag Manager alone also allows the Google tag', () => {
    const gtm = hostPageDirectives({ ...defaults, tagManagerId: 'GTM-XYZ' }, portalPage);
    expect(gtm['script-src']).toEqual(["'self'", 'https://*.googletagmanager.com']);
  });

  it('CLIENT_API_URL: the API origin for calls and for images it serves', () => {
    expect(policy['connect-src']).toContain('https://api.halo.example');
    expect(policy['img-src']).toContain('https://api.halo.example');
  });

  it('never allows inline script or eval, whatever is configured', () => {
    const all = Object.values(policy).flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
  });
});

describe('per page', () => {
  it('lets the organization’s allowed origins frame the giving page, wildcards kept', () => {
    const policy = hostPageDirectives(defaults, {
      ...portalPage,
      frameAncestors: ['https://www.grace.example', 'http://*.localhost:*', 'HTTPS://Grace.Example:8443'],
    });
    expect(policy['frame-ancestors']).toEqual([
      'https://www.grace.example',
      'http://*.localhost:*',
      'https://grace.example:8443',
    ]);
  });

  it('adds the organization’s logo origins to img-src', () => {
    const policy = hostPageDirectives(defaults, {
      ...portalPage,
      organizationImages: ['https://grace.example/logo.png', null, 'https://cdn.grace.example/x.svg'],
    });
    expect(policy['img-src']).toEqual([
      "'self'",
      'blob:',
      'https://grace.example',
      'https://cdn.grace.example',
    ]);
  });

  it('has no live-update source with live updates off', () => {
    expect(hostPageDirectives(defaults, { ...portalPage, pusher: null })['connect-src']).toEqual(["'self'"]);
  });
});

describe('liveUpdateSources', () => {
  it('over TLS, only wss: to a self-hosted server (default port when none is set)', () => {
    expect(
      liveUpdateSources({ key: 'k', cluster: 'mt1', wsHost: 'ws.halo.example', forceTLS: true }),
    ).toEqual(['wss://ws.halo.example']);
  });

  it('Pusher’s service: the cluster’s socket host and its HTTP fallback host', () => {
    expect(liveUpdateSources({ key: 'k', cluster: 'eu', forceTLS: true })).toEqual([
      'wss://ws-eu.pusher.com',
      'https://sockjs-eu.pusher.com',
    ]);
  });
});

describe('values that would break out of the header are dropped', () => {
  it.each([
    'https://evil.example; script-src *',
    'https://a,b.example',
    'https://evil.example script-src',
    "'unsafe-inline'",
    '*',
    'javascript:alert(1)',
    'https://*.example.org/path',
  ])('frame-ancestors pattern %p', (pattern) => expect(frameAncestorSource(pattern)).toBeNull());

  it.each([
    'https://a;b.example/x',
    'https://a,b.example',
    'data:image/png;base64,AAAA',
    'ftp://x.example',
    'not a url',
  ])('origin %p', (url) => expect(originSource(url)).toBeNull());

  it('a Host header with `;` gives no socket source, not an extra directive', () => {
    const policy = hostPagePolicy(defaults, {
      ...portalPage,
      pusher: { ...embeddedSocket, wsHost: "x.example;script-src 'unsafe-inline'" },
    });
    expect(policy).not.toContain('x.example');
    expect(policy.match(/script-src/g)).toHaveLength(1);
    expect(parsed(policy)['script-src']).toEqual(["'self'"]);
    expect(parsed(policy)['connect-src']).toEqual(["'self'"]);
  });

  it('a cluster name with a space gives no Pusher source', () => {
    expect(liveUpdateSources({ key: 'k', cluster: 'eu *', forceTLS: true })).toEqual([]);
  });
});
