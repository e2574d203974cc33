// The environment variables the API reads (all listed with a comment in /.env.example), each parsed
// with its rule and its default: a working development set-up needs none of them.
import * as v from 'valibot';
import { DEFAULT_OUTBOX_SETTINGS } from '../mail/outbox';
import { logLevels } from './configTypes';

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

/** Every environment variable the API reads, with its default; an unknown variable is ignored. */
export const EnvSchema = v.object({
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
  DEDICATION_NOTICES_PER_DONOR_PER_DAY: integerSetting(5, 0, 1_000_000),
  DEDICATION_NOTICES_PER_IP_PER_DAY: integerSetting(10, 0, 1_000_000),
  DEDICATION_NOTICES_PER_CHURCH_PER_DAY: integerSetting(100, 0, 1_000_000),
  TWILIO_ACCOUNT_SID: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hex digits')),
  ),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_API_URL: v.optional(v.pipe(v.string(), v.url('must be an absolute URL'))),
  TEXT_TO_GIVE_TEXTS_PER_PHONE_PER_HOUR: integerSetting(10, 1, 1_000_000),
  TEXT_TO_GIVE_GIFTS_PER_PHONE_PER_DAY: integerSetting(3, 1, 1_000),
  TEXT_TO_GIVE_CODES_PER_PHONE_PER_HOUR: integerSetting(5, 1, 1_000),
  READ_API_CALLS_PER_KEY_PER_MINUTE: integerSetting(120, 1, 1_000_000),
  KIOSK_ATTEMPTS_PER_DEVICE_PER_HOUR: integerSetting(150, 1, 1_000_000),
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
  ALLOW_FILE_MAIL: booleanSetting(false),
  CLOCK_NOW: v.optional(
    v.pipe(
      v.string(),
      v.isoTimestamp('must be an ISO instant such as 2027-01-31T15:00:00Z'),
      v.transform((value) => new Date(value)),
    ),
  ),
});
