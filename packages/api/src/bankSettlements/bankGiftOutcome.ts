// What becomes of a bank gift when its debit settles (docs/PRODUCT.md §22), whoever tells it: the
// sandbox's settlement pass on the settlement day, or Stripe's payment_intent.succeeded /
// payment_intent.payment_failed. Succeeded, the gift's receipt is queued (none when the debit was
// returned at once: the sandbox's disputed test account); failed, it records the ACH return's code and
// the donor is emailed the reason in words with a link to give again, and a recurring gift's debit
// pauses it like a declined card. The webhook `gift.succeeded` or `gift.failed` follows either way.
// The caller holds the gift's row lock, in the transaction this writes in, and has checked that the
// gift is still processing: so it happens once.
import { localeOf, type BankDebitFailureCode } from '@halo/domain';
import { asc, eq } from 'drizzle-orm';
import { bankGiftFailedEmail } from '../core/gifts/bankGiftEmails';
import { receiptEmail } from '../core/gifts/receiptEmail';
import { organizationUrl } from '../core/organizationUrl';
import { emitGiftEvent } from '../core/webhooks/giftWebhookEvents';
import type { Database } from '../db/database';
import {
  contributionFunds,
  contributions,
  funds,
  type ContributionRow,
  type OrganizationRow,
  type UserRow,
} from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { failRecurringBankDebit } from './recurringBankFailure';

export type BankGiftOutcome =
  { status: 'succeeded'; returned: boolean } | { status: 'failed'; code: BankDebitFailureCode };

export async function settleBankGift(
  tx: Database,
  { gift, donor, church }: { gift: ContributionRow; donor: UserRow; church: OrganizationRow },
  outcome: BankGiftOutcome,
  publicUrl: string,
  now: Date,
  /** Writes the return's lost dispute when the debit was returned at once; whether it was written. */
  recordReturn: () => Promise<boolean> = async () => false,
): Promise<'succeeded' | 'failed' | 'returned'> {
  const { status } = outcome;
  await tx
    .update(contributions)
    .set(status === 'succeeded' ? { status } : { status, failureCode: outcome.code })
    .where(eq(contributions.id, gift.id));
  const parts = await tx
    .select({ name: funds.name })
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
    chargedCents: gift.chargedAmount,
    funds: parts.map((part) => part.name),
    date: gift.date,
    bankName: gift.cardBrand ?? 'BANK',
    lastFour: gift.cardLastFour ?? '',
    receiptNumber: gift.prefixedId,
  };
  const returned = outcome.status === 'succeeded' && outcome.returned && (await recordReturn());
  const recurringGivingId = gift.recurringGivingId;
  if (outcome.status === 'failed' && recurringGivingId !== null) {
    await failRecurringBankDebit(tx, gift, recurringGivingId, outcome.code, now);
  }
  if (returned) {
    // The money went back to the donor's account: no receipt for a gift that counts nowhere.
  } else if (outcome.status === 'succeeded') {
    await enqueueMail(
      tx,
      receiptEmail({
        ...facts,
        giftCents: gift.chargedAmount - gift.coveredFee,
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
        code: outcome.code,
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
}
