// Deleting a household in the console (docs/PRODUCT.md §21): its memberships go with it, and from
// then on each member gets their own year-end statement. No gift moves: a gift belongs to the donor
// who gave it, never to a household. The console says beforehand which years' letters were already
// sent (AdminHousehold.statementSentYears); the record of those sends goes with the household.
import { and, eq, isNull } from 'drizzle-orm';
import { households, statementBatches, statementBatchHouseholds } from '../../db/schema';
import type { AdminHouseholds } from '../../graphql/resolverTypes.generated';
import { validationError } from '../../graphql/portalErrors';
import { adminChange } from '../adminChange';
import type { AdminScope } from '../adminScope';
import { listHouseholds, lockedHousehold } from './churchHouseholds';
import { householdMessage } from './householdMessages';

export async function deleteHousehold(
  scope: AdminScope,
  householdPrefixedId: string,
): Promise<AdminHouseholds> {
  await adminChange(scope, 'household.delete', async (tx, organization) => {
    const { row, household } = await lockedHousehold(tx, scope, organization, householdPrefixedId);
    // A running batch counts the household's letter among those it must send before it finishes:
    // deleting the household now would leave the batch waiting for a letter no one can write.
    const [waiting] = await tx
      .select({ batchId: statementBatchHouseholds.batchId })
      .from(statementBatchHouseholds)
      .innerJoin(statementBatches, eq(statementBatches.id, statementBatchHouseholds.batchId))
      .where(
        and(
          eq(statementBatchHouseholds.householdId, row.id),
          isNull(statementBatchHouseholds.sentAt),
          isNull(statementBatches.finishedAt),
        ),
      )
      .limit(1);
    if (waiting) {
      throw validationError({ householdPrefixedId: [householdMessage(scope.locale, 'deleteWhileSending')] });
    }
    await tx.delete(households).where(eq(households.id, row.id));
    return {
      value: null,
      details: {
        household: row.prefixedId,
        name: row.name,
        members: household.members.map((member) => household.people.get(member.donorId)?.prefixedId),
      },
    };
  });
  return listHouseholds(scope);
}
