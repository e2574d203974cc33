// A treasurer's batch of cash and checks (docs/PRODUCT.md §13): a batch counted together, its
// entries typed one by one, and on commit each entry becomes an offline gift. The entries live
// apart from the gifts until then, so that a draft is in no donor's history, total, statement,
// report or webhook: every reader of contributions stays as it is.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { funds, organizations, users } from './churches';
import { createdAt } from './columns';
import { contributions } from './gifts';

export const GIFT_BATCH_STATUSES = ['open', 'committed'] as const;
export const GIFT_BATCH_ENTRY_METHODS = ['cash', 'check'] as const;

/**
 * A batch: its name, date and the total the counters counted (cents). Once committed it keeps who
 * committed it and the total of its gifts as the database added them, which is what a deposit of
 * the batch will be; a second counter may sign it off.
 */
export const giftBatches = pgTable(
  'gift_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The day the money was counted, on the church's calendar: the date of the batch's gifts. */
    batchDate: date('batch_date', { mode: 'string' }).notNull(),
    expectedTotal: integer('expected_total').notNull(),
    status: text('status', { enum: GIFT_BATCH_STATUSES }).notNull().default('open'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    committedByUserId: integer('committed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /** The committed gifts' sum, as the database added it; null while open. */
    committedTotal: integer('committed_total'),
    signedOffByUserId: integer('signed_off_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('gift_batches_organization_idx').on(table.organizationId, table.batchDate, table.id),
    check('gift_batches_expected_total_positive', sql`${table.expectedTotal} > 0`),
    check(
      'gift_batches_status',
      sql`${table.status} IN (${sql.raw(GIFT_BATCH_STATUSES.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

/**
 * One gift of a batch as typed: donor, fund, amount (cents), Cash or Check, check number and memo.
 * `contributionId` is the gift it became on commit (null while the batch is open).
 */
export const giftBatchEntries = pgTable(
  'gift_batch_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => giftBatches.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorUserId: integer('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    method: text('method', { enum: GIFT_BATCH_ENTRY_METHODS }).notNull(),
    checkNumber: text('check_number'),
    memo: text('memo'),
    contributionId: integer('contribution_id').references(() => contributions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('gift_batch_entries_batch_idx').on(table.batchId, table.id),
    check('gift_batch_entries_amount_positive', sql`${table.amount} > 0`),
    check(
      'gift_batch_entries_method',
      sql`${table.method} IN (${sql.raw(GIFT_BATCH_ENTRY_METHODS.map((value) => `'${value}'`).join(', '))})`,
    ),
    check('gift_batch_entries_check_number', sql`${table.checkNumber} IS NULL OR ${table.method} = 'check'`),
  ],
);

export type GiftBatchRow = typeof giftBatches.$inferSelect;
export type GiftBatchEntryRow = typeof giftBatchEntries.$inferSelect;
