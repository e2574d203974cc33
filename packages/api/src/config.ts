// Settings of the API, all from environment variables with working defaults (DESIGN.md §5).
// Every setting is listed with a comment in /.env.example; keep the two in step.
import path from 'node:path';
import * as v from 'valibot';
import { DEFAULT_OUTBOX_SETTINGS, type OutboxSettings } from './mail/outbox';
import { repoRoot } from './packageRoot';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Pusher's HTTP API, or a server speaking it (Laravel Reverb, soketi); all four of id, key, secret, cluster. */
export interface PusherSettings {
  appId: string;
  /** Public: sent to the browser. */
  key: string;
  /** Signs private-channel authorisations and HTTP API calls; never sent to the browser. */
  secret: string;
  cluster: string;
  host: string | null;
  port: number | null;
  forceTLS: boolean;
}

/** Stripe mode (DESIGN.md §4): on when STRIPE_SECRET_KEY is set; organizations opt in with processor_mode. */
export interface StripeSettings {
  secretKey: string;
  /** Sent to the giving form of stripe-mode organizations (Stripe.js needs it). */
  publishableKey: string;
  /**
   * Signing secrets of the webhook endpoints that post to /api/stripe/webhook (a platform endpoint
   * and a Connect endpoint each have their own); without one the webhook route is not served.
   */
  webhookSecrets: string[];
  /** Another Stripe API address (the tests' local double, stripe-mock); null for api.stripe.com. */
  api: { host: string; port: number | null; protocol: 'http' | 'https' } | null;
}

/** Profile image storage in S3 or an S3-compatible service (DESIGN.md §4); null keeps files under DATA_DIR/files. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, the tests' s3rver); null for AWS. */
  endpoint: string | null;
  /** Null: the AWS SDK's default credential chain (instance role, AWS_* variables). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, s3rver). */
  forcePathStyle: boolean;
  /** Where objects are publicly read (a CDN); null derives it from the endpoint and bucket. */
  publicUrl: string | null;
}

/** Limits of the giving endpoints (docs/CONTRACTS.md "REST: giving"), per minute unless named. */
export interface GivingRateLimits {
  /** POST /api/give and /api/give/customer per client IP. */
  givePerMinute: number;
  /** POST /api/give and card set-up per processor customer (i.e. per donor email). */
  perCustomerPerMinute: number;
  setupIntentPerMinute: number;
  /** POST /api/give/sandbox/payment-methods per client IP. */
  cardPerMinute: number;
  /**
   * After this many declines from one IP within declineWindowMinutes, card attempts from it get 429
   * (a signed-in donor's own saved card excepted). Generous: a congregation shares one Wi-Fi.
   */
  declinesBeforeBlock: number;
  /** After this many declines of one processor customer within the window, its card attempts get 429. */
  declinesPerCustomer: number;
  /** After this many declines of one card within the window, that card gets 429 from anywhere. */
  declinesPerCard: number;
  declineWindowMinutes: number;
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
  /**
   * Pusher's HTTP API (Pusher, Laravel Reverb, soketi) when PUSHER_* settings exist; else, with
   * liveUpdates on, the API serves the Pusher protocol itself (src/live/broadcasterPlugin.ts).
   */
  pusher: PusherSettings | null;
  /** LIVE_UPDATES=false turns live updates off (no broadcasts, no WebSocket server, runtime `pusher` null). */
  liveUpdates: boolean;
  /**
   * GRAPHQL_TRUSTED_DOCUMENTS: run only the GraphQL documents the front ends were built with
   * (src/graphql/trustedDocuments.ts). On by default; `npm run dev` turns it off.
   */
  graphqlTrustedDocuments: boolean;
  sessionIdleMinutes: number;
  rememberDays: number;
  /** Trust X-Forwarded-* from a reverse proxy (needed to see HTTPS behind a TLS terminator). */
  trustProxy: boolean;
  /** `smtp://…` / `smtps://…` sends real mail; null writes each message as an .eml under dataDir/mail. */
  smtpUrl: string | null;
  /** The From address of every message. */
  mailFrom: string;
  /**
   * Signs giving tokens (HMAC-SHA256). Null: generated on first start and kept in
   * DATA_DIR/app-key (src/giving/appKey.ts).
   */
  appKey: string | null;
  givingRateLimits: GivingRateLimits;
  stripe: StripeSettings | null;
  /** "Sign in with Google" (OpenID Connect, any issuer); null hides the button. */
  googleSignIn: GoogleSignInSettings | null;
  /** The window of the sign-in, registration and forgot-password attempt limits (60 s). */
  authRateLimitWindowMs: number;
  /** Profile image storage: S3 when S3_BUCKET is set, else local files (src/files/). */
  s3: S3Settings | null;
  /** The recurring charging worker (src/recurring/, README "Recurring engine"). */
  recurringWorker: RecurringWorkerSettings;
  /**
   * The email outbox (src/mail/outbox.ts): OUTBOX_INTERVAL_SECONDS between passes for what a crash
   * or another instance left (0: only after requests), OUTBOX_MAX_ATTEMPTS before a message is kept
   * as failed.
   */
  outbox: OutboxSettings & { intervalMs: number };
  /**
   * Whether PUBLIC_URL names a real site rather than this machine (localhost, *.localhost, a
   * loopback address): such a start must not seed the demo and needs real keys
   * (src/startup/productionStart.ts).
   */
  production: boolean;
  /** SEED_DEMO: true or false as set; null leaves it to PUBLIC_URL (seeded only on localhost). */
  seedDemo: boolean | null;
  /** ALLOW_SANDBOX: a production start without Stripe keys (a staging site), sandbox test cards only. */
  allowSandbox: boolean;
  /** ALLOW_EMBEDDED_DATABASE: a production start on PGlite, accepting that a power cut may lose commits. */
  allowEmbeddedDatabase: boolean;
  /**
   * A frozen "now" (CLOCK_NOW) for demos and tests of dates; null for the wall clock. The app's
   * `clock` option (tests) wins over it.
   */
  clockNow: Date | null;
}

