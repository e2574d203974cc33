// Deposits (docs/PRODUCT.md §19): each payout of the processor to the church's bank, and which gifts,
// refunds and disputes it holds. A line's unique key on the gift (refund, dispute) makes every one of
// them part of at most one deposit, whichever instance's payout pass wrote it. A committed batch of
// cash and checks is a deposit too, one the church takes to the bank itself: source `batch`, tied to
// its batch, its gifts its lines, no fees and nothing taken back.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './churches';
import { contributionDisputes, contributionRefunds } from './giftRefunds';
import { contributions } from './gifts';
import { giftBatches } from './giftBatches';

/** Where a deposit comes from: the sandbox's own daily payout, a Stripe payout, or a committed batch. */
export const DEPOSIT_SOURCES = ['sandbox', 'stripe', 'batch'] as const;
/** `paid`: on its way or at the bank; `carried`: a negative net taken into the next payout; `failed`: the bank refused it. */
export const DEPOSIT_STATUSES = ['paid', 'carried', 'failed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/**
 * One payout. The figures are cents, summed by the database from the deposit's lines when it is
 * made: net = gross − fees − refunds − disputes + carriedIn (a negative net of the payout before)
 * + otherActivity (a Stripe payout's lines that are not ours).
 */
export const deposits = pgTable(
  'deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    source: text('source', { enum: DEPOSIT_SOURCES }).notNull(),
    /** The processor's payout id, for matching the bank's line (`po_…`); a batch's own id (`bat_…`). */
    payoutId: text('payout_id').notNull(),
    /** The day the payout was made, on the church's calendar. */
    payoutDate: date('payout_date', { mode: 'string' }).notNull(),
    /** The day it reaches the bank: the next business day. */
    arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull(),
    gross: integer('gross').notNull().default(0),
    fees: integer('fees').notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
    disputes: integer('disputes').notNull().default(0),
    carriedIn: integer('carried_in').notNull().default(0),
    /**
     * A Stripe payout's balance transactions that are none of our gifts, refunds or disputes (the
     * account's other business, a failed payout's money coming back), as one line: their net.
     */
    otherActivity: integer('other_activity').notNull().default(0),
    net: integer('net').notNull().default(0),
    /**
     * A payout the church made by hand (Stripe's `automatic: false`): Stripe lists no transactions
     * for it, so its whole amount is one line, "Manual payout from Stripe's dashboard" (its other
     * activity).
     */
    manual: boolean('manual').notNull().default(false),
    /**
     * A failed payout whose money came back to the Stripe balance (`payout_failure`) and was paid
     * out again in this later deposit: the accounting export books the failed one's lines there.
     */
    returnedInDepositId: integer('returned_in_deposit_id').references((): AnyPgColumn => deposits.id, {
      onDelete: 'set null',
    }),
    /** The committed batch this deposit is (source `batch`); reopening the batch removes it. */
    giftBatchId: integer('gift_batch_id').references(() => giftBatches.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('deposits_payout_unique').on(table.organizationId, table.payoutId),
    // The sandbox pays out once a day: two instances' passes on one day make one deposit.
    uniqueIndex('deposits_sandbox_day_unique')
      .on(table.organizationId, table.payoutDate)
      .where(sql`${table.source} = 'sandbox'`),
    // The console's list, newest first by (payout date, id), paged by keyset.
    index('deposits_organization_date_idx').on(table.organizationId, table.payoutDate, table.id),
    check(
      'deposits_ties_out',
      sql`${table.net} = ${table.gross} - ${table.fees} - ${table.refunds} - ${table.disputes} + ${table.carriedIn} + ${table.otherActivity}`,
    ),
    // Only a Stripe payout reads the account's other activity; the sandbox and batches have none.
    check('deposits_other_activity', sql`${table.source} = 'stripe' OR ${table.otherActivity} = 0`),
    check('deposits_manual', sql`${table.source} = 'stripe' OR NOT ${table.manual}`),
    check('deposits_carried_in', sql`${table.carriedIn} <= 0`),
    check(
      'deposits_source',
      sql`${table.source} IN (${sql.raw(DEPOSIT_SOURCES.map((value) => `'${value}'`).join(', '))})`,
    ),
    // A batch deposit is exactly one batch, and one batch at most one deposit; a payout names none.
    uniqueIndex('deposits_gift_batch_unique').on(table.giftBatchId),
    check('deposits_batch', sql`(${table.source} = 'batch') = (${table.giftBatchId} IS NOT NULL)`),
    // Cash and checks carry no processor's fee and nothing is taken back from them.
    check(
      'deposits_batch_figures',
      sql`${table.source} <> 'batch' OR (${table.fees} = 0 AND ${table.refunds} = 0 AND ${table.disputes} = 0 AND ${table.carriedIn} = 0 AND ${table.status} = 'paid')`,
    ),
    check(
      'deposits_status',
      sql`${table.status} IN (${sql.raw(DEPOSIT_STATUSES.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

/** A gift a deposit pays: its charge and the processor's fee on it (Stripe's price, not the church's). */
export const depositGifts = pgTable(
  'deposit_gifts',
  {
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    contributionId: integer('contribution_id')
      .notNull()
      .references(() => contributions.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
  },
  (table) => [
    uniqueIndex('deposit_gifts_contribution_unique').on(table.contributionId),
    index('deposit_gifts_deposit_idx').on(table.depositId, table.contributionId),
  ],
);

/**
 * How a refund moves money: `refund` when a deposit takes it back, `failure` when the refund failed
 * after that and Stripe put the money back on the balance (its `refund_failure` balance transaction),
 * a line of a later deposit with a negative amount.
 */
export const DEPOSIT_REFUND_KINDS = ['refund', 'failure'] as const;

/** A refund a deposit takes back, or (kind `failure`) gives back when the refund failed. */
export const depositRefunds = pgTable(
  'deposit_refunds',
  {
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    refundId: integer('refund_id')
      .notNull()
      .references(() => contributionRefunds.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DEPOSIT_REFUND_KINDS }).notNull().default('refund'),
    amount: integer('amount').notNull(),
  },
  (table) => [
    uniqueIndex('deposit_refunds_refund_kind_unique').on(table.refundId, table.kind),
    index('deposit_refunds_deposit_idx').on(table.depositId),
    check('deposit_refunds_kind', sql`${table.kind} IN ('refund', 'failure')`),
  ],
);

/**
 * A failed payout's money that came back in a Stripe payout (its `payout_failure` balance
 * transaction), by the failed payout's id: kept even when that payout has no deposit yet, so the
 * failed deposit written later still finds the deposit its money came back in.
 */
export const depositPayoutFailures = pgTable(
  'deposit_payout_failures',
  {
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The failed payout's `po_…`. */
    payoutId: text('payout_id').notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [
    uniqueIndex('deposit_payout_failures_payout_unique').on(table.organizationId, table.payoutId),
    index('deposit_payout_failures_deposit_idx').on(table.depositId),
  ],
);

/**
 * How a dispute moves money: `withdrawal` when the bank takes the disputed amount back (with Stripe's
 * dispute fee), `reversal` when the church wins and Stripe returns it (amount and fee negative: money
 * back, and any fee Stripe gives back).
 */
export const DEPOSIT_DISPUTE_KINDS = ['withdrawal', 'reversal'] as const;

/**
 * A dispute a deposit takes back: the disputed amount and the dispute's fee; or, for a won dispute, its
 * reversal in a later deposit, as negative figures so that a deposit's sums net them.
 */
export const depositDisputes = pgTable(
  'deposit_disputes',
  {
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id, { onDelete: 'cascade' }),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => contributionDisputes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DEPOSIT_DISPUTE_KINDS }).notNull().default('withdrawal'),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
  },
  (table) => [
    uniqueIndex('deposit_disputes_dispute_kind_unique').on(table.disputeId, table.kind),
    index('deposit_disputes_deposit_idx').on(table.depositId),
    check('deposit_disputes_kind', sql`${table.kind} IN ('withdrawal', 'reversal')`),
  ],
);

export type DepositRow = typeof deposits.$inferSelect;
