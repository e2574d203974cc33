// Reminders to verify: an account whose email is not proven gets a fresh verification link on the
// first and the sixth day after it registered, in its language (docs/PRODUCT.md §4: an account stays
// unverified until its emailed link is opened). An account that holds nothing of its own is removed
// on the seventh (unverifiedAccounts.ts); one that gives is kept, and its recurring gifts go on
// charging. Each reminder goes once: its row in `verification_reminders` is inserted in the
// transaction that issues the link and queues the email, so a second run, a restart or a second
// API instance finds the row and sends nothing.
import { resolveLocale } from '@halo/domain';
import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, verificationReminders, type OrganizationRow, type UserRow } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { verificationReminderEmail } from './accountEmails';
import { organizationUrl } from '../organizationUrl';
import { ownsSomething, unverifiedPasswordAccount, UNVERIFIED_ACCOUNT_DAYS } from './unverifiedAccounts';

/** Days after registration on which an unverified account is reminded. */
export const VERIFICATION_REMINDER_DAYS = [1, 6] as const;
const DAY_MS = 24 * 60 * 60_000;
const BATCH = 100;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Queues the reminders due at `now`; returns how many. A reminder is due from its day until the next
 * reminder's (the sixth's until the seventh, when an account with nothing is removed): a worker that
 * was stopped for days sends the one that matters now, not every one it missed, and accounts older
 * than a week are never reminded (nor are those that existed before reminders did).
 */
export async function remindUnverifiedAccounts(app: FastifyInstance, now: Date): Promise<number> {
  let sent = 0;
  for (const [index, day] of VERIFICATION_REMINDER_DAYS.entries()) {
    const nextDay = VERIFICATION_REMINDER_DAYS[index + 1] ?? UNVERIFIED_ACCOUNT_DAYS;
    const due = await app.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          unverifiedPasswordAccount(),
          lte(users.createdAt, daysBefore(now, day)),
          gt(users.createdAt, daysBefore(now, nextDay)),
          notExists(
            sql`(select 1 from ${verificationReminders} where ${verificationReminders.userId} = ${users.id}
              and ${verificationReminders.day} = ${day})`,
          ),
        ),
      )
      .orderBy(users.id)
      .limit(BATCH);
    for (const { id } of due) {
      if (await remindOnce(app, id, day, now)) sent += 1;
    }
  }
  return sent;
}

async function remindOnce(app: FastifyInstance, userId: number, day: number, now: Date): Promise<boolean> {
  // Read before the transaction: PGlite is one connection, so no query may go around it.
  const [found] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!found) return false;
  const organization = await app.organizations.findById(found.organizationId);
  if (!organization) return false;
  const person = await app.users.findPersonOfUser(organization.id, found.id);
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ') || found.email;
  return app.db.transaction(async (tx) => {
    // Asked again inside: the account may have been verified or removed since.
    const [account] = await tx
      .select({
        user: users,
        kept: sql<number>`case when ${ownsSomething()} then 1 else 0 end`.mapWith(Number),
      })
      .from(users)
      .where(and(eq(users.id, userId), unverifiedPasswordAccount()));
    if (!account) return false;
    // The claim: whoever inserts the row first sends the email; any other run or instance stops
    // here (on PostgreSQL it waits for the first to commit, then finds the row).
    const [claimed] = await tx
      .insert(verificationReminders)
      .values({ userId, day, organizationId: organization.id })
      .onConflictDoNothing()
      .returning({ userId: verificationReminders.userId });
    if (!claimed) return false;
    const token = await app.accounts.issueToken(account.user, 'verify_email', now, tx);
    await enqueueMail(
      tx,
      reminderOf(app, organization, account.user, name, token, account.kept === 1),
      organization.id,
    );
    return true;
  });
}

function reminderOf(
  app: FastifyInstance,
  organization: OrganizationRow,
  user: UserRow,
  name: string,
  token: string,
  kept: boolean,
) {
  return verificationReminderEmail({
    to: user.email,
    locale: resolveLocale(user.locale),
    name,
    organization: organization.displayName,
    link: organizationUrl(app.config.publicUrl, organization.subdomain, `/verify-email/${token}`),
    kept,
  });
}
