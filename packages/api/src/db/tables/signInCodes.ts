// Emailed codes: a sign-in by code (POST /sign-in-code) and a pledge confirmed from a campaign's
// giving form (POST /api/give/pledge-code). One live code per account and purpose, its six digits
// only as a scrypt hash and a sign-in's link only as a SHA-256, so a leaked table opens no account.
// A code is good only for its purpose: a pledge's code names its campaign and amount and never
// signs anyone in, and a sign-in code confirms no pledge (docs/PRODUCT.md §14).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { createdAt } from './columns';
import { organizations, users } from './churches';

export const EMAILED_CODE_PURPOSES = ['sign-in', 'pledge'] as const;
export type EmailedCodePurpose = (typeof EMAILED_CODE_PURPOSES)[number];

export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** scrypt of the six digits (passwordHash.ts): a million codes are too few for a fast hash. */
    codeHash: text('code_hash').notNull(),
    purpose: text('purpose', { enum: EMAILED_CODE_PURPOSES }).notNull().default('sign-in'),
    /** SHA-256 of a sign-in link's 256-bit token (emailedTokens.ts); a pledge's email has no link. */
    linkTokenHash: text('link_token_hash'),
    /** The pledge a pledge's code confirms: this campaign, this amount in cents. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    pledgeAmount: bigint('pledge_amount', { mode: 'number' }),
    /** Wrong codes typed so far; the fifth deletes the row. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // A new request replaces the account's code of that purpose: one row per account and purpose,
    // so asking for a pledge's code leaves a sign-in code alone, and the other way round.
    uniqueIndex('sign_in_codes_user_purpose_unique').on(table.userId, table.purpose),
    uniqueIndex('sign_in_codes_link_token_hash_unique').on(table.linkTokenHash),
    index('sign_in_codes_expires_at_idx').on(table.expiresAt),
    check(
      'sign_in_codes_purpose_shape',
      sql`(${table.purpose} = 'sign-in' AND ${table.linkTokenHash} IS NOT NULL AND ${table.campaignId} IS NULL AND ${table.pledgeAmount} IS NULL)
        OR (${table.purpose} = 'pledge' AND ${table.linkTokenHash} IS NULL AND ${table.campaignId} IS NOT NULL AND ${table.pledgeAmount} > 0)`,
    ),
  ],
);

export type SignInCodeRow = typeof signInCodes.$inferSelect;
