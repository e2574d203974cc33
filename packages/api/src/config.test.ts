import path from 'node:path';
import { loadConfig } from './config';
import { repoRoot } from './packageRoot';

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
      twilio: null,
      textToGivePerPhonePerHour: 10,
      textGiftsPerPhonePerDay: 3,
      textGivingCodesPerPhonePerHour: 5,
      readApiCallsPerKeyPerMinute: 120,
      kioskAttemptsPerDevicePerHour: 150,
      pusher: null,
      liveUpdates: true,
      graphqlTrustedDocuments: true,
      sessionIdleMinutes: 120,
      rememberDays: 30,
      trustProxy: false,
      smtpUrl: null,
      mailFrom: 'Halo Give <giving@halo.localhost>',
      appKey: null,
      givingRateLimits: {
        givePerMinute: 600,
        perCustomerPerMinute: 10,
        setupIntentPerMinute: 300,
        cardPerMinute: 300,
        declinesBeforeBlock: 20,
        declinesPerCustomer: 5,
        declinesPerCard: 3,
        declineWindowMinutes: 10,
      },
      googleSignIn: null,
      authRateLimitWindowMs: 60_000,
      dedicationNoticeLimits: { perDonorPerDay: 5, perIpPerDay: 10, perChurchPerDay: 100 },
      stripe: null,
      s3: null,
      recurringWorker: { enabled: true, intervalMs: 60_000, staleAfterMs: 15 * 60_000 },
      outbox: { batchSize: 20, firstRetryMs: 30_000, intervalMs: 5_000, leaseMs: 60_000, maxAttempts: 8 },
      production: false,
      seedDemo: null,
      allowSandbox: false,
      allowEmbeddedDatabase: false,
      allowFileMail: false,
      clockNow: null,
    });
  });

  it('reads the recurring worker settings and a frozen clock', () => {
    const config = loadConfig({
      RECURRING_WORKER: 'off',
      RECURRING_WORKER_INTERVAL_SECONDS: '5',
      CLOCK_NOW: '2027-01-31T15:00:00Z',
    });
    expect(config.recurringWorker.enabled).toBe(false);
    expect(config.recurringWorker.intervalMs).toBe(5000);
    expect(config.clockNow?.toISOString()).toBe('2027-01-31T15:00:00.000Z');
    expect(() => loadConfig({ CLOCK_NOW: 'next tuesday' })).toThrow(/CLOCK_NOW/);
    expect(() => loadConfig({ RECURRING_WORKER: 'maybe' })).toThrow(/RECURRING_WORKER/);
  });

  it('reads the S3 settings only when S3_BUCKET is set', () => {
    expect(loadConfig({ S3_REGION: 'eu-west-1' }).s3).toBeNull();
    expect(
      loadConfig({
        S3_BUCKET: 'halo',
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'halo',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:4569',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: null,
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

  it('uses Pusher only with id, key, secret and cluster together, and refuses a partial set-up', () => {
    expect(loadConfig({}).pusher).toBeNull();
    expect(loadConfig({}).liveUpdates).toBe(true);
    expect(loadConfig({ LIVE_UPDATES: 'false' }).liveUpdates).toBe(false);
    const pusher = { PUSHER_APP_ID: '1', PUSHER_APP_KEY: 'k', PUSHER_APP_SECRET: 's', PUSHER_CLUSTER: 'eu' };
    expect(loadConfig({ ...pusher, PUSHER_SCHEME: 'http' }).pusher).toMatchObject({
      appId: '1',
      key: 'k',
      secret: 's',
      cluster: 'eu',
      forceTLS: false,
    });
    // Key and cluster alone would enable the browser side of docs/PRODUCT.md §4 with nothing to sign or publish.
    expect(() => loadConfig({ PUSHER_APP_KEY: 'k', PUSHER_CLUSTER: 'eu' })).toThrow(
      /PUSHER_APP_ID, PUSHER_APP_SECRET missing/,
    );
    expect(() => loadConfig({ PUSHER_HOST: 'reverb.local' })).toThrow(/PUSHER_APP_ID/);
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

  it('turns text-to-give on with a Twilio auth token, sending through Twilio only with the account too', () => {
    expect(loadConfig({}).twilio).toBeNull();
    expect(loadConfig({ TWILIO_AUTH_TOKEN: 'token' }).twilio).toEqual({
      authToken: 'token',
      accountSid: null,
      apiUrl: 'https://api.twilio.com',
    });
    const sid = `AC${'a1'.repeat(16)}`;
    expect(
      loadConfig({
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_ACCOUNT_SID: sid,
        TWILIO_API_URL: 'http://127.0.0.1:9/',
      }).twilio,
    ).toEqual({ authToken: 'token', accountSid: sid, apiUrl: 'http://127.0.0.1:9' });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: sid })).toThrow(/TWILIO_AUTH_TOKEN is required/);
    expect(() => loadConfig({ TWILIO_AUTH_TOKEN: 't', TWILIO_ACCOUNT_SID: 'AC123' })).toThrow(
      /TWILIO_ACCOUNT_SID/,
    );
  });

  it('names every bad setting in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT.*DATABASE_URL.*LOG_LEVEL/,
    );
  });
});
