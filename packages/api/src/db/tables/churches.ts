// Churches and their people: the organization with its giving settings and funds, letter
// templates, user accounts, donors' person records and sessions.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Postal and email contact as the client shows it (docs/PRODUCT.md §3 "Contact"). */
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

/**
 * What an administrator of a church may do, one ability each (kept in `users.abilities`):
 * `manage-giving` (giving page, funds, allowed websites, embed code, payments), `view-gifts` (gifts,
 * donors, exports), `refund-gifts`, `record-gifts` (offline gifts), `send-statements` (docs/PRODUCT.md §1) and
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

/** The languages a church writes to its people in (invitations; docs/PRODUCT.md §1: en and es). */
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
    // Whether Stripe lets the connected account take gifts, as its last account.updated said. An
    // account the console creates starts false until Stripe's onboarding is finished; one set by
    // the halo CLI was connected outside the console and counts as able.
    stripeChargesEnabled: boolean('stripe_charges_enabled').notNull().default(true),
    // As of when Stripe said so: the account.updated event's creation, or the moment the console
    // re-read the account on coming back from onboarding. Stripe does not promise the order of its
    // events, so a state older than this one never overwrites it.
    stripeAccountStateAt: timestamp('stripe_account_state_at', { withTimezone: true }),
    // The Stripe account the console last disconnected: it stays the church's on Stripe and connected
    // to the platform, so the gifts it charged can still be refunded from the console.
    stripeFormerAccountId: text('stripe_former_account_id'),
    // A sandbox church's "connected account" made in the console without Stripe: a test, never real.
    stripeAccountSimulated: boolean('stripe_account_simulated').notNull().default(false),
    timeZone: text('time_zone').notNull(),
    contact: jsonb('contact').$type<ContactData>().notNull(),
    availableModules: jsonb('available_modules').$type<ModuleData[]>().notNull().default([]),
    // Origins whose pages may call the giving endpoints (CORS, docs/ARCHITECTURE.md §4), e.g.
    // `https://www.gracechurch.org`; `*.` before the host and `:*` as the port are wildcards.
    allowedOrigins: text('allowed_origins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // The language of what the church sends before a person has chosen one (an administrator's invitation).
    locale: text('locale', { enum: CHURCH_LOCALES }).notNull().default('en'),
    // The giving page is closed for a while (docs/PRODUCT.md §2 /maintenance): set by the church's administrators.
    isInMaintenance: boolean('is_in_maintenance').notNull().default(false),
    // The giving page's brand colour (`#1d4ed8`), readable under white text; null: Halo Give's own.
    brandColor: text('brand_color'),
    // A short message shown above the giving form (at most 280 characters).
    givingMessage: text('giving_message'),
    // The church's text-to-give number in E.164 (`+15551234567`), where Twilio delivers donors' texts
    // (docs/PRODUCT.md §10); null: none. A number reaches one church only, so texts find their church.
    smsNumber: text('sms_number').unique(),
    // Donors may give from a US bank account (ACH, docs/PRODUCT.md §22), offered only while the
    // church's currency is USD; on for new churches, off by migration for existing non-USD ones.
    bankPaymentsEnabled: boolean('bank_payments_enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check('organizations_locale', sql`${table.locale} IN ('en', 'es')`),
    check(
      'organizations_amount_range',
      sql`${table.minAmount} > 0 AND ${table.maxAmount} >= ${table.minAmount}`,
    ),
    check('organizations_processor_mode', sql`${table.processorMode} IN ('sandbox', 'stripe')`),
    check('organizations_sms_number_e164', sql`${table.smsNumber} ~ '^\\+[1-9][0-9]{1,14}$'`),
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
  (table) => [
    index('letter_templates_organization_id_idx').on(table.organizationId),
    // A church's statements go out on its primary letter when none is chosen, so at most one may be
    // primary; the console only ever moves the mark and never deletes the primary one.
    uniqueIndex('letter_templates_one_primary_per_church')
      .on(table.organizationId)
      .where(sql`${table.isPrimary}`),
  ],
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
    // Null until the donor sets a password (an account created after a guest gift, docs/PRODUCT.md §2).
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    isHaloAdmin: boolean('is_halo_admin').notNull().default(false),
    abilities: jsonb('abilities').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    // A donor account belongs to one organization (docs/ARCHITECTURE.md §4): the same address may hold an
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
 * Server-side sessions (docs/ARCHITECTURE.md §4: any number of API instances share them). The cookie holds a
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
    // When the signed-in administrator proved their second factor in this session (a code from their
    // authenticator app or a recovery code); null until then. A sign-in starts a new session, so
    // the proof ends with the session it was made in.
    secondFactorVerifiedAt: timestamp('second_factor_verified_at', { withTimezone: true }),
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
