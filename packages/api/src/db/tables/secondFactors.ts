// The administrators' second factor (TOTP, RFC 6238) and its recovery codes. The secret is kept
// encrypted with a key derived from APP_KEY and never leaves the server after enrolment; recovery
// codes are kept only as keyed hashes, so a copy of the database opens no account.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './churches';

export const secondFactors = pgTable('second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // AES-256-GCM of the base32 secret: `iv.tag.ciphertext`, each base64url.
  secretCiphertext: text('secret_ciphertext').notNull(),
  // Null while the administrator has scanned the code but not yet typed a first one from it.
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  // The time step of the last code accepted: a code is good once, so none at or before it is taken.
  lastTimeStep: integer('last_time_step'),
  createdAt: createdAt(),
});

export const secondFactorRecoveryCodes = pgTable(
  'second_factor_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // HMAC-SHA256 (key derived from APP_KEY) of the normalized code.
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('second_factor_recovery_codes_user_code_unique').on(table.userId, table.codeHash),
    index('second_factor_recovery_codes_unused_idx')
      .on(table.userId)
      .where(sql`${table.usedAt} IS NULL`),
  ],
);

export type SecondFactorRow = typeof secondFactors.$inferSelect;
