// Pledges to campaigns (docs/PRODUCT.md §14 "Pledges"): what a donor promised to give through a
// campaign over its period. What was given toward it is not stored: it is summed by the database
// from the donor's gifts through the campaign (core/pledges), so refunds and late gifts count at once.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { organizations, users } from './churches';
import { createdAt } from './columns';

/** `donor`: made in the portal; `administrator`: recorded in the console from a paper pledge card. */
export const PLEDGE_SOURCES = ['donor', 'administrator'] as const;
export type PledgeSource = (typeof PLEDGE_SOURCES)[number];

/**
 * A donor's pledge. One active pledge per donor per campaign (the partial unique index): a new amount
 * replaces it, and the replaced row stays with `replaced_at` set, as the pledge's history.
 */
export const pledges = pgTable(
  'pledges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorUserId: integer('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Cents. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    source: text('source', { enum: PLEDGE_SOURCES }).notNull(),
    /** The administrator who recorded a paper pledge card (null when the donor pledged). */
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When a newer pledge of the same donor to the same campaign replaced it; null while active. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('pledges_active_unique')
      .on(table.campaignId, table.donorUserId)
      .where(sql`${table.replacedAt} is null`),
    index('pledges_donor_idx').on(table.organizationId, table.donorUserId),
    check('pledges_amount_positive', sql`${table.amount} > 0`),
    check(
      'pledges_source',
      sql`${table.source} IN (${sql.raw(PLEDGE_SOURCES.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

export type PledgeRow = typeof pledges.$inferSelect;
