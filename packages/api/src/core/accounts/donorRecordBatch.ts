// Donor records made in bulk, without accounts: an import of a church's giving history makes
// thousands at once. Unlike a donor arriving one by one (donorRecords.ts), nothing is announced
// for them: an import sends no email and fires nothing (docs/PRODUCT.md §11).
import type { Locale } from '@halo/domain';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import { people, users, type UserRow } from '../../db/schema';
import { newPersonValues } from './donorRecords';

/** A donor record without an account: no password, no verified email (an imported gift's donor). */
export interface NewDonorRecord {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Creates many donor records of one church at once (the user and its person each), in one statement
 * per table: an import makes thousands. An email that already has an account in the church keeps it
 * and is left out of the answer, as `insertDonor` returns null for it.
 */
export async function insertDonorRecords(
  tx: Database,
  organizationId: number,
  locale: Locale,
  donors: readonly NewDonorRecord[],
): Promise<Pick<UserRow, 'id' | 'email'>[]> {
  if (donors.length === 0) return [];
  const namesOf = new Map(donors.map((donor) => [donor.email.trim().toLowerCase(), donor]));
  const created = await tx
    .insert(users)
    .values(
      [...namesOf.keys()].map((email) => ({
        prefixedId: newPrefixedId('usr'),
        organizationId,
        email,
        passwordHash: null,
        emailVerifiedAt: null,
        locale,
      })),
    )
    .onConflictDoNothing({ target: [users.organizationId, users.email] })
    .returning({ id: users.id, email: users.email });
  if (created.length > 0) {
    await tx
      .insert(people)
      .values(created.map((user) => newPersonValues(user, organizationId, namesOf.get(user.email) ?? {})));
  }
  return created;
}
