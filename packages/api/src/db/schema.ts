// The database schema: the one source of the SQL migrations in packages/api/drizzle
// (`npx drizzle-kit generate --config packages/api/drizzle.config.ts` after a change here).
// Internal ids are identity integers that never leave the server; clients only see prefixed ids.
// Money is integer cents everywhere (DESIGN.md §4).
import { FREQUENCY_VALUES } from '@halo/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Postal and email contact as the client shows it (spec §3 "Contact"). */
export interface ContactData {
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
  email: string | null;
  phones: PhoneData[];
}

export interface PhoneData {
  prefixedId: string;
  phone: string;
  type: 'primary' | 'secondary' | 'mobile' | 'home' | 'work' | 'WhatsApp' | 'other';
  contactAgreementAccepted: boolean;
  isPrimary: boolean;
}

export interface ModuleData {
  prefixedId: string;
  name: string;
  displayName: string;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * What an administrator of a church may do, one ability each (kept in `users.abilities`):
 * `manage-giving` (giving page, funds, allowed websites, embed code, payments), `view-gifts` (gifts,
 * donors, exports), `refund-gifts`, `record-gifts` (offline gifts), `send-statements` (spec §1) and
 * `manage-team`. A church's first administrator has all of them.
 */
export const ADMINISTRATOR_ABILITIES = [
  'manage-giving',
  'view-gifts',
  'refund-gifts',
  'record-gifts',
  'send-statements',
  'manage-team',
] as const;
export type AdministratorAbility = (typeof ADMINISTRATOR_ABILITIES)[number];

/** The languages a church writes to its people in (invitations; spec §1: en and es). */
export const CHURCH_LOCALES = ['en', 'es'] as const;

export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    subdomain: text('subdomain').notNull().unique(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    logoUrl: text('logo_url'),
    onlineGivingLogoUrl: text('online_giving_logo_url'),
    currency: text('currency').notNull().default('USD'),
    fixedAmounts: integer('fixed_amounts')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    minAmount: integer('min_amount').notNull(),
    maxAmount: integer('max_amount').notNull(),
    feePercentBps: integer('fee_percent_bps').notNull().default(290),
    feeFixedCents: integer('fee_fixed_cents').notNull().default(30),
    processorMode: text('processor_mode', { enum: ['sandbox', 'stripe'] })
      .notNull()
      .default('sandbox'),
    stripeAccountId: text('stripe_account_id'),
    timeZone: text('time_zone').notNull(),
    contact: jsonb('contact').$type<ContactData>().notNull(),
    availableModules: jsonb('available_modules').$type<ModuleData[]>().notNull().default([]),
    // Origins whose pages may call the giving endpoints (CORS, DESIGN.md §4), e.g.
    // `https://www.gracechurch.org`; `*.` before the host and `:*` as the port are wildcards.
    allowedOrigins: text('allowed_origins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The language of what the church sends before a person has chosen one (an administrator's invitation).
    locale: text('locale', { enum: CHURCH_LOCALES }).notNull().default('en'),
    // The giving page is closed for a while (spec §2 /maintenance): set by the church's administrators.
    isInMaintenance: boolean('is_in_maintenance').notNull().default(false),
    // The giving page's brand colour (`#1d4ed8`), readable under white text; null: Halo Give's own.
    brandColor: text('brand_color'),
    // A short message shown above the giving form (at most 280 characters).
    givingMessage: text('giving_message'),
    createdAt: createdAt(),
  },
  (table) => [
    check('organizations_locale', sql`${table.locale} IN ('en', 'es')`),
    check(
      'organizations_amount_range',
      sql`${table.minAmount} > 0 AND ${table.maxAmount} >= ${table.minAmount}`,
    ),
    check('organizations_processor_mode', sql`${table.processorMode} IN ('sandbox', 'stripe')`),
  ],
);

export const funds = pgTable(
  'funds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isOnlineGivingVisible: boolean('is_online_giving_visible').notNull().default(true),
    isEnabled: boolean('is_enabled').notNull().default(true),
    // Where the fund comes in the church's list (0 first); ties keep the order funds were added in.
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('funds_organization_id_idx').on(table.organizationId),
    // At most one default fund per organization.
    uniqueIndex('funds_one_default_per_organization')
      .on(table.organizationId)
      .where(sql`${table.isDefault}`),
  ],
);

