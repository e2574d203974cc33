// Recurring gifts moved from a church's previous platform (docs/PRODUCT.md §17).
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { organizations } from './churches';
import { recurringGivings } from './gifts';

/**
 * One old recurring gift that became one of ours. The unique (church, old key) is what makes a
 * move idempotent: a second run, or two runs at once, find the first's row and move nothing twice.
 * The old key is the Stripe subscription's id, or a schedule line's key when the subscriptions did
 * not come along (then there is no old subscription to pause or cancel).
 */
export const recurringGiftMoves = pgTable(
  'recurring_gift_moves',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    oldKey: text('old_key').notNull(),
    /** `sub_…` on the church's connected Stripe account, null for a schedule line. */
    oldSubscriptionId: text('old_subscription_id'),
    recurringGivingId: integer('recurring_giving_id')
      .notNull()
      .references(() => recurringGivings.id, { onDelete: 'cascade' }),
    /** When the old subscription's collection was paused (`pause_collection[behavior]=void`). */
    oldPausedAt: timestamp('old_paused_at', { withTimezone: true }),
    /** When the old subscription was cancelled, after the moved gift's first successful charge. */
    oldCanceledAt: timestamp('old_canceled_at', { withTimezone: true }),
    /**
     * When Stripe told us the paused old subscription charges its donor again (its collection resumed,
     * or one of its invoices paid): our gift was paused and the administrators told, once.
     */
    oldResumedAt: timestamp('old_resumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('recurring_gift_moves_old_key_unique').on(table.organizationId, table.oldKey)],
);

export type RecurringGiftMoveRow = typeof recurringGiftMoves.$inferSelect;
