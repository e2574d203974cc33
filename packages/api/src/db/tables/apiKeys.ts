// A church's API keys: what its church management software reads the read API with (/api/v1,
// docs/PRODUCT.md §16).
import { API_KEY_ABILITIES } from '@halo/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, users } from './churches';
import { createdAt } from './columns';

/**
 * One key. The key itself (`hg_live_` and 256 random bits) is shown once, when it is made; only its
 * SHA-256 is kept (a secret that long needs no slow hash), so a copy of the database reads nobody's
 * giving. `visible_prefix` is the start the console shows so a key can be recognised. A revoked key
 * is kept, with its name and who made it, and never works again.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    abilities: jsonb('abilities').$type<string[]>().notNull(),
    visiblePrefix: text('visible_prefix').notNull(),
    /** Hex SHA-256 of the whole key. */
    secretHash: text('secret_hash').notNull().unique(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Written at most once a minute (src/readApi/apiKeyAuth.ts), to spare the writes. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('api_keys_church_idx').on(table.organizationId, table.createdAt),
    // Only abilities a key may hold, at least one: a misspelt one would silently grant nothing.
    check(
      'api_keys_abilities_known',
      sql`jsonb_typeof(${table.abilities}) = 'array' AND jsonb_array_length(${table.abilities}) > 0 AND ${table.abilities} <@ ${sql.raw(
        `'${JSON.stringify(API_KEY_ABILITIES)}'::jsonb`,
      )}`,
    ),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
