// How a donor's recurring gift changes, whatever the change (pause, resume, edit, skip, delete, or
// through an email's link): the gift is locked, changed, recorded for RecentActivity in the same
// transaction, and announced to the donor's open portals once committed.
import type { RecurringChangedPayload } from '@halo/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { recurringGivings, type ActivityType, type RecurringGivingRow } from '../../db/schema';
import { recordActivity } from '../activityEvents';
import { notFoundError } from '../localizedRefusals';
import type { PortalScope } from './portalScope';
import { occurrenceAmounts, ownedBy } from './listRecurringGivings';
import { endedGiftError } from './recurringScheduleMessages';

/** One of the donor's live (not deleted) gifts, locked for the rest of the transaction. */
async function findOwnGift(
  db: Database,
  scope: PortalScope,
  prefixedId: string,
): Promise<RecurringGivingRow> {
  const [row] = await db
    .select()
    .from(recurringGivings)
    .where(
      and(
        ownedBy(scope),
        eq(recurringGivings.prefixedId, prefixedId),
        ne(recurringGivings.status, 'deleted'),
      ),
    )
    .for('update');
  if (!row) throw notFoundError(scope.locale);
  return row;
}

export async function changeRecurringGiving(
  scope: PortalScope,
  prefixedId: string,
  apply: (
    tx: Database,
    gift: RecurringGivingRow,
  ) => Promise<{ row: RecurringGivingRow; activity: ActivityType } | null>,
  { changesEndedGift = false } = {},
): Promise<RecurringGivingRow> {
  const outcome = await scope.app.db.transaction(async (tx) => {
    const gift = await findOwnGift(tx, scope, prefixedId);
    // An ended gift is kept for its history: only deleting it is still a change.
    if (gift.status === 'ended' && !changesEndedGift) throw endedGiftError(scope.locale);
    const changed = await apply(tx, gift);
    if (!changed) return { row: gift, activity: null };
    await recordActivity(tx, {
      organizationId: scope.organization.id,
      donorUserId: scope.user.id,
      type: changed.activity,
      recurringGivingId: gift.id,
      amount: changed.row.status === 'deleted' ? null : occurrenceAmounts(scope, changed.row).chargedAmount,
      occurredAt: scope.app.clock(),
    });
    return changed;
  });
  // After the commit, so an open portal (the donor's other tabs) never sees a change that rolled back.
  if (outcome.activity) {
    await scope.app.broadcaster.toDonor(scope.user.prefixedId, 'recurring.changed', {
      organizationPrefixedId: scope.organization.prefixedId,
      recurringGivingPrefixedId: outcome.row.prefixedId,
      change: LIVE_CHANGE_OF[outcome.activity],
      nextOccurrence: outcome.row.nextOccurrence,
    });
  }
  return outcome.row;
}

const LIVE_CHANGE_OF: Record<ActivityType & `recurring_${string}`, RecurringChangedPayload['change']> = {
  recurring_created: 'created',
  recurring_paused: 'paused',
  recurring_resumed: 'resumed',
  recurring_updated: 'updated',
  recurring_deleted: 'deleted',
  // A skip moves the next date like an edit; an ended gift leaves the list like a deleted one.
  recurring_skipped: 'updated',
  recurring_ended: 'deleted',
  recurring_paused_declined: 'paused',
  recurring_paused_bank_failed: 'paused',
  // The gift moved on to its next date while one occurrence waits for the donor.
  recurring_awaiting_confirmation: 'updated',
  // Still paused, now with its last attempt failed: the list shows it as the update it is.
  recurring_bank_unverified: 'updated',
};

export async function saveRecurringGiving(
  tx: Database,
  scope: PortalScope,
  gift: RecurringGivingRow,
  values: Partial<typeof recurringGivings.$inferInsert>,
): Promise<RecurringGivingRow> {
  const [row] = await tx
    .update(recurringGivings)
    .set({ ...values, updatedAt: scope.app.clock() })
    .where(eq(recurringGivings.id, gift.id))
    .returning();
  if (!row) throw new Error('recurring giving: the locked row vanished');
  return row;
}
