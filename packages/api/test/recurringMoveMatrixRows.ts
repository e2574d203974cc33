// The moved recurring gifts in the authorization matrix (adminMatrixRows.ts): the owner, who may
// manage giving, lists the gifts the old platform charged again after her setup marked the victim's
// paused gift as moved from an old subscription that charged again; the attackers' cells find none.
import { eq } from 'drizzle-orm';
import { recurringGiftMoves, recurringGivings } from '../src/db/schema';
import type { AdminMatrixRow } from './adminMatrixRows';
import type { World } from './authorizationWorld';

type Setup = AdminMatrixRow['ownerSetup'];

async function chargedAgain(world: World): Promise<void> {
  const { db } = world.testApp.app;
  const [gift] = await db
    .select({ id: recurringGivings.id, organizationId: recurringGivings.organizationId })
    .from(recurringGivings)
    .where(eq(recurringGivings.prefixedId, world.records.pausedRecurringId));
  const now = new Date();
  await db
    .insert(recurringGiftMoves)
    .values({
      organizationId: gift!.organizationId,
      oldKey: 'sub_matrix_charged_again',
      oldSubscriptionId: 'sub_matrix_charged_again',
      recurringGivingId: gift!.id,
      oldPausedAt: now,
      oldResumedAt: now,
    })
    .onConflictDoNothing();
}

export function recurringMoveMatrixRows(everyAbility: Setup): AdminMatrixRow[] {
  return [
    {
      field: 'Query.adminMovedGiftsChargedAgain',
      document: `query($org: ID!) { adminMovedGiftsChargedAgain(organizationPrefixedId: $org) {
        prefixedId donor { email } amount status oldSubscriptionId chargedAgainAt } }`,
      variables: (_world, org) => ({ org }),
      ownerSetup: async (world) => {
        const extra = await everyAbility(world);
        await chargedAgain(world);
        return extra;
      },
    },
  ];
}