export const letterTemplates = pgTable(
  'letter_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    jsonData: jsonb('json_data').$type<Record<string, unknown>>().notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('letter_templates_organization_id_idx').on(table.organizationId)],
);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Always stored lowercased, so the unique index below is case-insensitive in effect.
    email: text('email').notNull(),
    // Null until the donor sets a password (an account created after a guest gift, spec §2).
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    isHaloAdmin: boolean('is_halo_admin').notNull().default(false),
    abilities: jsonb('abilities').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    // A donor account belongs to one organization (DESIGN.md §4): the same address may hold an
    // account at each church.
    uniqueIndex('users_organization_email_unique').on(table.organizationId, table.email),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    // Only abilities the code knows: a misspelt one would silently grant nothing.
    check(
      'users_abilities_known',
      sql`jsonb_typeof(${table.abilities}) = 'array' AND ${table.abilities} <@ ${sql.raw(
        `'${JSON.stringify(ADMINISTRATOR_ABILITIES)}'::jsonb`,
      )}`,
    ),
  ],
);

export const people = pgTable(
  'people',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    imageUrl: text('image_url'),
    birthdate: date('birthdate', { mode: 'string' }),
    anniversary: date('anniversary', { mode: 'string' }),
    notes: text('notes'),
    contact: jsonb('contact').$type<ContactData>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('people_user_id_unique').on(table.userId),
    index('people_organization_id_idx').on(table.organizationId),
  ],
);

/**
 * Server-side sessions (DESIGN.md §4: any number of API instances share them). The cookie holds a
 * random id; only its SHA-256 is stored, so a leaked table does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

export type OrganizationRow = typeof organizations.$inferSelect;
export type FundRow = typeof funds.$inferSelect;
export type LetterTemplateRow = typeof letterTemplates.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type PersonRow = typeof people.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

// ─── Accounts: emailed tokens and external identities ──────────────────────────────────

/**
 * Single-use tokens sent by email: account verification and password reset/set. The link carries
 * 256 random bits; only their SHA-256 is stored, so a leaked table opens no account.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // A verify_email link for an email change carries the new address (lowercased): the account
    // keeps its current one until the link is opened. Null confirms the account's current address.
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_tokens_user_id_idx').on(table.userId),
    check('auth_tokens_purpose', sql`${table.purpose} IN ('verify_email', 'reset_password')`),
  ],
);

/** A sign-in provider's account (OpenID Connect issuer + subject) linked to a donor account. */
export const externalIdentities = pgTable(
  'external_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('external_identities_org_issuer_subject_unique').on(
      table.organizationId,
      table.issuer,
      table.subject,
    ),
    index('external_identities_user_id_idx').on(table.userId),
  ],
);

/**
 * An OpenID Connect sign-in in progress: state, nonce and PKCE verifier, kept server-side and bound
 * to the browser's session (only the session id's hash), deleted when the provider calls back.
 */
export const oidcSignInAttempts = pgTable(
  'oidc_sign_in_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    sessionIdHash: text('session_id_hash').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    remember: boolean('remember').notNull().default(false),
    locale: text('locale').notNull().default('en'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('oidc_sign_in_attempts_expires_at_idx').on(table.expiresAt)],
);

export type AuthTokenRow = typeof authTokens.$inferSelect;
export type ExternalIdentityRow = typeof externalIdentities.$inferSelect;
export type OidcSignInAttemptRow = typeof oidcSignInAttempts.$inferSelect;

// ─── Giving: processor customers, payment methods, contributions, recurring gifts ──────

/** The payment processors a record can belong to; sandbox records never mix with Stripe ones. */
export const PROCESSOR_MODES = ['sandbox', 'stripe'] as const;
export type ProcessorMode = (typeof PROCESSOR_MODES)[number];

