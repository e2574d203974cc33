// Recurring-gift changes for the dashboard's RecentActivity (schema `activity_events`). Written in the
// same transaction as the change, so the feed never shows a change that did not happen.
import type { Database } from '../db/database';
import { activityEvents, type ActivityType } from '../db/schema';

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
  await db.insert(activityEvents).values(activity);
}
