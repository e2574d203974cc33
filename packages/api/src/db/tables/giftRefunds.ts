// What happened to a gift after it was charged: refunds an administrator made in the console, and
// the card disputes (chargebacks) Stripe reported on it.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './churches';
import { contributions } from './gifts';

/**
 * One refund of a gift: a request of the console, or a refund made in the church's Stripe dashboard
 * (request key `stripe:{refund id}`, which no console key can be, and no actor). `requestKey` is the request's own key, chosen by the console
 * when the administrator opens the refund dialog: a request sent twice (a retry, a double click)
 * finds its row and refunds nothing more, and the processor gets the same key (at most one refund).
 */
export const contributionRefunds = pgTable(
  'contribution_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    prefixedId: text('prefixed_id').notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contributionId: integer('contribution_id')
      .notNull()
      .references(() => contributions.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason'),
    processorRefundId: text('processor_refund_id').notNull(),
    /** Who asked for it: the administrator's prefixed id and email, as the activity log keeps them. */
    actorPrefixedId: text('actor_prefixed_id'),
    actorLabel: text('actor_label').notNull(),
    /**
     * When Stripe said the refund failed or was canceled (`refund.updated`, status `failed` or
     * `canceled`): nothing was given back, so the gift's refunded amount no longer counts it, and a
     * deposit that took it back gives it back (Stripe's `refund_failure`). Null while it stands.
     */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('contribution_refunds_request_key_unique').on(table.organizationId, table.requestKey),
    // One row per refund of the processor: the console's, or one made in Stripe's dashboard that
    // Stripe's refund.created or a payout told us of first, whichever wrote it.
    uniqueIndex('contribution_refunds_processor_refund_unique').on(
      table.organizationId,
      table.processorRefundId,
    ),
    index('contribution_refunds_contribution_idx').on(table.contributionId),
    check('contribution_refunds_amount', sql`${table.amount} > 0`),
  ],
);

/**
 * A card dispute on a gift, as Stripe's `charge.dispute.*` events last described it. Events may
 * arrive out of order: `eventCreated` is the Stripe time of the event that wrote the row, and an
 * older event changes nothing.
 */
export const contributionDisputes = pgTable(
  'contribution_disputes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contributionId: integer('contribution_id')
      .notNull()
      .references(() => contributions.id, { onDelete: 'cascade' }),
    processorDisputeId: text('processor_dispute_id').notNull().unique(),
    /** Stripe's: warning_needs_response, needs_response, under_review, won, lost, … */
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Stripe's reason code: fraudulent, duplicate, product_not_received, … */
    reason: text('reason').notNull(),
    /**
     * What the processor charged the church for the dispute besides its amount (docs/PRODUCT.md §22):
     * on Stripe the fees of the dispute's balance transactions ($15.00 when the funds are withdrawn,
     * none for an inquiry, less any fee Stripe gives back); a sandbox dispute Stripe's $15.00. A
     * deposit that takes the dispute back counts this as its dispute fee.
     */
    fee: integer('fee').notNull(),
    /** The last moment the church can answer with evidence; null once no answer is possible. */
    evidenceDueBy: timestamp('evidence_due_by', { withTimezone: true }),
    eventCreated: timestamp('event_created', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('contribution_disputes_contribution_idx').on(table.contributionId),
    check('contribution_disputes_fee', sql`${table.fee} >= 0`),
  ],
);

export type ContributionRefundRow = typeof contributionRefunds.$inferSelect;
export type ContributionDisputeRow = typeof contributionDisputes.$inferSelect;
