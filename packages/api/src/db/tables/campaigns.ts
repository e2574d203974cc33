// Giving campaigns (docs/PRODUCT.md §14): a goal, the funds it gives to, its dates, and every slug it
// has had. A gift given through a campaign names it (contributions.campaign_id, gifts.ts), and the
// campaign's figures are summed from those gifts by the database.
import { CAMPAIGN_STATUSES } from '@halo/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { funds, organizations } from './churches';
import { createdAt } from './columns';

/**
 * A campaign. `slug` is its current address (`?campaign=`); every slug it ever had is a row of
 * `campaign_slugs`, so a renamed campaign keeps its old links, QR codes and snippets working.
 * `goal` is in cents. Closed: donors are told it has ended; archived: also off the console's list.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    goal: bigint('goal', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('open'),
    /** The campaign's picture (an uploaded image's public URL, as the church's logo) and its words. */
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('campaigns_organization_idx').on(table.organizationId, table.id),
    check('campaigns_goal_positive', sql`${table.goal} > 0`),
    check(
      'campaigns_dates',
      sql`${table.startDate} IS NULL OR ${table.endDate} IS NULL OR ${table.startDate} <= ${table.endDate}`,
    ),
    // A picture is never shown without the words a screen reader says for it.
    check(
      'campaigns_image_alt',
      sql`(${table.imageUrl} IS NULL AND ${table.imageAlt} IS NULL) OR (${table.imageUrl} IS NOT NULL AND length(trim(${table.imageAlt})) > 0)`,
    ),
    check(
      'campaigns_status',
      sql`${table.status} IN (${sql.raw(CAMPAIGN_STATUSES.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

/**
 * Every slug a campaign has had, its current one included: one church never gives one slug to two
 * campaigns, now or before (the primary key), so an old link can never lead to another campaign.
 */
export const campaignSlugs = pgTable(
  'campaign_slugs',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.slug] }),
    index('campaign_slugs_campaign_idx').on(table.campaignId),
  ],
);

/** The funds a campaign gives to, in the order the form offers them (the first by default). */
export const campaignFunds = pgTable(
  'campaign_funds',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.fundId] })],
);

export type CampaignRow = typeof campaigns.$inferSelect;
