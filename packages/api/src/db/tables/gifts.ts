// Gifts: contributions, recurring gifts, their funds, the donor totals a trigger keeps, and
// idempotency keys.
import { FREQUENCY_VALUES, WALLETS } from '@halo/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { createdAt } from './columns';
import { funds, organizations, users } from './churches';
import { PROCESSOR_MODES, paymentMethods, processorCustomers } from './payments';

/**
 * How an offline gift was given: the admin console's "record a gift" (cash or a check), and an
 * imported gift of the church's history (docs/PRODUCT.md §11), which another platform may have
 * charged to a card or a bank account. US English, as the console writes it: `check` (stored as
 * `cheque` before migration 0024).
 */
export const OFFLINE_GIFT_METHODS = ['cash', 'check', 'card', 'bank', 'other'] as const;
export type OfflineGiftMethod = (typeof OFFLINE_GIFT_METHODS)[number];

/**
 * `processing`: a bank debit (ACH) waiting to settle (docs/PRODUCT.md §22); it counts nowhere until
 * it has succeeded, and becomes `succeeded` or `failed` once.
 */
export const CONTRIBUTION_STATUSES = ['succeeded', 'failed', 'refunded', 'processing'] as const;
export type ContributionStatus = (typeof CONTRIBUTION_STATUSES)[number];
/** How an online gift was paid: a card, or a debit from a US bank account (ACH). */
export const PAYMENT_METHOD_TYPES = ['card', 'bank'] as const;
/** The domain's schedules; the check on `schedule_type` keeps the column to them. */
export const RECURRING_FREQUENCIES = FREQUENCY_VALUES;
/** `ended`: the donor's end date passed; kept and listed like a deleted gift's history, never charged. */
export const RECURRING_STATUSES = ['active', 'paused', 'ended', 'deleted'] as const;

/**
 * A recurring gift (docs/PRODUCT.md §3 "Recurring giving"). `giftAmount` is the gift before any
 * covered fee; the charge of each occurrence is computed from it and the organization's rate at
 * charge time (the wire's `computedAmount`) and stored as its contribution's `chargedAmount`.
 */
