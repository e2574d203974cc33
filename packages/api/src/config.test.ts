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

  it('names every bad setting in one error', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT.*DATABASE_URL.*LOG_LEVEL/,
    );
  });
});
