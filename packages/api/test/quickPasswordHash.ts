// The passwords of the accounts a test makes itself, and of the seeded demo donor and administrator
// in the tests' database template, are stored with scrypt's cost lowered: N = 2^10 instead of the
// product's 2^15, about 2 ms of CPU instead of about 95 per sign-in, and API tests sign in a few
// thousand times per run. verifyPassword reads the parameters from the stored hash, so signing in runs
// the product's own check, in the product's format, against these hashes; every password the product
// stores itself (registration, password reset, a profile's new password, sign-in codes) keeps the
// product's cost, and the product's own seed is unchanged.
import { eq, isNotNull, and } from 'drizzle-orm';
import { hashPassword, type ScryptCost } from '../src/core/accounts/passwordHash';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema';
import { DEMO_ADMIN, DEMO_DONOR } from '../src/seed';

const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

/** `scrypt$N$r$p$salt$hash` as the product writes it, at the lowered cost. */
export function quickPasswordHash(password: string): Promise<string> {
  return hashPassword(password, TEST_COST);
}

/** The seeded demo donor's and administrator's passwords, the same, stored at the lowered cost. */
export async function quickSeededPasswords(db: Database): Promise<void> {
  for (const { email, password } of [DEMO_DONOR, DEMO_ADMIN]) {
    await db
      .update(users)
      .set({ passwordHash: await quickPasswordHash(password) })
      .where(and(eq(users.email, email), isNotNull(users.passwordHash)));
  }
}
