// Merging duplicate donors (docs/PRODUCT.md §24): each merge of one donor record into another, with
// exactly which rows it moved, so its undo moves back those rows and nothing given after the merge.
// The merged record is kept (its sign-in, and whatever stayed with it) and hidden from the console's
// donor lists while a merge into another record stands.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MovedRows, StayedRows } from '@halo/domain';
import { organizations, users } from './churches';
import { createdAt } from './columns';
import { households } from './households';

export const donorMerges = pgTable(
  'donor_merges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The record the gifts moved to. */
    keptUserId: integer('kept_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The record merged into it: kept, marked merged while the merge stands. */
    mergedUserId: integer('merged_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mergedByUserId: integer('merged_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The administrator's email, kept as text like the activity log. */
    mergedByLabel: text('merged_by_label').notNull(),
    /** The ids of the rows that moved (gifts, pledges, household memberships, cards, recurring gifts). */
    moved: jsonb('moved').$type<MovedRows>().notNull(),
    /** What stayed with the merged record, for the summary. */
    stayed: jsonb('stayed').$type<StayedRows>().notNull(),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneByLabel: text('undone_by_label'),
  },
  (table) => [
    index('donor_merges_organization_idx').on(table.organizationId, table.id),
    // A record is merged into at most one other at a time; an undone merge frees it.
    uniqueIndex('donor_merges_one_standing')
      .on(table.mergedUserId)
      .where(sql`${table.undoneAt} is null`),
    index('donor_merges_kept_idx').on(table.keptUserId),
    check('donor_merges_two_records', sql`${table.keptUserId} <> ${table.mergedUserId}`),
  ],
);

export type DonorMergeRow = typeof donorMerges.$inferSelect;

/**
 * A corrected copy of a statement a merge (or its undo) made wrong, sent from the merge's summary
 * (docs/PRODUCT.md §24): a donor's statement (userId) or a household's letter (householdId) for a
 * year, so the summary still says it was sent after a reload. Gone with the merge, the donor or the
 * household.
 */
export const statementCorrections = pgTable(
  'statement_corrections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorMergeId: integer('donor_merge_id')
      .notNull()
      .references(() => donorMerges.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    householdId: integer('household_id').references(() => households.id, { onDelete: 'cascade' }),
    /** The administrator's email, kept as text like the activity log. */
    sentByLabel: text('sent_by_label').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('statement_corrections_merge_idx').on(table.donorMergeId),
    check(
      'statement_corrections_one_addressee',
      sql`(${table.userId} is null) <> (${table.householdId} is null)`,
    ),
  ],
);

export type StatementCorrectionRow = typeof statementCorrections.$inferSelect;
