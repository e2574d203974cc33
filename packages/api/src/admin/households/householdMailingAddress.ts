// A household's mailing address (docs/PRODUCT.md §21): where its joint year-end letter goes, set in
// the console with 'manage-giving'. Read at the edge by the domain's readHouseholdAddress, so each
// refusal names its field in the administrator's language; every field empty clears it, and the
// letter goes to the addressee's own address again.
import { readHouseholdAddress } from '@halo/domain';
import { eq } from 'drizzle-orm';
import { households } from '../../db/schema';
import type { AdminHousehold, HouseholdMailingAddressInput } from '../../graphql/resolverTypes.generated';
import { validationError } from '../../graphql/portalErrors';
import { adminChange } from '../adminChange';
import type { AdminScope } from '../adminScope';
import { householdAfter, lockedHousehold } from './churchHouseholds';

export function setHouseholdMailingAddress(
  scope: AdminScope,
  householdPrefixedId: string,
  input: HouseholdMailingAddressInput,
): Promise<AdminHousehold> {
  const read = readHouseholdAddress(input, scope.locale);
  if (!read.ok) throw validationError(read.errors);
  return adminChange(scope, 'household.setMailingAddress', async (tx, organization) => {
    const { row } = await lockedHousehold(tx, scope, organization, householdPrefixedId);
    await tx.update(households).set({ mailingAddress: read.address }).where(eq(households.id, row.id));
    return {
      value: await householdAfter(tx, scope, row.id),
      // The activity log says that it changed, not where the family lives.
      details: { household: row.prefixedId, cleared: read.address === null },
    };
  });
}
