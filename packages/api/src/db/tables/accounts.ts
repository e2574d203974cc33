// Accounts: emailed tokens, external identities (Google sign-in) and sign-ins in progress.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations, users } from './churches';

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
