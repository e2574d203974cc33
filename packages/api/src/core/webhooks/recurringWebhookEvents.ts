// recurring.created, recurring.updated, recurring.cancelled: every change of a recurring gift is
// recorded as an activity event for the donor's feed (src/core/activityEvents.ts), in the change's
// transaction; the same record queues the webhook, so no change is missed and none is told twice.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  funds,
  people,
  recurringGivingFunds,
  recurringGivings,
  users,
  type ActivityType,
} from '../../db/schema';
import { donorWebhookData } from './donorWebhookEvents';
import { emitWebhookEvent } from './webhookEvents';
import type { WebhookEventType } from './webhookEventTypes';

/** Deleted by the donor and ended by its end date alike stop the gift for good. */
const EVENT_OF_ACTIVITY: Record<ActivityType, WebhookEventType> = {
  recurring_created: 'recurring.created',
  recurring_paused: 'recurring.updated',
  recurring_resumed: 'recurring.updated',
  recurring_updated: 'recurring.updated',
  recurring_skipped: 'recurring.updated',
  recurring_paused_declined: 'recurring.updated',
  recurring_awaiting_confirmation: 'recurring.updated',
  recurring_bank_unverified: 'recurring.updated',
  recurring_paused_bank_failed: 'recurring.updated',
  recurring_deleted: 'recurring.cancelled',
  recurring_ended: 'recurring.cancelled',
};

async function recurringWebhookData(tx: Database, recurringGivingId: number, change: ActivityType) {
  const [row] = await tx
    .select({ gift: recurringGivings, donor: users, person: people })
    .from(recurringGivings)
    .innerJoin(users, eq(users.id, recurringGivings.donorUserId))
    .leftJoin(people, eq(people.userId, users.id))
    .where(eq(recurringGivings.id, recurringGivingId));
  if (!row) return null;
  const parts = await tx
    .select({ id: funds.prefixedId, name: funds.name, amount: recurringGivingFunds.giftAmount })
    .from(recurringGivingFunds)
    .innerJoin(funds, eq(funds.id, recurringGivingFunds.fundId))
    .where(eq(recurringGivingFunds.recurringGivingId, recurringGivingId))
    .orderBy(asc(funds.position), asc(funds.id));
  const { gift } = row;
  return {
    id: gift.prefixedId,
    // What happened, in the words of the donor's feed without its prefix: paused, resumed, skipped…
    change: change.replace(/^recurring_/, ''),
    status: gift.status,
    frequency: gift.scheduleType,
    amount: gift.giftAmount,
    is_fee_covered: gift.isFeeCovered,
    start_date: gift.startDate,
    next_occurrence: gift.nextOccurrence,
    last_occurrence: gift.lastOccurrence,
    paused_until: gift.pausedUntil,
    end_date: gift.endDate,
    memo: gift.memo,
    funds: parts,
    donor: donorWebhookData(row.donor, row.person),
    created_at: gift.createdAt.toISOString(),
  };
}

/** Queues the webhook of a recurring gift's change, in the change's transaction. */
export async function emitRecurringEvent(
  tx: Database,
  change: { organizationId: number; type: ActivityType; recurringGivingId: number | null },
): Promise<void> {
  const { recurringGivingId } = change;
  if (recurringGivingId === null) return;
  await emitWebhookEvent(tx, change.organizationId, EVENT_OF_ACTIVITY[change.type], () =>
    recurringWebhookData(tx, recurringGivingId, change.type),
  );
}
