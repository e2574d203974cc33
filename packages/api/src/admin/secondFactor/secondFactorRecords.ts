// The second factor's rows: an administrator's sealed secret, recovery codes and sessions' proofs.
// Single use is decided by the database (a conditional UPDATE), so two requests with one code, on
// any number of instances, cannot both succeed.
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { secondFactorRecoveryCodes, secondFactors, sessions, type SecondFactorRow } from '../../db/schema';

export async function findSecondFactor(db: Database, userId: number): Promise<SecondFactorRow | null> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return row ?? null;
}

export async function unusedRecoveryCodeCount(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(secondFactorRecoveryCodes)
    .where(and(eq(secondFactorRecoveryCodes.userId, userId), isNull(secondFactorRecoveryCodes.usedAt)));
  return row?.value ?? 0;
}

/** Replaces the user's recovery codes with these hashes. */
export async function replaceRecoveryCodes(db: Database, userId: number, hashes: string[]): Promise<void> {
  await db.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId));
  await db.insert(secondFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses up the unused recovery code with this hash; whether there was one. */
export async function consumeRecoveryCode(
  db: Database,
  userId: number,
  hash: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(secondFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(secondFactorRecoveryCodes.userId, userId),
        eq(secondFactorRecoveryCodes.codeHash, hash),
        isNull(secondFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: secondFactorRecoveryCodes.id });
  return used.length === 1;
}

/** Records `timeStep` as the last code used, unless a code of that step or a later one was. */
export async function consumeTimeStep(db: Database, userId: number, timeStep: number): Promise<boolean> {
  const used = await db
    .update(secondFactors)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(secondFactors.userId, userId),
        or(isNull(secondFactors.lastTimeStep), lt(secondFactors.lastTimeStep, timeStep)),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return used.length === 1;
}

export async function markSessionVerified(db: Database, sessionIdHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorVerifiedAt: now }).where(eq(sessions.idHash, sessionIdHash));
}

/** Deletes the user's second factor and recovery codes and ends every session's proof of it. */
export async function deleteSecondFactor(db: Database, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .returning({ userId: secondFactors.userId });
  await db.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId));
  await db.update(sessions).set({ secondFactorVerifiedAt: null }).where(eq(sessions.userId, userId));
  return deleted.length === 1;
}
