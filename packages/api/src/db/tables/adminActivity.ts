// Administrators' activity: every change made to a church.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './churches';

/**
 * Where a change to a church was made: the console, the halo CLI, or the church's own Stripe dashboard
 * (a refund made there, recorded on its gift from Stripe's events, docs/PRODUCT.md §19).
 */
export const ADMIN_ACTIVITY_SOURCES = ['console', 'cli', 'stripe'] as const;

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
    /** The administrator's `usr_…` id (console), null for the CLI and Stripe's dashboard. */
    actorPrefixedId: text('actor_prefixed_id'),
    /** The administrator's email (console), `halo CLI`, or `Stripe dashboard`. */
    actorLabel: text('actor_label').notNull(),
    /** `givingPage.update`, `fund.add`, `website.remove`, `gift.recordOffline`, `team.invite`, a CLI command… */
    action: text('action').notNull(),
    /** What was changed and how, as the change was asked for. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_activity_organization_idx').on(table.organizationId, table.occurredAt, table.id),
    check('admin_activity_source', sql`${table.source} IN ('console', 'cli', 'stripe')`),
  ],
);

export type AdminActivityRow = typeof adminActivity.$inferSelect;
