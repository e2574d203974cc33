// Attempt limits, counted in the database.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
