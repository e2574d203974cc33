// Year-end statements sent to every donor of a year in one action from the console's Donors: one
// batch per action, one row per donor to write to. A worker takes the donors in small chunks and
// marks each one sent in the transaction that queues its email in the outbox.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { letterTemplates, organizations, users } from './churches';
import { createdAt } from './columns';

/**
 * One "Send year-end statements" action: the year, the letter, who started it, how many donors it
 * writes to and how many have been written to. A church never runs two batches of the same year and
 * letter at once (the partial unique index): the second start would email every donor twice.
 */
export const statementBatches = pgTable(
  'statement_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** The last day the statements cover: 31 December, or the day it started for the year under way. */
    endDate: text('end_date').notNull(),
    letterTemplateId: integer('letter_template_id').references(() => letterTemplates.id, {
      onDelete: 'set null',
    }),
    /** The letter's title when the batch started, shown after the letter is renamed or deleted. */
    letterTitle: text('letter_title').notNull(),
    startedByUserId: integer('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The administrator's email, kept as text like the activity log. */
    startedByLabel: text('started_by_label').notNull(),
    totalCount: integer('total_count').notNull(),
    sentCount: integer('sent_count').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('statement_batches_organization_idx').on(table.organizationId, table.id),
    uniqueIndex('statement_batches_one_running')
      .on(table.organizationId, table.year, table.letterTemplateId)
      .where(sql`${table.finishedAt} is null`),
    check(
      'statement_batches_counts',
      sql`${table.sentCount} >= 0 AND ${table.sentCount} <= ${table.totalCount}`,
    ),
  ],
);

/**
 * A donor a batch writes to. `claimedUntil` is a lease: a worker that dies after claiming leaves the
 * donor to be claimed again once it ends; `sentAt` is set in the transaction that queues the email,
 * only while still null, so a donor is emailed exactly once.
 */
export const statementBatchDonors = pgTable(
  'statement_batch_donors',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => statementBatches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.userId] }),
    index('statement_batch_donors_unsent_idx')
      .on(table.batchId, table.userId)
      .where(sql`${table.sentAt} is null`),
  ],
);

export type StatementBatchRow = typeof statementBatches.$inferSelect;
