// Recurring-gift changes for the dashboard's RecentActivity (schema `activity_events`). Written in the
// same transaction as the change, so the feed never shows a change that did not happen; the change's
// webhook (recurring.created, .updated, .cancelled) is queued with it, so every change that reaches
// the feed reaches the church's endpoints too.
import type { Database } from '../db/database';
import { activityEvents, type ActivityType } from '../db/schema';
import { emitRecurringEvent } from './webhooks/recurringWebhookEvents';

export interface ActivityInput {
  organizationId: number;
  donorUserId: number;
  type: ActivityType;
  recurringGivingId: number | null;
  /** The per-occurrence charge after the change, in cents. */
  amount: number | null;
  occurredAt: Date;
}

export async function recordActivity(db: Database, activity: ActivityInput): Promise<void> {
  await recordActivities(db, [activity]);
}

/** Several changes at once (the recurring engine's resumed and ended gifts of a church). */
export async function recordActivities(db: Database, activities: ActivityInput[]): Promise<void> {
  if (activities.length === 0) return;
  await db.insert(activityEvents).values(activities);
  for (const activity of activities) await emitRecurringEvent(db, activity);
}