/** A donor's customer at the organization's processor (Stripe `cus_…`, or the sandbox's). */
export const processorCustomers = pgTable(
  'processor_customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processorMode: text('processor_mode', { enum: PROCESSOR_MODES }).notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('processor_customers_one_per_donor').on(
      table.organizationId,
      table.userId,
      table.processorMode,
    ),
    uniqueIndex('processor_customers_customer_id_unique').on(table.processorMode, table.customerId),
  ],
);

/** A donor's saved card as the portal shows it (spec §3 "Payment method"); the card itself stays at the processor. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processorCustomerId: integer('processor_customer_id')
      .notNull()
      .references(() => processorCustomers.id, { onDelete: 'cascade' }),
    processorMode: text('processor_mode', { enum: PROCESSOR_MODES }).notNull(),
    /** The processor's id (`pm_…`), spec's `processorId`. */
    processorId: text('processor_id').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    nickname: text('nickname'),
    isPrimary: boolean('is_primary').notNull().default(false),
    cardholderName: text('cardholder_name'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    country: text('country'),
    state: text('state'),
    city: text('city'),
    postalCode: text('postal_code'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_methods_processor_id_unique').on(table.processorMode, table.processorId),
    index('payment_methods_user_id_idx').on(table.userId),
    uniqueIndex('payment_methods_one_primary_per_donor')
      .on(table.userId)
      .where(sql`${table.isPrimary}`),
  ],
);

/**
 * The sandbox processor's own state (DESIGN.md §4), standing in for Stripe's servers. Cards keep
 * only brand, last four and expiry — never the number or the CVC.
 */
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  organizationPrefixedId: text('organization_prefixed_id').notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});