export const recurringGivings = pgTable(
  'recurring_givings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorUserId: integer('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduleType: text('schedule_type', { enum: RECURRING_FREQUENCIES }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    nextOccurrence: date('next_occurrence', { mode: 'string' }),
    lastOccurrence: date('last_occurrence', { mode: 'string' }),
    /** A pause with a date: the recurring engine resumes the gift by itself on this day (null: by hand). */
    pausedUntil: date('paused_until', { mode: 'string' }),
    /** The donor's optional end: no occurrence after this day is charged, then the gift is ended. */
    endDate: date('end_date', { mode: 'string' }),
    giftAmount: integer('gift_amount').notNull(),
    isFeeCovered: boolean('is_fee_covered').notNull().default(false),
    memo: text('memo'),
    status: text('status', { enum: RECURRING_STATUSES }).notNull().default('active'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    lastChargeAttemptFailed: boolean('last_charge_attempt_failed').notNull().default(false),
    /** The campaign it was started through: each of its charges counts toward that campaign. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('recurring_givings_donor_idx').on(table.organizationId, table.donorUserId),
    // The recurring engine's scan: active gifts due on or before a date.
    index('recurring_givings_due_idx').on(table.status, table.nextOccurrence),
    check('recurring_givings_gift_amount_positive', sql`${table.giftAmount} > 0`),
    // A schedule the recurring engine does not know would be charged as monthly without a word.
    check(
      'recurring_givings_schedule_type',
      sql`${table.scheduleType} IN (${sql.raw(RECURRING_FREQUENCIES.map((value) => `'${value}'`).join(', '))})`,
    ),
    check(
      'recurring_givings_status',
      sql`${table.status} IN (${sql.raw(RECURRING_STATUSES.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

/** A recurring gift's funds: `giftAmount` is each fund's part of the gift before any covered fee. */
export const recurringGivingFunds = pgTable(
  'recurring_giving_funds',
  {
    recurringGivingId: integer('recurring_giving_id')
      .notNull()
      .references(() => recurringGivings.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'restrict' }),
    giftAmount: integer('gift_amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.recurringGivingId, table.fundId] })],
);

/**
 * A gift that reached the processor, or an offline or imported one. `chargedAmount` is the total the
 * donor was charged (the wire's `amount`), `fee` the processor's fee and `netAmount` what the church
 * receives (chargedAmount = fee + netAmount); `coveredFee` is the part of `chargedAmount` the donor
 * added to cover the fee (0 when not covered), so the gift before the fee is
 * chargedAmount − coveredFee. docs/CONTRACTS.md "Gift amounts" names the wire's fields for each.
 */
export const contributions = pgTable(
  'contributions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorUserId: integer('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chargedAmount: integer('charged_amount').notNull(),
    fee: integer('fee').notNull(),
    netAmount: integer('net_amount').notNull(),
    coveredFee: integer('covered_fee').notNull().default(0),
    isFeeCovered: boolean('is_fee_covered').notNull().default(false),
    currency: text('currency').notNull(),
    status: text('status', { enum: CONTRIBUTION_STATUSES }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    /** What was given back so far (cents); all of `chargedAmount` once `status` is refunded. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    failureCode: text('failure_code'),
    memo: text('memo'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    /** Card shown on the transaction even after the payment method is deleted. */
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    recurringGivingId: integer('recurring_giving_id').references(() => recurringGivings.id, {
      onDelete: 'set null',
    }),
    processorMode: text('processor_mode', { enum: PROCESSOR_MODES }).notNull(),
    processorChargeId: text('processor_charge_id'),
    /** The recurring occurrence this charge settles (null for one-time gifts). */
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    /** The `Idempotency-Key` of the POST /api/give that made it (null for recurring charges). */
    idempotencyKey: text('idempotency_key'),
    /** The gift's date on the organization's calendar. */
    date: date('date', { mode: 'string' }).notNull(),
    /**
     * Given through a giving token got with an email address alone (no session, no account
     * created in the flow): a guest's gift matched to this donor record by the typed email. An
     * account whose email is not verified does not see these (nothing follows a typed email).
     */
    givenAsGuest: boolean('given_as_guest').notNull().default(false),
    /** Cash or a check an administrator recorded (no processor involved); null for online gifts. */
    offlineMethod: text('offline_method', { enum: OFFLINE_GIFT_METHODS }),
    /**
     * An imported gift's key (docs/PRODUCT.md §11): its reference in the file, or a hash of the row
     * with its occurrence; unique per church, so importing the same file again adds nothing.
     */
    importKey: text('import_key'),
    /** The campaign the gift was given through (docs/PRODUCT.md §14); its figures sum these gifts. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** How the donor paid online (docs/PRODUCT.md §22); a bank gift's last four are in `cardLastFour`. */
    paymentMethodType: text('payment_method_type', { enum: PAYMENT_METHOD_TYPES }).notNull().default('card'),
    /** The wallet that paid a card gift (docs/PRODUCT.md §23): Apple Pay, Google Pay or the sandbox's test wallet. */
    wallet: text('wallet', { enum: WALLETS }),
    /** A bank gift's settlement day on the church's calendar: processing until then. */
    settlesOn: date('settles_on', { mode: 'string' }),
    /** The ACH authorization the donor accepted: its words' version, when, and from which IP. */
    bankMandateVersion: text('bank_mandate_version'),
    bankMandateAcceptedAt: timestamp('bank_mandate_accepted_at', { withTimezone: true }),
    bankMandateIp: text('bank_mandate_ip'),
    createdAt: createdAt(),
  },
  (table) => [
    // The bank settlement pass's scan: processing gifts by their settlement day.
    index('contributions_processing_idx')
      .on(table.settlesOn)
      .where(sql`${table.status} = 'processing'`),
    check(
      'contributions_payment_method_type',
      sql`${table.paymentMethodType} IN (${sql.raw(PAYMENT_METHOD_TYPES.map((value) => `'${value}'`).join(', '))})`,
    ),
    // A bank gift online carries its mandate and its settlement day.
    check(
      'contributions_bank_mandate',
      sql`${table.paymentMethodType} = 'card' OR (${table.bankMandateVersion} IS NOT NULL AND ${table.bankMandateAcceptedAt} IS NOT NULL AND ${table.settlesOn} IS NOT NULL)`,
    ),
    // The portal's list and exports: a donor's gifts newest first by (date, id), walked in
    // keyset batches for exports; `id` breaks ties between gifts of the same day. Ascending on
    // purpose: scanned backwards it yields `ORDER BY date DESC, id DESC` (NULLS FIRST, the default).
    index('contributions_donor_date_idx').on(table.organizationId, table.donorUserId, table.date, table.id),
    // The admin console's gifts of a whole church, newest first by (date, id), paged by keyset.
    index('contributions_organization_date_idx').on(table.organizationId, table.date, table.id),
    // Recent activity: a donor's newest gifts and newest refunds, read from the end of the index
    // instead of sorting every gift of the donor (23 ms → 0.1 ms over 100,000 gifts).
    index('contributions_donor_created_idx').on(
      table.organizationId,
      table.donorUserId,
      table.createdAt,
      table.id,
    ),
    index('contributions_donor_refunded_idx')
      .on(table.organizationId, table.donorUserId, table.refundedAt, table.id)
      .where(sql`${table.refundedAt} is not null`),
    // The recurring engine charges an occurrence at most once (docs/ARCHITECTURE.md §4).
    uniqueIndex('contributions_recurring_occurrence_unique').on(
      table.recurringGivingId,
      table.occurrenceDate,
    ),
    uniqueIndex('contributions_idempotency_key_unique').on(table.organizationId, table.idempotencyKey),
    uniqueIndex('contributions_import_key_unique').on(table.organizationId, table.importKey),
    // A campaign's raised and givers, summed over its own gifts only.
    index('contributions_campaign_idx')
      .on(table.campaignId, table.status)
      .where(sql`${table.campaignId} is not null`),
    check(
      'contributions_offline_method',
      sql`${table.offlineMethod} IS NULL OR ${table.offlineMethod} IN (${sql.raw(OFFLINE_GIFT_METHODS.map((value) => `'${value}'`).join(', '))})`,
    ),
    check(
      'contributions_money',
      sql`${table.chargedAmount} = ${table.fee} + ${table.netAmount} AND ${table.chargedAmount} > 0`,
    ),
    check(
      'contributions_wallet',
      sql`${table.wallet} IS NULL OR ${table.wallet} IN (${sql.raw(WALLETS.map((value) => `'${value}'`).join(', '))})`,
    ),
  ],
);

/**
 * Each donor's gift count, succeeded count and succeeded amount, one row per kind (`one_time`, `recurring`), kept by a
 * trigger on `contributions` (drizzle/0002_donor_gift_totals.sql, counting partial refunds since
 * 0016_donor_totals_count_partial_refunds.sql) whatever writes a gift, a refund or
 * a deleted recurring gift. The portal's unfiltered totals and the dashboard read it instead of
 * counting up to 100,000 rows per request (docs/ARCHITECTURE.md §8: a page over 100,000 gifts, p95 ≤ 25 ms at 200 req/s).
 */
export const donorGiftTotals = pgTable(
  'donor_gift_totals',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorUserId: integer('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['one_time', 'recurring'] }).notNull(),
    giftCount: bigint('gift_count', { mode: 'number' }).notNull(),
    succeededCount: bigint('succeeded_count', { mode: 'number' }).notNull(),
    succeededAmount: bigint('succeeded_amount', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.donorUserId, table.kind] })],
);

/**
 * A contribution's funds: each fund's share of its `chargedAmount` and of its `netAmount`, apportioned
 * by the gift's parts (core/fundShares.ts), adding up to the contribution's.
 */
export const contributionFunds = pgTable(
  'contribution_funds',
  {
    contributionId: integer('contribution_id')
      .notNull()
      .references(() => contributions.id, { onDelete: 'cascade' }),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'restrict' }),
    chargedAmount: integer('charged_amount').notNull(),
    netAmount: integer('net_amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contributionId, table.fundId] }),
    index('contribution_funds_fund_id_idx').on(table.fundId),
  ],
);

/**
 * `Idempotency-Key`s of POST /api/give: the first request inserts the row (its claim), and the
 * answer is stored on it; a repeat waits for it and gets the same answer (docs/ARCHITECTURE.md §4).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

export type ProcessorCustomerRow = typeof processorCustomers.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type ContributionRow = typeof contributions.$inferSelect;
export type RecurringGivingRow = typeof recurringGivings.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
