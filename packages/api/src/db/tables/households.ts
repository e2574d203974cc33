// Households (docs/PRODUCT.md §21): donor records a church writes to as one, in one year-end
// statement. Who belongs in which year is a membership with a first and a last year (null while still
// a member), so a member who died or moved out stays on the statements of the years they belonged.
// A donor belongs to at most one household in any year: the console's changes check it with the
// church's row locked (admin/households), as the domain's joinRefusal says.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './churches';
import { createdAt } from './columns';
import { statementBatches } from './statementBatches';

/** A household's postal address, in the shape of a person's contact (docs/PRODUCT.md §3). */
export interface HouseholdMailingAddress {
  address: string;
  city: string | null;
  state: string | null;
  zip: string | null;
  country: string | null;
}

export const households = pgTable(
  'households',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Whom the statement is addressed to while they belong; else the member who joined first. */
    addresseeUserId: integer('addressee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Where the joint letter goes; null: the addressee's own address (docs/PRODUCT.md §21). */
    mailingAddress: jsonb('mailing_address').$type<HouseholdMailingAddress>(),
    createdAt: createdAt(),
  },
  (table) => [index('households_organization_idx').on(table.organizationId, table.id)],
);

export const householdMembers = pgTable(
  'household_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromYear: integer('from_year').notNull(),
    /** The last year on the household's statement; null while still a member. */
    toYear: integer('to_year'),
    createdAt: createdAt(),
  },
  (table) => [
    index('household_members_household_idx').on(table.householdId, table.id),
    index('household_members_user_idx').on(table.userId),
    check('household_members_years', sql`${table.toYear} is null or ${table.toYear} >= ${table.fromYear}`),
  ],
);

/** The church's choice: members of a household get their own statement besides the household's. */
export const householdSettings = pgTable('household_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  sendMemberStatements: boolean('send_member_statements').notNull().default(false),
});

/**
 * A household a year-end batch writes to, as `statement_batch_donors` is a donor: `claimedUntil` a
 * lease, `sentAt` set in the transaction that queues the email, only while still null.
 */
export const statementBatchHouseholds = pgTable(
  'statement_batch_households',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => statementBatches.id, { onDelete: 'cascade' }),
    householdId: integer('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.batchId, table.householdId] })],
);

export type HouseholdRow = typeof households.$inferSelect;
export type HouseholdMemberRow = typeof householdMembers.$inferSelect;
