// The recurring engine's charges.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './churches';
import { contributions, recurringGivings } from './gifts';

/**
 * awaiting_confirmation: the bank wants the donor's authentication (3-D Secure); the occurrence waits
 * for "Confirm your gift" (gift_confirmations), is never retried, and does not hold up the schedule.
 */
export const RECURRING_CHARGE_STATUSES = [
  'processing',
  'succeeded',
  'failed',
  'awaiting_confirmation',
] as const;
export type RecurringChargeStatus = (typeof RECURRING_CHARGE_STATUSES)[number];

/**
 * The worker's record of charging one occurrence of a recurring gift (packages/api/README.md
 * "Recurring engine"). Inserting it is the claim: the unique (gift,
 * occurrence) index makes a second claim of the same occurrence a no-op, whichever instance tries.
 * Retries of a declined occurrence update this row (`attempt` + 1), and each attempt charges with
 * the key `recurring:{gift}:{occurrence}:{attempt}`, so a re-run of an attempt after a crash reaches
 * the same processor charge. The donor-visible result is the contribution (`contribution_id`, one
 * per occurrence, failed until an attempt succeeds); in-flight rows never show as contributions.
 */
export const recurringCharges = pgTable(
  'recurring_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    recurringGivingId: integer('recurring_giving_id')
      .notNull()
      .references(() => recurringGivings.id, { onDelete: 'cascade' }),
    /** The scheduled date this charge settles (the gift's `next_occurrence` when claimed). */
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    /** processing: an attempt is at the processor; failed: declined (retry_on set, or the last attempt: the gift paused). */
    status: text('status', { enum: RECURRING_CHARGE_STATUSES }).notNull(),
    /** 1 for the first attempt; the attempt in flight or the last one made. */
    attempt: integer('attempt').notNull().default(1),
    attemptStartedAt: timestamp('attempt_started_at', { withTimezone: true }).notNull(),
    /** The organization's day of the first attempt; retries are counted from it. */
    firstAttemptOn: date('first_attempt_on', { mode: 'string' }).notNull(),
    /** When a declined occurrence is tried again; null once it succeeded or its last attempt failed. */
    retryOn: date('retry_on', { mode: 'string' }),
    /** Money of the current attempt, fixed when it was claimed (coverage and rate at charge time). */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    netAmount: integer('net_amount').notNull(),
    coveredFee: integer('covered_fee').notNull(),
    isFeeCovered: boolean('is_fee_covered').notNull(),
    failureCode: text('failure_code'),
    contributionId: integer('contribution_id').references(() => contributions.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('recurring_charges_occurrence_unique').on(table.recurringGivingId, table.occurrenceDate),
    index('recurring_charges_status_idx').on(table.status, table.retryOn),
    index('recurring_charges_processing_idx')
      .on(table.attemptStartedAt)
      .where(sql`${table.status} = 'processing'`),
    check(
      'recurring_charges_money',
      sql`${table.amount} = ${table.fee} + ${table.netAmount} AND ${table.amount} > 0 AND ${table.attempt} > 0`,
    ),
  ],
);

export type RecurringChargeRow = typeof recurringCharges.$inferSelect;
