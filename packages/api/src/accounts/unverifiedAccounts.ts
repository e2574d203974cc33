// Accounts whose email was never proven are removed after a week. Someone may register a person's
// address before that person ever gives (account pre-hijack); the account never sees gifts or cards
// that guests give with that address, and once it is gone the address is free for its owner. What
// is removed is the account, never a gift: the donor record stays as a guest of that email, with
// every contribution it has.
import { and, eq, isNotNull, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import {
  authTokens,
  externalIdentities,
  paymentMethods,
  recurringGivings,
  sessions,
  users,
} from '../db/schema';
import { recordActivity } from '../core/activityEvents';

export const UNVERIFIED_ACCOUNT_DAYS = 7;
const BATCH = 100;

interface RetiredAccount {
  userId: number;
  organizationId: number;
  /** The account's cards, to detach at the processor once the change is committed. */
  cards: { processorMode: 'sandbox' | 'stripe'; processorId: string }[];
}

/** Accounts with a password nobody proved, older than a week; administrators are never retired. */
function retirable(now: Date) {
  const cutoff = new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * 24 * 60 * 60_000);
  return and(
    isNotNull(users.passwordHash),
    isNull(users.emailVerifiedAt),
    lte(users.createdAt, cutoff),
    eq(users.isHaloAdmin, false),
    sql`${users.abilities} = '[]'::jsonb`,
    notExists(
      // An account signed in with Google had its address proven by Google.
      sql`(select 1 from ${externalIdentities} where ${externalIdentities.userId} = ${users.id})`,
    ),
  );
}

/** Turns one account back into a guest record, in one transaction; null when it no longer qualifies. */
async function retireOne(db: Database, userId: number, now: Date): Promise<RetiredAccount | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, organizationId: users.organizationId })
      .from(users)
      .where(and(eq(users.id, userId), retirable(now)))
      .for('update', { skipLocked: true });
    if (!user) return null;
    await tx.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(authTokens).where(eq(authTokens.userId, user.id));
    // A recurring gift belongs to an account: it stops with it (its past gifts stay).
    const stopped = await tx
      .update(recurringGivings)
      .set({ status: 'deleted', nextOccurrence: null })
      .where(and(eq(recurringGivings.donorUserId, user.id), ne(recurringGivings.status, 'deleted')))
      .returning({ id: recurringGivings.id });
    for (const gift of stopped) {
      await recordActivity(tx, {
        organizationId: user.organizationId,
        donorUserId: user.id,
        type: 'recurring_deleted',
        recurringGivingId: gift.id,
        amount: null,
        occurredAt: now,
      });
    }
    // The account's cards leave with it: whoever proves the address later must not find them.
    const cards = await tx
      .delete(paymentMethods)
      .where(eq(paymentMethods.userId, user.id))
      .returning({ processorMode: paymentMethods.processorMode, processorId: paymentMethods.processorId });
    return { userId: user.id, organizationId: user.organizationId, cards };
  });
}

/** One pass over accounts due for removal; returns how many were retired. */
export async function retireUnverifiedAccounts(app: FastifyInstance, now: Date): Promise<number> {
  const due = await app.db
    .select({ id: users.id })
    .from(users)
    .where(retirable(now))
    .orderBy(users.id)
    .limit(BATCH);
  let retired = 0;
  for (const { id } of due) {
    const account = await retireOne(app.db, id, now);
    if (!account) continue;
    retired += 1;
    const organization =
      account.cards.length > 0 ? await app.organizations.findById(account.organizationId) : null;
    for (const card of account.cards) {
      try {
        const processor =
          card.processorMode === 'sandbox' || !organization
            ? app.payments.sandbox
            : app.payments.forOrganization(organization);
        await processor.detachPaymentMethod(card.processorId);
      } catch (error) {
        app.log.error({ err: error, user: account.userId }, 'retired account: detaching a card failed');
      }
    }
  }
  return retired;
}
