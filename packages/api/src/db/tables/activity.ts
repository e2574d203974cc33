// The donor's activity the portal shows.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, users } from './churches';
import { recurringGivings } from './gifts';

/** What a donor did to a recurring gift in the portal (or at the giving form), or what the engine did to it, for RecentActivity. */
export const ACTIVITY_TYPES = [
  'recurring_created',
  'recurring_paused',
  'recurring_resumed',
  'recurring_updated',
  'recurring_deleted',
  'recurring_skipped',
  'recurring_ended',
  // The recurring engine paused the gift after its last declined attempt (the card needs the donor).
  'recurring_paused_declined',
  // The bank asked for the donor's authentication: an occurrence waits for "Confirm your gift".
  'recurring_awaiting_confirmation',
  // The recurring engine paused the gift after its bank debit came back unpaid (an ACH return); the
  // donor's feed names the bank's reason, as its failed charge recorded it.
  'recurring_paused_bank_failed',
  // Stripe gave up the bank account the gift waited for (its micro-deposits never verified): the gift
  // did not start and needs another payment method (docs/PRODUCT.md §22).
  'recurring_bank_unverified',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * Recurring-gift changes as they happened (contributions are their own history). `amount` is the
 * per-occurrence charge right after the change, so the feed shows what the donor saw then.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    donorUserId: integer('donor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    recurringGivingId: integer('recurring_giving_id').references(() => recurringGivings.id, {
      onDelete: 'set null',
    }),
    amount: integer('amount'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_events_donor_idx').on(table.organizationId, table.donorUserId, table.occurredAt),
  ],
);

export type ActivityEventRow = typeof activityEvents.$inferSelect;
