// Accounts whose email was never proven and that hold nothing of their own are removed after a
// week. Someone may register a person's address before that person ever gives (account pre-hijack);
// the account never sees gifts or cards that guests give with that address, and once it is gone the
// address is free for its owner. What is removed is the account, never a gift: the donor record
// stays as a guest of that email, with every contribution it has. An account that gives is kept,
// reminded to verify (verificationReminders.ts), and its recurring gifts go on charging: whoever
// proves the address later ends its other sessions and takes what it holds (accountRoutes.ts).
import { and, eq, inArray, isNotNull, isNull, lte, ne, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import {
  authTokens,
  contributions,
  externalIdentities,
  paymentMethods,
  recurringGivings,
  sessions,
  users,
} from '../../db/schema';

export const UNVERIFIED_ACCOUNT_DAYS = 7;
const BATCH = 100;

interface RetiredAccount {
  userId: number;
  organizationId: number;
  /** The account's cards, to detach at the processor once the change is committed. */
  cards: { processorMode: 'sandbox' | 'stripe'; processorId: string }[];
}

/**
 * Accounts with a password nobody proved: administrators never, nor one signed in with Google (Google
 * proved its address). The reminders to verify go to these (verificationReminders.ts).
 */
export function unverifiedPasswordAccount() {
  return and(
    isNotNull(users.passwordHash),
    isNull(users.emailVerifiedAt),
    eq(users.isHaloAdmin, false),
    sql`${users.abilities} = '[]'::jsonb`,
    notExists(sql`(select 1 from ${externalIdentities} where ${externalIdentities.userId} = ${users.id})`),
  );
}

/**
 * What an unverified account holds of its own, which keeps it (docs/PRODUCT.md §4: an account is
 * unverified until its emailed link; docs/CONTRACTS.md "REST: giving"). Each of these can only come
 * from the account itself, in its signed-in session or with a `full` giving token (its own
 * registration or its session), never from a typed email:
 * - a recurring gift that still charges or will again (active or paused): a donor's money to the
 *   church must never stop for want of a verified address;
 * - a saved card of its Payment methods (not one entered through a gift's manage link: that card
 *   belongs to its gift, and goes with an ended one);
 * - a gift it gave online as itself (not as a guest of a typed email, not an administrator's record
 *   of cash or a check, not a declined attempt).
 * Guest gifts matched by the email are not the account's: they never keep it.
 */
export function ownsSomething() {
  return sql`(exists (select 1 from ${recurringGivings} where ${recurringGivings.donorUserId} = ${users.id}
      and ${inArray(recurringGivings.status, ['active', 'paused'])})
    or exists (select 1 from ${paymentMethods} where ${paymentMethods.userId} = ${users.id}
      and ${isNull(paymentMethods.onlyForRecurringGivingId)})
    or exists (select 1 from ${contributions} where ${contributions.donorUserId} = ${users.id}
      and ${eq(contributions.givenAsGuest, false)} and ${isNull(contributions.offlineMethod)}
      and ${ne(contributions.status, 'failed')}))`;
}

/** Unverified accounts older than a week that hold nothing of their own. */
function retirable(now: Date) {
  const cutoff = new Date(now.getTime() - UNVERIFIED_ACCOUNT_DAYS * 24 * 60 * 60_000);
  return and(unverifiedPasswordAccount(), lte(users.createdAt, cutoff), sql`not ${ownsSomething()}`);
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
    // Asked again in a statement of its own, after the lock: what committed while the first looked
    // (a gift or a card just saved) is seen now, and what starts later waits for this transaction.
    const [stillRetirable] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), retirable(now)));
    if (!stillRetirable) return null;
    await tx.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(authTokens).where(eq(authTokens.userId, user.id));
    // No recurring gift is stopped: an account with one that charges is never retired (ownsSomething).
    // The cards left are those of its ended gifts' manage links: they leave with it.
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
