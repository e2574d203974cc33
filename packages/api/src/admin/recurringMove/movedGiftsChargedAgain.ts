// The console's flag for a moved gift the old platform charged again (docs/PRODUCT.md §17 "If the old
// platform charges again"): the moves Stripe told of (`old_resumed_at`, set once by
// core/recurringMoves/oldSubscriptionCharging.ts), with the gift they moved to as it is now, so the
// treasurer sees which old subscription to stop and whether the donor resumed ours since.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { people, recurringGiftMoves, recurringGivings, users } from '../../db/schema';
import type { AdminMovedGiftChargedAgain } from '../../graphql/resolverTypes.generated';
import type { AdminScope } from '../adminScope';

/** The console lists these few; more than this many would be the old platform charging everyone. */
const SHOWN = 100;

const donorName = sql<string>`coalesce(nullif(concat_ws(' ', ${people.firstName}, ${people.lastName}), ''), ${users.email})`;

export async function readMovedGiftsChargedAgain(scope: AdminScope): Promise<AdminMovedGiftChargedAgain[]> {
  const rows = await scope.app.db
    .select({
      prefixedId: recurringGivings.prefixedId,
      amount: recurringGivings.giftAmount,
      scheduleType: recurringGivings.scheduleType,
      status: recurringGivings.status,
      oldSubscriptionId: recurringGiftMoves.oldSubscriptionId,
      chargedAgainAt: recurringGiftMoves.oldResumedAt,
      donorPrefixedId: users.prefixedId,
      donorEmail: users.email,
      donorName,
    })
    .from(recurringGiftMoves)
    .innerJoin(recurringGivings, eq(recurringGivings.id, recurringGiftMoves.recurringGivingId))
    .innerJoin(users, eq(users.id, recurringGivings.donorUserId))
    .leftJoin(people, eq(people.userId, users.id))
    .where(
      and(
        eq(recurringGiftMoves.organizationId, scope.organization.id),
        eq(recurringGivings.organizationId, scope.organization.id),
        isNotNull(recurringGiftMoves.oldResumedAt),
        isNotNull(recurringGiftMoves.oldSubscriptionId),
      ),
    )
    .orderBy(desc(recurringGiftMoves.oldResumedAt), desc(recurringGiftMoves.id))
    .limit(SHOWN);
  return rows.map((row) => ({
    prefixedId: row.prefixedId,
    donor: { prefixedId: row.donorPrefixedId, name: row.donorName, email: row.donorEmail },
    amount: row.amount,
    scheduleType: row.scheduleType,
    status: row.status,
    oldSubscriptionId: row.oldSubscriptionId ?? '',
    chargedAgainAt: (row.chargedAgainAt ?? new Date(0)).toISOString(),
  }));
}
