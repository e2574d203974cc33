// The sandbox's bank settlements (docs/PRODUCT.md §22): every bank gift still processing whose
// settlement day (4 business days after the gift, on the church's calendar) has come settles as its
// account says, as Stripe's payment_intent.succeeded or payment_intent.payment_failed would tell us.
// Settled, the gift succeeds and its receipt is queued; failed (Stripe's failing test accounts), it
// fails with the ACH return's code and the donor is emailed the reason in words with a link to give
// again. Exactly once whatever runs it: the gift leaves `processing` by a conditional update in the
// transaction that queues its email and its webhook, so a second pass (another instance, or a retry
// after a crash whose transaction rolled back) finds nothing left to do. A recurring gift's debit that
// fails pauses the gift like a declined card (recurringBankFailure.ts); a debit returned after it
// succeeded is recorded as a lost dispute (bankReturn.ts) and sends no receipt.
import {
  calendarDateInTimeZone,
  isBankDebitFailureCode,
  localeOf,
  type BankDebitFailureCode,
} from '@halo/domain';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { organizationUrl } from '../core/organizationUrl';
import { bankGiftFailedEmail } from '../core/gifts/bankGiftEmails';
import { receiptEmail } from '../core/gifts/receiptEmail';
import { emitGiftEvent } from '../core/webhooks/giftWebhookEvents';
import type { Database } from '../db/database';
import { contributionFunds, contributions, funds, organizations, users } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { settleSandboxBankDebit } from '../payments/sandbox/sandboxBankDebits';
import { recordBankReturn } from './bankReturn';
import { failRecurringBankDebit } from './recurringBankFailure';

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
    const { gift, donor, church } = row;
    const settled = await settleSandboxBankDebit(tx, row.gift.processorChargeId);
    const failureCode: BankDebitFailureCode | null =
      settled.status === 'failed' && isBankDebitFailureCode(settled.code) ? settled.code : null;
    const status = settled.status === 'succeeded' ? 'succeeded' : 'failed';
    await tx
      .update(contributions)
      .set(status === 'succeeded' ? { status } : { status, failureCode: failureCode ?? 'no_account' })
      .where(eq(contributions.id, gift.id));
    const parts = await tx
      .select({ name: funds.name, amount: contributionFunds.amount })
      .from(contributionFunds)
      .innerJoin(funds, eq(funds.id, contributionFunds.fundId))
      .where(eq(contributionFunds.contributionId, gift.id))
      .orderBy(asc(funds.position), asc(funds.id));
    const locale = localeOf(donor.locale);
    const facts = {
      to: donor.email,
      locale,
      churchName: church.displayName,
      country: church.contact.country,
      currency: gift.currency,
      chargedCents: gift.amount,
      funds: parts.map((part) => part.name),
      date: gift.date,
      bankName: gift.cardBrand ?? 'BANK',
      lastFour: gift.cardLastFour ?? '',
      receiptNumber: gift.prefixedId,
    };
    const returned =
      settled.status === 'succeeded' && settled.returned && (await recordBankReturn(tx, gift, now));
    const recurringGivingId = gift.recurringGivingId;
    if (status === 'failed' && recurringGivingId !== null) {
      await failRecurringBankDebit(tx, gift, recurringGivingId, failureCode ?? 'no_account', now);
    }
    if (returned) {
      // The money went back to the donor's account: no receipt for a gift that counts nowhere.
    } else if (status === 'succeeded') {
      await enqueueMail(
        tx,
        receiptEmail({
          ...facts,
          giftCents: gift.amount - gift.coveredFee,
          coveredFeeCents: gift.coveredFee,
          cardBrand: facts.bankName,
          cardLastFour: facts.lastFour,
          paymentMethodType: 'bank',
          frequency: null,
        }),
        church.id,
      );
    } else {
      await enqueueMail(
        tx,
        bankGiftFailedEmail({
          ...facts,
          code: failureCode ?? 'no_account',
          // A recurring gift is paused: the donor changes its payment method and resumes it.
          giveAgainUrl: organizationUrl(
            publicUrl,
            church.subdomain,
            recurringGivingId === null ? '/' : '/recurring-gifts',
          ),
        }),
        church.id,
      );
    }
    await emitGiftEvent(tx, status === 'succeeded' ? 'gift.succeeded' : 'gift.failed', {
      id: gift.id,
      organizationId: church.id,
    });
    return returned ? 'returned' : status;
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
