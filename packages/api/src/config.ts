// Settings of the API, all from environment variables with working defaults (docs/ARCHITECTURE.md §5).
// Every setting is listed with a comment in /.env.example; keep the two in step. What each variable
// accepts and its default are in config/envSchema.ts, the shape of the settings in config/configTypes.ts;
// here they are read, checked against each other and gathered by service.
import path from 'node:path';
import * as v from 'valibot';
import { DEFAULT_OUTBOX_SETTINGS } from './mail/outbox';
import { repoRoot } from './packageRoot';
import type { Config } from './config/configTypes';
import { EnvSchema } from './config/envSchema';

export type {
  Config,
  DedicationNoticeLimits,
  GivingRateLimits,
  GoogleSignInSettings,
  LogLevel,
  PusherSettings,
  RecurringWorkerSettings,
  S3Settings,
  StripeSettings,
  TwilioSettings,
} from './config/configTypes';

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
  // An account without its token could neither check Twilio's signatures nor send.
  if (e.TWILIO_ACCOUNT_SID && !e.TWILIO_AUTH_TOKEN) {
    throw new ConfigError('Invalid settings: TWILIO_AUTH_TOKEN is required with TWILIO_ACCOUNT_SID');
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
    // Live updates are only enabled when both key and cluster exist (docs/PRODUCT.md §4); the embedded
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
    dedicationNoticeLimits: {
      perDonorPerDay: e.DEDICATION_NOTICES_PER_DONOR_PER_DAY,
      perIpPerDay: e.DEDICATION_NOTICES_PER_IP_PER_DAY,
      perChurchPerDay: e.DEDICATION_NOTICES_PER_CHURCH_PER_DAY,
    },
    twilio: e.TWILIO_AUTH_TOKEN
      ? {
          authToken: e.TWILIO_AUTH_TOKEN,
          accountSid: e.TWILIO_ACCOUNT_SID ?? null,
          apiUrl: (e.TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/+$/, ''),
        }
      : null,
    textToGivePerPhonePerHour: e.TEXT_TO_GIVE_TEXTS_PER_PHONE_PER_HOUR,
    textGiftsPerPhonePerDay: e.TEXT_TO_GIVE_GIFTS_PER_PHONE_PER_DAY,
    textGivingCodesPerPhonePerHour: e.TEXT_TO_GIVE_CODES_PER_PHONE_PER_HOUR,
    kioskAttemptsPerDevicePerHour: e.KIOSK_ATTEMPTS_PER_DEVICE_PER_HOUR,
    readApiCallsPerKeyPerMinute: e.READ_API_CALLS_PER_KEY_PER_MINUTE,
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
    allowFileMail: e.ALLOW_FILE_MAIL,
    clockNow: e.CLOCK_NOW ?? null,
  };
}

/** localhost, a name under .localhost (the demo's subdomains), or a loopback address. */
export function isLocalAddress(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1';
}
