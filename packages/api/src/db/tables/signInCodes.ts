// Sign-in by emailed code (POST /sign-in-code): one live code per account, its six digits only as
// a scrypt hash and its link only as a SHA-256, so a leaked table opens no account.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations, users } from './churches';

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
    /** SHA-256 of the link's 256-bit token (emailedTokens.ts). */
    linkTokenHash: text('link_token_hash').notNull(),
    /** Wrong codes typed so far; the fifth deletes the row. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // A new request replaces the account's code: one row per account.
    uniqueIndex('sign_in_codes_user_id_unique').on(table.userId),
    uniqueIndex('sign_in_codes_link_token_hash_unique').on(table.linkTokenHash),
    index('sign_in_codes_expires_at_idx').on(table.expiresAt),
  ],
);

export type SignInCodeRow = typeof signInCodes.$inferSelect;
