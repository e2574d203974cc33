// Settings of the API, all from environment variables with working defaults (DESIGN.md §5).
// Every setting is listed with a comment in /.env.example; keep the two in step.
import path from 'node:path';
import * as v from 'valibot';

/** The repository root (this file is packages/api/src/config.ts). */
export const repoRoot = path.resolve(__dirname, '../../..');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface PusherSettings {
  appId: string | null;
  key: string;
  secret: string | null;
  cluster: string;
  host: string | null;
  port: number | null;
  forceTLS: boolean;
}

export interface Config {
  port: number;
  host: string;
  /** Writable folder for the embedded database, mail and files. */
  dataDir: string;
  /**
   * `postgres://…` for a PostgreSQL server, `memory://` for a throwaway in-memory PGlite, or null
   * for PGlite persisted under `${dataDir}/pglite`.
   */
  databaseUrl: string | null;
  /** Where browsers reach us; decides cookie `Secure` and the printed URLs. */
  publicUrl: string;
  distDir: string;
  logLevel: LogLevel;
  /** Sent to the browser as runtime config `environment`. */
  appEnv: string;
  /** Runtime config `apiUrl`: empty means the front end calls its own origin. */
  clientApiUrl: string;
  sentryDsn: string | null;
  analyticsId: string | null;
  tagManagerId: string | null;
  pusher: PusherSettings | null;
  sessionIdleMinutes: number;
  rememberDays: number;
  /** Trust X-Forwarded-* from a reverse proxy (needed to see HTTPS behind a TLS terminator). */
  trustProxy: boolean;
  /** `smtp://…` / `smtps://…` sends real mail; null writes each message as an .eml under dataDir/mail. */
  smtpUrl: string | null;
  /** The From address of every message. */
  mailFrom: string;
}

const optionalText = v.optional(v.pipe(v.string(), v.trim()));
const textSetting = (fallback: string) => v.optional(v.pipe(v.string(), v.trim()), fallback);

const integer = v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number'));
const integerSetting = (fallback: number, min: number, max: number) =>
  v.optional(
    v.pipe(integer, v.minValue(min, `must be at least ${min}`), v.maxValue(max, `must be at most ${max}`)),
    String(fallback),
  );

const booleanSetting = (fallback: boolean) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0']),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    fallback ? 'true' : 'false',
  );

const EnvSchema = v.object({
  PORT: integerSetting(8080, 0, 65535),
  HOST: textSetting('0.0.0.0'),
  DATA_DIR: optionalText,
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => value === 'memory://' || /^postgres(ql)?:\/\//.test(value),
        'must start with postgres:// or postgresql://, or be memory://',
      ),
    ),
  ),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  DIST_DIR: optionalText,
  LOG_LEVEL: v.optional(v.picklist(logLevels), 'info'),
  APP_ENV: textSetting('development'),
  CLIENT_API_URL: textSetting(''),
  SENTRY_DSN: optionalText,
  ANALYTICS_ID: optionalText,
  TAG_MANAGER_ID: optionalText,
  PUSHER_APP_ID: optionalText,
  PUSHER_APP_KEY: optionalText,
  PUSHER_APP_SECRET: optionalText,
  PUSHER_CLUSTER: optionalText,
  PUSHER_HOST: optionalText,
  PUSHER_PORT: v.optional(integer),
  PUSHER_SCHEME: v.optional(v.picklist(['http', 'https']), 'https'),
  SESSION_IDLE_MINUTES: integerSetting(120, 1, 60 * 24 * 30),
  REMEMBER_DAYS: integerSetting(30, 1, 400),
  TRUST_PROXY: booleanSetting(false),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: textSetting('Halo Give <giving@halo.localhost>'),
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the settings. Relative paths are resolved against the directory the command was started
 * from: npm runs workspace scripts inside the workspace folder but keeps the caller's folder in
 * INIT_CWD, so `DATA_DIR=./data npm start` means the same folder however it was launched.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd: string = env.INIT_CWD ?? process.cwd(),
): Config {
  // An empty value (`PORT=` in .env) means "not set", as in most .env readers.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const parsed = v.safeParse(EnvSchema, present);
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'} ${issue.message}`);
    throw new ConfigError(`Invalid settings: ${problems.join('; ')}`);
  }
  const e = parsed.output;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR ? path.resolve(cwd, e.DATA_DIR) : path.join(repoRoot, 'data'),
    databaseUrl: e.DATABASE_URL ?? null,
    publicUrl,
    distDir: e.DIST_DIR ? path.resolve(cwd, e.DIST_DIR) : path.join(repoRoot, 'dist'),
    logLevel: e.LOG_LEVEL,
    appEnv: e.APP_ENV,
    clientApiUrl: e.CLIENT_API_URL,
    sentryDsn: e.SENTRY_DSN ?? null,
    analyticsId: e.ANALYTICS_ID ?? null,
    tagManagerId: e.TAG_MANAGER_ID ?? null,
    // Live updates are only enabled when both key and cluster exist (spec §4).
    pusher:
      e.PUSHER_APP_KEY && e.PUSHER_CLUSTER
        ? {
            appId: e.PUSHER_APP_ID ?? null,
            key: e.PUSHER_APP_KEY,
            secret: e.PUSHER_APP_SECRET ?? null,
            cluster: e.PUSHER_CLUSTER,
            host: e.PUSHER_HOST ?? null,
            port: e.PUSHER_PORT ?? null,
            forceTLS: e.PUSHER_SCHEME === 'https',
          }
        : null,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    rememberDays: e.REMEMBER_DAYS,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
  };
}
