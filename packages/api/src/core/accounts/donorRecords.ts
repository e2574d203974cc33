// A donor is a user of one church and the person that carries their names and contact: created
// together, or not at all, whichever way the donor arrives (a gift, registration, Google, the portal).
import type { Locale } from '@halo/domain';
import type { Database } from '../../db/database';
import { newPrefixedId } from '../../db/prefixedId';
import { people, users, type PersonRow, type UserRow } from '../../db/schema';
import { emitDonorCreated } from '../webhooks/donorWebhookEvents';

export interface NewDonor {
  organizationId: number;
  email: string;
  /** Null for an account that has no password yet (Google sign-in, an account after a gift). */
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  locale: Locale;
  emailVerifiedAt: Date | null;
  /**
   * When the account began, on the API's clock: the week after which an unproven account is retired
   * is counted on that same clock (the database's own time would differ under a test clock).
   */
  createdAt?: Date;
}

/** A person's row for a user: the names given, an empty address, the account's email as contact. */
export function newPersonValues(
  user: Pick<UserRow, 'id' | 'email'>,
  organizationId: number,
  names: Partial<Pick<PersonRow, 'firstName' | 'lastName' | 'imageUrl'>>,
) {
  return {
    prefixedId: newPrefixedId('per'),
    userId: user.id,
    organizationId,
    firstName: names.firstName ?? null,
    lastName: names.lastName ?? null,
    imageUrl: names.imageUrl ?? null,
    contact: {
      address: null,
      city: null,
      state: null,
      zip: null,
      country: null,
      email: user.email,
      phones: [],
    },
  };
}

/** Creates the user and its person; null when the email already has an account in this church. */
export async function insertDonor(db: Database, donor: NewDonor): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        prefixedId: newPrefixedId('usr'),
        organizationId: donor.organizationId,
        email: donor.email.trim().toLowerCase(),
        passwordHash: donor.passwordHash,
        emailVerifiedAt: donor.emailVerifiedAt,
        locale: donor.locale,
        ...(donor.createdAt ? { createdAt: donor.createdAt } : {}),
      })
      .onConflictDoNothing({ target: [users.organizationId, users.email] })
      .returning();
    if (!user) return null;
    await tx.insert(people).values(newPersonValues(user, donor.organizationId, donor));
    await emitDonorCreated(tx, user, donor);
    return user;
  });
}
