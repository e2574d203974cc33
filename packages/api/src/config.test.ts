import path from 'node:path';
import { loadConfig, repoRoot } from './config';

describe('loadConfig', () => {
  it('works with no settings at all', () => {
    expect(loadConfig({}, '/somewhere')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(repoRoot, 'data'),
      databaseUrl: null,
      publicUrl: 'http://localhost:8080',
      distDir: path.join(repoRoot, 'dist'),
      logLevel: 'info',
      appEnv: 'development',
      clientApiUrl: '',
      sentryDsn: null,
      analyticsId: null,
      tagManagerId: null,
      pusher: null,
      sessionIdleMinutes: 120,
      rememberDays: 30,
      trustProxy: false,
      smtpUrl: null,
      mailFrom: 'Halo Give <giving@halo.localhost>',
      appKey: null,
      givingRateLimits: {
        givePerMinute: 30,
        perCustomerPerMinute: 10,
        setupIntentPerMinute: 20,
        cardPerMinute: 10,
        declinesBeforeBlock: 5,
        declineWindowMinutes: 10,
      },
      googleSignIn: null,
      authRateLimitWindowMs: 60_000,
      stripe: null,
    });
  });

  it('resolves relative folders against the directory the command was started from', () => {
    const config = loadConfig({ DATA_DIR: './var', DIST_DIR: 'build' }, '/srv/halo');
    expect(config.dataDir).toBe('/srv/halo/var');
    expect(config.distDir).toBe('/srv/halo/build');
  });

  it('treats an empty value as not set', () => {
    expect(loadConfig({ PORT: '', SENTRY_DSN: ' ' }).port).toBe(8080);
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://give.example.org/' }).publicUrl).toBe(
      'https://give.example.org',
    );
  });

  it('enables live updates only with both key and cluster (spec §4)', () => {
    expect(loadConfig({ PUSHER_APP_KEY: 'k' }).pusher).toBeNull();
    expect(
      loadConfig({ PUSHER_APP_KEY: 'k', PUSHER_CLUSTER: 'eu', PUSHER_SCHEME: 'http' }).pusher,
    ).toMatchObject({
      key: 'k',
      cluster: 'eu',
      forceTLS: false,
    });
  });

  it('turns Stripe mode on with a secret key, and insists on its publishable key', () => {
    expect(loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).stripe).toBeNull();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_platform, whsec_connect',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: '12111',
        STRIPE_API_PROTOCOL: 'http',
      }).stripe,
    ).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecrets: ['whsec_platform', 'whsec_connect'],
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
  });

  it('configures Google sign-in only with a client id, on Google’s issuer unless OIDC_ISSUER says otherwise', () => {
    expect(loadConfig({ GOOGLE_CLIENT_SECRET: 's' }).googleSignIn).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).googleSignIn).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: null,
    });
    expect(
      loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', OIDC_ISSUER: 'http://127.0.0.1:4000/' })
        .googleSignIn,
    ).toEqual({ issuer: 'http://127.0.0.1:4000', clientId: 'id', clientSecret: 's' });
    expect(loadConfig({ AUTH_RATE_LIMIT_WINDOW_SECONDS: '5' }).authRateLimitWindowMs).toBe(5000);
  });

  it('names every bad setting in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT.*DATABASE_URL.*LOG_LEVEL/,
    );
  });
});
