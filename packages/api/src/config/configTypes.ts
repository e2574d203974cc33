// What the API's settings are once read (docs/ARCHITECTURE.md §5): one typed object, grouped by the service each
// part configures. config.ts builds it from the environment variables of config/envSchema.ts.
import type { OutboxSettings } from '../mail/outbox';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
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

/** Stripe mode (docs/ARCHITECTURE.md §4): on when STRIPE_SECRET_KEY is set; organizations opt in with processor_mode. */
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

/** Profile image storage in S3 or an S3-compatible service (docs/ARCHITECTURE.md §4); null keeps files under DATA_DIR/files. */
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

/**
 * Notifications of a gift in honour or in memory of someone, sent to any address the donor types:
 * at most this many a day from one donor, from one IP, and from all the donors of one church together
 * (0: none). Over a limit the gift still goes through, without its notification.
 */
export interface DedicationNoticeLimits {
  perDonorPerDay: number;
  perIpPerDay: number;
  perChurchPerDay: number;
}

/**
 * Twilio Programmable Messaging (docs/PRODUCT.md §10): on when TWILIO_AUTH_TOKEN is set; null turns
 * text-to-give off (POST /api/sms/twilio answers 404).
 */
export interface TwilioSettings {
  /** Checks X-Twilio-Signature on the texts Twilio delivers, and authenticates outgoing messages. */
  authToken: string;
  /** With it, outgoing messages go through Twilio's REST API; null writes them under DATA_DIR/sms. */
  accountSid: string | null;
  /** Twilio's REST API address (`https://api.twilio.com`; the tests' double with TWILIO_API_URL). */
  apiUrl: string;
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
   * Seals giving tokens and emailed links (AES-256-GCM under an HKDF key). Null: generated on first
   * start and kept in DATA_DIR/app-key (src/giving/appKey.ts).
   */
  appKey: string | null;
  givingRateLimits: GivingRateLimits;
  stripe: StripeSettings | null;
  /** "Sign in with Google" (OpenID Connect, any issuer); null hides the button. */
  googleSignIn: GoogleSignInSettings | null;
  /** The window of the sign-in, registration and forgot-password attempt limits (60 s). */
  authRateLimitWindowMs: number;
  /** How many "in honour / in memory of" notifications may go out (src/core/gifts/dedicationNoticeLimits.ts). */
  dedicationNoticeLimits: DedicationNoticeLimits;
  /** Text-to-give over Twilio (src/textToGive/); null: off. */
  twilio: TwilioSettings | null;
  /** Texts one phone may send to text-to-give numbers in an hour before they go unanswered. */
  textToGivePerPhonePerHour: number;
  /** Gifts one verified phone may give in one reply (YES) in a day (docs/PRODUCT.md §10). */
  textGiftsPerPhonePerDay: number;
  /**
   * Verification codes texted to one phone in an hour, whichever donors ask (docs/PRODUCT.md §10),
   * besides the five each donor may send.
   */
  textGivingCodesPerPhonePerHour: number;
  /**
   * Giving calls one lobby kiosk may make in an hour (a giver starting, a card, a gift: three a gift),
   * counted in the database per device (docs/PRODUCT.md §20).
   */
  kioskAttemptsPerDevicePerHour: number;
  /** Calls one API key may make to the read API (/api/v1) in a minute (src/readApi/). */
  readApiCallsPerKeyPerMinute: number;
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
   * ALLOW_FILE_MAIL: a production start without SMTP_URL (a staging site), its mail only written as
   * .eml files under DATA_DIR/mail that nobody receives.
   */
  allowFileMail: boolean;
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