export const sandboxPaymentMethods = pgTable(
  'sandbox_payment_methods',
  {
    id: text('id').primaryKey(),
    /** Null once detached. */
    customerId: text('customer_id').references(() => sandboxCustomers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** How charges on this card end (Stripe's 4000000000000341 attaches but every charge declines). */
    chargeOutcome: text('charge_outcome', { enum: ['succeed', 'card_declined'] })
      .notNull()
      .default('succeed'),
    /**
     * The identifier of the giving token the card was added through (givingToken.ts), null without
     * one: a token got with an email alone may use only its own cards (src/giving/tokenCards.ts).
     */
    addedByToken: text('added_by_token'),
    createdAt: createdAt(),
  },
  (table) => [index('sandbox_payment_methods_customer_id_idx').on(table.customerId)],
);

export const sandboxCharges = pgTable('sandbox_charges', {
  id: text('id').primaryKey(),
  /** One charge per key, like Stripe's Idempotency-Key: a retried charge returns this row. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
  failureCode: text('failure_code'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdAt: createdAt(),
});

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => sandboxCharges.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

/** How an offline gift was given (the admin console's "record a gift"). */
export const OFFLINE_GIFT_METHODS = ['cash', 'cheque'] as const;
export type OfflineGiftMethod = (typeof OFFLINE_GIFT_METHODS)[number];

export const CONTRIBUTION_STATUSES = ['succeeded', 'failed', 'refunded'] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];
/** The domain's schedules; the check on `schedule_type` keeps the column to them. */
export const RECURRING_FREQUENCIES = FREQUENCY_VALUES;
export const RECURRING_STATUSES = ['active', 'paused', 'deleted'] as const;

/**
 * A recurring gift (spec §3 "Recurring giving"). `amount` is the gift before any covered fee; the
 * charge of each occurrence is computed from the organization's rate at charge time.
 */
export const recurringGivings = pgTable(
  'recurring_givings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorUserId: integer('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduleType: text('schedule_type', { enum: RECURRING_FREQUENCIES }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    nextOccurrence: date('next_occurrence', { mode: 'string' }),
    lastOccurrence: date('last_occurrence', { mode: 'string' }),
    amount: integer('amount').notNull(),
    isFeeCovered: boolean('is_fee_covered').notNull().default(false),
    memo: text('memo'),
    status: text('status', { enum: RECURRING_STATUSES }).notNull().default('active'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    lastChargeAttemptFailed: boolean('last_charge_attempt_failed').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recurring_givings_donor_idx').on(table.organizationId, table.donorUserId),
    // The recurring engine's scan: active gifts due on or before a date.
    index('recurring_givings_due_idx').on(table.status, table.nextOccurrence),
    check('recurring_givings_amount_positive', sql`${table.amount} > 0`),
    // A schedule the recurring engine does not know would be charged as monthly without a word.
    check(
      'recurring_givings_schedule_type',
      sql`${table.scheduleType} IN (${sql.raw(RECURRING_FREQUENCIES.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

export const recurringGivingFunds = pgTable(
  'recurring_giving_funds',
  {
    recurringGivingId: integer('recurring_giving_id')
      .notNull()
      .references(() => recurringGivings.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.recurringGivingId, table.fundId] })],
);

/**
 * A gift that reached the processor. `amount` is what the card was charged, `fee` the processor's
 * fee and `netAmount` what the church receives (amount = fee + netAmount); `coveredFee` is the part
 * of `amount` the donor added to cover the fee (0 when not covered).
 */
export const contributions = pgTable(
  'contributions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorUserId: integer('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    netAmount: integer('net_amount').notNull(),
    coveredFee: integer('covered_fee').notNull().default(0),
    isFeeCovered: boolean('is_fee_covered').notNull().default(false),
    currency: text('currency').notNull(),
    status: text('status', { enum: CONTRIBUTION_STATUSES }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    failureCode: text('failure_code'),
    memo: text('memo'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    /** Card shown on the transaction even after the payment method is deleted. */
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    recurringGivingId: integer('recurring_giving_id').references(() => recurringGivings.id, {
      onDelete: 'set null',
    }),
    processorMode: text('processor_mode', { enum: PROCESSOR_MODES }).notNull(),
    processorChargeId: text('processor_charge_id'),
    /** The recurring occurrence this charge settles (null for one-time gifts). */
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    /** The `Idempotency-Key` of the POST /api/give that made it (null for recurring charges). */
    idempotencyKey: text('idempotency_key'),
    /** The gift's date on the organization's calendar. */
    date: date('date', { mode: 'string' }).notNull(),
    /**
     * Given through a giving token got with an email address alone (no session, no account
     * created in the flow): a guest's gift matched to this donor record by the typed email. An
     * account whose email is not verified does not see these (nothing follows a typed email).
     */
    givenAsGuest: boolean('given_as_guest').notNull().default(false),
    /** Cash or a cheque an administrator recorded (no processor involved); null for online gifts. */
    offlineMethod: text('offline_method', { enum: OFFLINE_GIFT_METHODS }),
    createdAt: createdAt(),
  },
  (table) => [
    // The portal's list and exports: a donor's gifts newest first by (date, id), walked in
    // keyset batches for exports; `id` breaks ties between gifts of the same day. Ascending on
    // purpose: scanned backwards it yields `ORDER BY date DESC, id DESC` (NULLS FIRST, the default).
    index('contributions_donor_date_idx').on(table.organizationId, table.donorUserId, table.date, table.id),
    // The admin console's gifts of a whole church, newest first by (date, id), paged by keyset.
    index('contributions_organization_date_idx').on(table.organizationId, table.date, table.id),
    // Recent activity: a donor's newest gifts and newest refunds, read from the end of the index
    // instead of sorting every gift of the donor (23 ms → 0.1 ms over 100,000 gifts).
    index('contributions_donor_created_idx').on(
      table.organizationId,
      table.donorUserId,
      table.createdAt,
      table.id,
    ),
    index('contributions_donor_refunded_idx')
      .on(table.organizationId, table.donorUserId, table.refundedAt, table.id)
      .where(sql`${table.refundedAt} is not null`),
    // The recurring engine charges an occurrence at most once (DESIGN.md §4).
    uniqueIndex('contributions_recurring_occurrence_unique').on(
      table.recurringGivingId,
      table.occurrenceDate,
    ),
    uniqueIndex('contributions_idempotency_key_unique').on(table.organizationId, table.idempotencyKey),
    check(
      'contributions_offline_method',
      sql`${table.offlineMethod} IS NULL OR ${table.offlineMethod} IN ('cash', 'cheque')`,
    ),
    check(
      'contributions_money',
      sql`${table.amount} = ${table.fee} + ${table.netAmount} AND ${table.amount} > 0`,
    ),
  ],
);

/**
 * Each donor's gift count, succeeded count and succeeded amount, one row per kind (`one_time`, `recurring`), kept by a
 * trigger on `contributions` (drizzle/0002_donor_gift_totals.sql) whatever writes a gift, a refund or
 * a deleted recurring gift. The portal's unfiltered totals and the dashboard read it instead of
 * counting up to 100,000 rows per request (DESIGN.md §8: a page over 100,000 gifts, p95 ≤ 25 ms at 200 req/s).
 */
export const donorGiftTotals = pgTable(
  'donor_gift_totals',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorUserId: integer('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['one_time', 'recurring'] }).notNull(),
    giftCount: bigint('gift_count', { mode: 'number' }).notNull(),
    succeededCount: bigint('succeeded_count', { mode: 'number' }).notNull(),
    succeededAmount: bigint('succeeded_amount', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.donorUserId, table.kind] })],
);

export const contributionFunds = pgTable(
  'contribution_funds',
  {
    contributionId: integer('contribution_id')
      .notNull()
      .references(() => contributions.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    netAmount: integer('net_amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contributionId, table.fundId] }),
    index('contribution_funds_fund_id_idx').on(table.fundId),
  ],
);

/**
 * `Idempotency-Key`s of POST /api/give: the first request inserts the row (its claim), and the
 * answer is stored on it; a repeat waits for it and gets the same answer (DESIGN.md §4).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

export type ProcessorCustomerRow = typeof processorCustomers.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type ContributionRow = typeof contributions.$inferSelect;
export type RecurringGivingRow = typeof recurringGivings.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

// ─── Stripe webhooks ──────────────────────────────────────────────────────────────────────────────

/**
 * Stripe events we have acted on. Stripe delivers an event at least once (and again after any
 * non-2xx answer); this row makes us act at most once per event id. A claim that never finished
 * (the process died mid-handler) may be taken again after a few minutes, see
 * payments/stripe/processedWebhookEvents.ts.
 */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  /** The connected account (acct_…) the event happened on; null for the platform account's own. */
  account: text('account'),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
});

export type ProcessedWebhookEventRow = typeof processedWebhookEvents.$inferSelect;

// ─── Portal: donor activity ─────────────────────────────────────────────────────────────

/** What a donor did to a recurring gift in the portal (or at the giving form), for RecentActivity. */
export const ACTIVITY_TYPES = [
  'recurring_created',
  'recurring_paused',
  'recurring_resumed',
  'recurring_updated',
  'recurring_deleted',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * Recurring-gift changes as they happened (contributions are their own history). `amount` is the
 * per-occurrence charge right after the change, so the feed shows what the donor saw then.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorUserId: integer('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    recurringGivingId: integer('recurring_giving_id').references(() => recurringGivings.id, {
      onDelete: 'set null',
    }),
    amount: integer('amount'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_events_donor_idx').on(table.organizationId, table.donorUserId, table.occurredAt),
  ],
);

export type ActivityEventRow = typeof activityEvents.$inferSelect;

// ─── Recurring engine ───────────────────────────────────────────────────────────────────

export const RECURRING_CHARGE_STATUSES = ['processing', 'succeeded', 'failed'] as const;
export type RecurringChargeStatus = (typeof RECURRING_CHARGE_STATUSES)[number];

/**
 * The worker's record of charging one occurrence of a recurring gift (packages/api/README.md
 * "Recurring engine"). Inserting it is the claim: the unique (gift,
 * occurrence) index makes a second claim of the same occurrence a no-op, whichever instance tries.
 * Retries of a declined occurrence update this row (`attempt` + 1), and each attempt charges with
 * the key `recurring:{gift}:{occurrence}:{attempt}`, so a re-run of an attempt after a crash reaches
 * the same processor charge. The donor-visible result is the contribution (`contribution_id`, one
 * per occurrence, failed until an attempt succeeds); in-flight rows never show as contributions.
 */
export const recurringCharges = pgTable(
  'recurring_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recurringGivingId: integer('recurring_giving_id')
      .notNull()
      .references(() => recurringGivings.id, { onDelete: 'cascade' }),
    /** The scheduled date this charge settles (the gift's `next_occurrence` when claimed). */
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    /** processing: an attempt is at the processor; failed: declined (retry_on set, or given up). */
    status: text('status', { enum: RECURRING_CHARGE_STATUSES }).notNull(),
    /** 1 for the first attempt; the attempt in flight or the last one made. */
    attempt: integer('attempt').notNull().default(1),
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }).notNull(),
    /** The organization's day of the first attempt; retries are counted from it. */
    firstAttemptOn: date('first_attempt_on', { mode: 'string' }).notNull(),
    /** When a declined occurrence is tried again; null once it succeeded or was given up. */
    retryOn: date('retry_on', { mode: 'string' }),
    /** Money of the current attempt, fixed when it was claimed (coverage and rate at charge time). */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    netAmount: integer('net_amount').notNull(),
    coveredFee: integer('covered_fee').notNull(),
    isFeeCovered: boolean('is_fee_covered').notNull(),
    failureCode: text('failure_code'),
    contributionId: integer('contribution_id').references(() => contributions.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recurring_charges_occurrence_unique').on(table.recurringGivingId, table.occurrenceDate),
    index('recurring_charges_status_idx').on(table.status, table.retryOn),
    index('recurring_charges_processing_idx')
      .on(table.attemptStartedAt)
      .where(sql`${table.status} = 'processing'`),
    check(
      'recurring_charges_money',
      sql`${table.amount} = ${table.fee} + ${table.netAmount} AND ${table.amount} > 0 AND ${table.attempt} > 0`,
    ),
  ],
);

export type RecurringChargeRow = typeof recurringCharges.$inferSelect;

/**
 * Emails waiting to leave (src/mail/outbox.ts). Written in the same transaction as what causes them
 * (a gift, a token, a change), so a committed change always has its email and a rolled-back one
 * never does; a worker sends them with retries. `available_at` is when the row may next be
 * claimed: a claim moves it a lease ahead, so a sender that dies mid-send leaves the row to be
 * claimed again once the lease ends.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** The MailMessage, attachments as base64. */
    message: jsonb('message').$type<OutboxMessageBody>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set once the attempts are spent: kept for a person to look at, never sent again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_messages_due_idx')
      .on(table.availableAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);

export interface OutboxMessageBody {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentBase64: string; contentType: string }[];
}

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;

/**
 * Every attempt limit (sign-in failures, resets, giving per IP and per donor, card-testing declines)
 * counts here, one row per key and fixed window (src/limits/limitCounters.ts): a restart forgets
 * nothing, and every instance on one PostgreSQL counts together. Keys start with the organization.
 */
export const limitCounters = pgTable(
  'limit_counters',
  {
    key: text('key').primaryKey(),
    /** The window starts at its first hit and lasts the limit's window; a hit after it starts anew. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('limit_counters_expires_idx').on(table.expiresAt)],
);

// ─── Administrators' activity ───────────────────────────────────────────────────────────

/** Where a change to a church was made. */
export const ADMIN_ACTIVITY_SOURCES = ['console', 'cli'] as const;

/**
 * Every change to a church made in the admin console or with the halo CLI: who, what, when. Rows
 * are only ever added (a trigger of drizzle/0005 refuses UPDATE and DELETE); the actor is kept as
 * text, not as a reference, so removing an administrator never rewrites the history.
 */
export const adminActivity = pgTable(
  'admin_activity',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    source: text('source', { enum: ADMIN_ACTIVITY_SOURCES }).notNull(),
    /** The administrator's `usr_…` id (console), null for the CLI. */
    actorPrefixedId: text('actor_prefixed_id'),
    /** The administrator's email (console), or `halo CLI`. */
    actorLabel: text('actor_label').notNull(),
    /** `givingPage.update`, `fund.add`, `website.remove`, `gift.recordOffline`, `team.invite`, a CLI command… */
    action: text('action').notNull(),
    /** What was changed and how, as the change was asked for. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_activity_organization_idx').on(table.organizationId, table.occurredAt, table.id),
    check('admin_activity_source', sql`${table.source} IN ('console', 'cli')`),
  ],
);

export type AdminActivityRow = typeof adminActivity.$inferSelect;