export interface RecurringWorkerSettings {
  /** RECURRING_WORKER=on|off: whether this instance runs the worker on a timer (several may). */
  enabled: boolean;
  /** Pause between the end of one run and the start of the next. */
  intervalMs: number;
  /** A charge attempt still "processing" after this long belonged to a crashed run and is re-run. */
  staleAfterMs: number;
}

export interface GoogleSignInSettings {
  /** OpenID Connect issuer; Google's unless OIDC_ISSUER names another (the tests' local provider). */
  issuer: string;
  clientId: string;
  clientSecret: string | null;
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
  LIVE_UPDATES: booleanSetting(true),
  GRAPHQL_TRUSTED_DOCUMENTS: booleanSetting(true),
  SESSION_IDLE_MINUTES: integerSetting(120, 1, 60 * 24 * 30),
  REMEMBER_DAYS: integerSetting(30, 1, 400),
  TRUST_PROXY: booleanSetting(false),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  MAIL_FROM: textSetting('Halo Give <giving@halo.localhost>'),
  APP_KEY: v.optional(v.pipe(v.string(), v.trim(), v.minLength(32, 'must be at least 32 characters'))),
  GIVE_RATE_LIMIT_PER_MINUTE: integerSetting(600, 1, 1_000_000),
  GIVE_CUSTOMER_RATE_LIMIT_PER_MINUTE: integerSetting(10, 1, 1_000_000),
  SETUP_INTENT_RATE_LIMIT_PER_MINUTE: integerSetting(300, 1, 1_000_000),
  CARD_RATE_LIMIT_PER_MINUTE: integerSetting(300, 1, 1_000_000),
  CARD_DECLINES_BEFORE_BLOCK: integerSetting(20, 1, 1_000_000),
  CARD_DECLINES_PER_CUSTOMER: integerSetting(5, 1, 1_000_000),
  CARD_DECLINES_PER_CARD: integerSetting(3, 1, 1_000_000),
  CARD_DECLINE_WINDOW_MINUTES: integerSetting(10, 1, 24 * 60),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_HOST: optionalText,
  STRIPE_API_PORT: v.optional(
    v.pipe(integer, v.minValue(1, 'must be at least 1'), v.maxValue(65535, 'must be at most 65535')),
  ),
  STRIPE_API_PROTOCOL: v.optional(v.picklist(['http', 'https']), 'https'),
  OIDC_ISSUER: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  AUTH_RATE_LIMIT_WINDOW_SECONDS: integerSetting(60, 1, 3600),
  S3_BUCKET: optionalText,
  S3_REGION: textSetting('us-east-1'),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanSetting(false),
  S3_PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  RECURRING_WORKER: v.optional(v.picklist(['on', 'off']), 'on'),
  RECURRING_WORKER_INTERVAL_SECONDS: integerSetting(60, 1, 24 * 3600),
  OUTBOX_INTERVAL_SECONDS: integerSetting(5, 0, 3600),
  OUTBOX_MAX_ATTEMPTS: integerSetting(DEFAULT_OUTBOX_SETTINGS.maxAttempts, 1, 100),
  RECURRING_WORKER_STALE_MINUTES: integerSetting(15, 1, 24 * 60),
  SEED_DEMO: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0']),
      v.transform((value) => value === 'true' || value === '1'),
    ),
  ),
  ALLOW_SANDBOX: booleanSetting(false),
  ALLOW_EMBEDDED_DATABASE: booleanSetting(false),
  CLOCK_NOW: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp('must be an ISO instant such as 2027-01-31T15:00:00Z'),
      v.transform((value) => new Date(value)),
    ),
  ),
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
  // A secret key without its publishable key would charge cards the browser cannot collect.
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_PUBLISHABLE_KEY) {
    throw new ConfigError('Invalid settings: STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY');
  }
  // A partial Pusher set-up would silently fall back to the embedded server, or publish nothing.
  const pusherNames = ['PUSHER_APP_ID', 'PUSHER_APP_KEY', 'PUSHER_APP_SECRET', 'PUSHER_CLUSTER'] as const;
  const missingPusher = pusherNames.filter((name) => !e[name]);
  if (missingPusher.length > 0 && (missingPusher.length < pusherNames.length || e.PUSHER_HOST)) {
    throw new ConfigError(
      `Invalid settings: ${missingPusher.join(', ')} missing; Pusher needs PUSHER_APP_ID, PUSHER_APP_KEY, ` +
        'PUSHER_APP_SECRET and PUSHER_CLUSTER together (any cluster name, e.g. mt1, for Reverb or soketi)',
    );
  }
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
    // Live updates are only enabled when both key and cluster exist (spec §4); the embedded
    // server, used without these settings, has its own (src/live/broadcasterPlugin.ts).
    pusher:
      e.PUSHER_APP_ID && e.PUSHER_APP_KEY && e.PUSHER_APP_SECRET && e.PUSHER_CLUSTER
        ? {
            appId: e.PUSHER_APP_ID,
            key: e.PUSHER_APP_KEY,
            secret: e.PUSHER_APP_SECRET,
            cluster: e.PUSHER_CLUSTER,
            host: e.PUSHER_HOST ?? null,
            port: e.PUSHER_PORT ?? null,
            forceTLS: e.PUSHER_SCHEME === 'https',
          }
        : null,
    liveUpdates: e.LIVE_UPDATES,
    graphqlTrustedDocuments: e.GRAPHQL_TRUSTED_DOCUMENTS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    rememberDays: e.REMEMBER_DAYS,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    appKey: e.APP_KEY ?? null,
    givingRateLimits: {
      givePerMinute: e.GIVE_RATE_LIMIT_PER_MINUTE,
      perCustomerPerMinute: e.GIVE_CUSTOMER_RATE_LIMIT_PER_MINUTE,
      setupIntentPerMinute: e.SETUP_INTENT_RATE_LIMIT_PER_MINUTE,
      cardPerMinute: e.CARD_RATE_LIMIT_PER_MINUTE,
      declinesBeforeBlock: e.CARD_DECLINES_BEFORE_BLOCK,
      declinesPerCustomer: e.CARD_DECLINES_PER_CUSTOMER,
      declinesPerCard: e.CARD_DECLINES_PER_CARD,
      declineWindowMinutes: e.CARD_DECLINE_WINDOW_MINUTES,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecrets: (e.STRIPE_WEBHOOK_SECRET ?? '')
              .split(',')
              .map((secret) => secret.trim())
              .filter(Boolean),
            api: e.STRIPE_API_HOST
              ? { host: e.STRIPE_API_HOST, port: e.STRIPE_API_PORT ?? null, protocol: e.STRIPE_API_PROTOCOL }
              : null,
          }
        : null,
    googleSignIn: e.GOOGLE_CLIENT_ID
      ? {
          issuer: (e.OIDC_ISSUER ?? 'https://accounts.google.com').replace(/\/+$/, ''),
          clientId: e.GOOGLE_CLIENT_ID,
          clientSecret: e.GOOGLE_CLIENT_SECRET ?? null,
        }
      : null,
    authRateLimitWindowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT ?? null,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? null,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? null,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicUrl: e.S3_PUBLIC_URL ?? null,
        }
      : null,
    recurringWorker: {
      enabled: e.RECURRING_WORKER === 'on',
      intervalMs: e.RECURRING_WORKER_INTERVAL_SECONDS * 1000,
      staleAfterMs: e.RECURRING_WORKER_STALE_MINUTES * 60_000,
    },
    outbox: {
      ...DEFAULT_OUTBOX_SETTINGS,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      intervalMs: e.OUTBOX_INTERVAL_SECONDS * 1000,
    },
    production: !isLocalAddress(publicUrl),
    seedDemo: e.SEED_DEMO ?? null,
    allowSandbox: e.ALLOW_SANDBOX,
    allowEmbeddedDatabase: e.ALLOW_EMBEDDED_DATABASE,
    clockNow: e.CLOCK_NOW ?? null,
  };
}

/** localhost, a name under .localhost (the demo's subdomains), or a loopback address. */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1';
}
