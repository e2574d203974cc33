// The sandbox's bank settlements (docs/PRODUCT.md §22): every bank gift still processing whose
// settlement day (4 business days after the gift, on the church's calendar) has come settles as its
// account says, as Stripe's payment_intent.succeeded or payment_intent.payment_failed would tell us.
// Settled, the gift succeeds and its receipt is queued; failed (Stripe's failing test accounts), it
// fails with the ACH return's code and the donor is emailed the reason in words with a link to give
// again (bankGiftOutcome.ts, which Stripe's events share). Exactly once whatever runs it: the gift leaves `processing` by a conditional update in the
// transaction that queues its email and its webhook, so a second pass (another instance, or a retry
// after a crash whose transaction rolled back) finds nothing left to do. A recurring gift's debit that
// fails pauses the gift like a declined card (recurringBankFailure.ts); a debit returned after it
// succeeded is recorded as a lost dispute (bankReturn.ts) and sends no receipt.
import { calendarDateInTimeZone, isBankDebitFailureCode } from '@halo/domain';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contributions, organizations, users } from '../db/schema';
import { settleSandboxBankDebit } from '../payments/sandbox/sandboxBankDebits';
import { settleBankGift, type BankGiftOutcome } from './bankGiftOutcome';
import { recordBankReturn } from './bankReturn';

export interface BankSettlementSummary {
  succeeded: number;
  failed: number;
  /** Of the succeeded, those the donor's bank returned (recorded as lost disputes). */
  returned: number;
}

/** One pass over every sandbox church's processing bank gifts, as of `now`. */
export async function runBankSettlements(
  db: Database,
  now: Date,
  publicUrl: string,
  shouldStop: () => boolean = () => false,
): Promise<BankSettlementSummary> {
  const summary: BankSettlementSummary = { succeeded: 0, failed: 0, returned: 0 };
  const churches = await db
    .select({ id: organizations.id, timeZone: organizations.timeZone })
    .from(organizations)
    .where(eq(organizations.processorMode, 'sandbox'));
  for (const church of churches) {
    if (shouldStop()) break;
    const today = calendarDateInTimeZone(church.timeZone, now);
    const due = await db
      .select({ id: contributions.id })
      .from(contributions)
      .where(
        and(
          eq(contributions.status, 'processing'),
          lte(contributions.settlesOn, today),
          eq(contributions.organizationId, church.id),
          eq(contributions.processorMode, 'sandbox'),
        ),
      )
      .orderBy(asc(contributions.settlesOn), asc(contributions.id));
    for (const gift of due) {
      if (shouldStop()) break;
      const result = await settleGift(db, gift.id, publicUrl, now);
      if (result === 'returned') summary.succeeded += 1;
      if (result) summary[result] += 1;
    }
  }
  return summary;
}

/** Settles one processing gift in one transaction; what became of it, or null when it was not processing. */
async function settleGift(
  db: Database,
  contributionId: number,
  publicUrl: string,
  now: Date,
): Promise<'succeeded' | 'failed' | 'returned' | null> {
  return db.transaction(async (tx) => {
    // The row lock keeps a second pass waiting here; it then finds the gift settled.
    const [row] = await tx
      .select({ gift: contributions, donor: users, church: organizations })
      .from(contributions)
      .innerJoin(users, eq(users.id, contributions.donorUserId))
      .innerJoin(organizations, eq(organizations.id, contributions.organizationId))
      .where(and(eq(contributions.id, contributionId), eq(contributions.status, 'processing')))
      .for('update', { of: contributions });
    if (!row || !row.gift.processorChargeId) return null;
    const settled = await settleSandboxBankDebit(tx, row.gift.processorChargeId);
    const outcome: BankGiftOutcome =
      settled.status === 'succeeded'
        ? { status: 'succeeded', returned: settled.returned }
        : { status: 'failed', code: isBankDebitFailureCode(settled.code) ? settled.code : 'no_account' };
    return settleBankGift(tx, row, outcome, publicUrl, now, () => recordBankReturn(tx, row.gift, now));
  });
}

/** How many bank gifts are still processing, for the pass's log line. */
export async function processingBankGifts(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(contributions)
    .where(eq(contributions.status, 'processing'));
  return row?.count ?? 0;
}
