// A new sign-in email (updateDonor): the account keeps its address until the new one is proven. The
// proof is a verify_email link whose token row records the new address; opening it (POST
// /email/verify) swaps the address in. Until then the request is only "pending", and a newer
// request replaces it, so only the last address asked for can be confirmed.
import { and, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { authTokens, people, users, type AuthTokenRow, type UserRow } from '../../db/schema';
import { hashEmailedToken, newEmailedToken, TOKEN_LIFETIME_MS } from './emailedTokens';

const liveChangeOf = (userId: number, now: Date) =>
  and(
    eq(authTokens.userId, userId),
    eq(authTokens.purpose, 'verify_email'),
    isNotNull(authTokens.email),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );

/**
 * Records `email` as the account's pending address and returns the raw token of its link (never
 * stored). Earlier pending requests are spent. `tx`: the transaction that queues the emails.
 */
export async function issueEmailChangeToken(
  tx: Database,
  user: UserRow,
  email: string,
  now: Date,
): Promise<string> {
  await tx.update(authTokens).set({ usedAt: now }).where(liveChangeOf(user.id, now));
  const token = newEmailedToken();
  await tx.insert(authTokens).values({
    tokenHash: hashEmailedToken(token),
    purpose: 'verify_email',
    userId: user.id,
    organizationId: user.organizationId,
    email,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.verify_email),
  });
  return token;
}

/** The address the account asked to move to, while its link is alive; else null. */
export async function pendingEmailOf(db: Database, user: UserRow, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: authTokens.email })
    .from(authTokens)
    .where(liveChangeOf(user.id, now))
    .orderBy(desc(authTokens.createdAt), desc(authTokens.id))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Applies a used change link: the new address becomes the sign-in email, verified (the link proved
 * the mailbox), on the user and its person's contact, and every other live link of the account is
 * spent (they were sent to the old address). 'taken' when another account took the address in the
 * meantime: nothing changes.
 */
export async function applyEmailChange(
  db: Database,
  token: AuthTokenRow & { email: string },
  now: Date,
): Promise<UserRow | 'taken'> {
  try {
    return await swapEmail(db, token, now);
  } catch (error) {
    // Another account took the address between the check and the update (the unique index).
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function swapEmail(
  db: Database,
  token: AuthTokenRow & { email: string },
  now: Date,
): Promise<UserRow | 'taken'> {
  return db.transaction(async (tx) => {
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.organizationId, token.organizationId),
          eq(users.email, token.email),
          ne(users.id, token.userId),
        ),
      )
      .limit(1);
    if (other) return 'taken';
    const [user] = await tx
      .update(users)
      .set({ email: token.email, emailVerifiedAt: now })
      .where(and(eq(users.organizationId, token.organizationId), eq(users.id, token.userId)))
      .returning();
    if (!user) return 'taken';
    const [person] = await tx
      .select()
      .from(people)
      .where(and(eq(people.organizationId, token.organizationId), eq(people.userId, token.userId)))
      .for('update');
    if (person) {
      await tx
        .update(people)
        .set({ contact: { ...person.contact, email: token.email } })
        .where(eq(people.id, person.id));
    }
    await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.userId, token.userId), isNull(authTokens.usedAt)));
    return user;
  });
}
