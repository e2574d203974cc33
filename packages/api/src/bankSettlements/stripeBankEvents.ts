// Stripe's word on a bank account gift (docs/PRODUCT.md §22): the PaymentIntent that debits it names
// the gift in its metadata (`contribution_prefixed_id`, written when the server made it), or, for an
// occurrence of a recurring gift, names that gift and the occurrence's gift keeps its charge; its
// events move the gift on. payment_intent.processing (the donor verified the micro-deposits, or the
// debit was sent) records the debit's charge; payment_intent.succeeded settles the gift with its
// receipt, its fee and net then what Stripe kept of the debit; payment_intent.payment_failed fails it with the ACH return's code (or the micro-deposits
// not verified) and emails the donor why (bankGiftOutcome.ts, as the sandbox's settlements do). An
// event from a connected account touches only that church's gifts. Once however often or wherever it
// arrives: the gift is locked and must still be processing.
import { isBankDebitFailureCode, type BankDebitFailureCode } from '@halo/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import { BANK_GIFT_METADATA_KEY } from '../core/gifts/bankGiftMetadata';
import type { Database } from '../db/database';
import { fundShares } from '../core/fundShares';
import {
  contributionFunds,
  contributions,
  organizations,
  users,
  type ContributionRow,
  type OrganizationRow,
} from '../db/schema';
import type { StripeEventOf } from '../payments/stripe/stripeEvents';
import { settleBankGift } from './bankGiftOutcome';

export type BankPaymentIntentEvent = StripeEventOf<
  'payment_intent.processing' | 'payment_intent.succeeded' | 'payment_intent.payment_failed'
>;

/**
 * Why Stripe failed the debit, in our words: an ACH return's code as Stripe names it
 * (https://docs.stripe.com/payments/ach-direct-debit#failed-payments), the micro-deposits never
 * verified, or, for anything else, that the bank could not find the account.
 */
export function bankFailureCodeOf(intent: Stripe.PaymentIntent): BankDebitFailureCode {
  const code = intent.last_payment_error?.code ?? '';
  if (isBankDebitFailureCode(code) && code !== 'verification_failed') return code;
  if (code.startsWith('payment_method_microdeposit')) return 'verification_failed';
  return 'no_account';
}

const chargeOf = (intent: Stripe.PaymentIntent) =>
  typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? null);

/**
 * What Stripe kept of the settled debit of the church's gift (its charge's balance transaction), or
 * null to keep the bank's list price the gift was recorded with.
 */
export type SettledFee = (church: OrganizationRow) => Promise<number | null>;

/** What the event did: the gift's new state, or null when it was no processing bank gift of that church. */
export async function onBankPaymentIntent(
  db: Database,
  event: BankPaymentIntentEvent,
  publicUrl: string,
  now: Date,
  settledFee: SettledFee = async () => null,
): Promise<'processing' | 'succeeded' | 'failed' | 'returned' | null> {
  const intent = event.data.object;
  const prefixedId = intent.metadata?.[BANK_GIFT_METADATA_KEY];
  // A recurring gift's debit is made before its occurrence's gift is recorded: that gift keeps the
  // debit's charge, which is how the debit finds it.
  const recurringChargeId = intent.metadata?.recurring_giving_prefixed_id ? chargeOf(intent) : null;
  // A church's bank gifts are debited on its connected account, and only its events name them.
  if ((!prefixedId && !recurringChargeId) || !event.account) return null;
  // Asked of Stripe before the gift is locked: the gift costs the church what Stripe kept.
  let fee: number | null = null;
  if (event.type === 'payment_intent.succeeded') {
    const [church] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.stripeAccountId, event.account));
    fee = church ? await settledFee(church) : null;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ gift: contributions, donor: users, church: organizations })
      .from(contributions)
      .innerJoin(users, eq(users.id, contributions.donorUserId))
      .innerJoin(organizations, eq(organizations.id, contributions.organizationId))
      .where(
        and(
          prefixedId
            ? eq(contributions.prefixedId, prefixedId)
            : and(
                eq(contributions.processorChargeId, recurringChargeId!),
                isNotNull(contributions.recurringGivingId),
              ),
          eq(contributions.status, 'processing'),
          eq(contributions.processorMode, 'stripe'),
          eq(contributions.paymentMethodType, 'bank'),
          eq(organizations.stripeAccountId, event.account!),
        ),
      )
      .for('update', { of: contributions });
    if (!row) return null;
    const chargeId = chargeOf(intent);
    if (chargeId && row.gift.processorChargeId !== chargeId) {
      // The debit's charge, for refunds and returns (charge.dispute.*) and deposits to find the gift.
      await tx
        .update(contributions)
        .set({ processorChargeId: chargeId })
        .where(eq(contributions.id, row.gift.id));
      row.gift.processorChargeId = chargeId;
    }
    if (event.type === 'payment_intent.processing') return 'processing';
    if (fee !== null && fee !== row.gift.fee && fee <= row.gift.chargedAmount) {
      await recordFee(tx, row.gift, fee);
    }
    return settleBankGift(
      tx,
      row,
      event.type === 'payment_intent.succeeded'
        ? { status: 'succeeded', returned: false }
        : { status: 'failed', code: bankFailureCodeOf(intent) },
      publicUrl,
      now,
    );
  });
}

/** The gift's fee and net as Stripe charged them, and its funds' net shares with them. */
async function recordFee(tx: Database, gift: ContributionRow, fee: number): Promise<void> {
  const netAmount = gift.chargedAmount - fee;
  await tx.update(contributions).set({ fee, netAmount }).where(eq(contributions.id, gift.id));
  // Each fund's share of the charge was apportioned by the gift's parts, so it weighs as they do.
  const parts = await tx
    .select({ fundId: contributionFunds.fundId, giftAmount: contributionFunds.chargedAmount })
    .from(contributionFunds)
    .where(eq(contributionFunds.contributionId, gift.id))
    .orderBy(contributionFunds.fundId);
  for (const share of fundShares(parts, { chargedAmount: gift.chargedAmount, netAmount })) {
    await tx
      .update(contributionFunds)
      .set({ netAmount: share.netAmount })
      .where(and(eq(contributionFunds.contributionId, gift.id), eq(contributionFunds.fundId, share.fundId)));
  }
  gift.fee = fee;
  gift.netAmount = netAmount;
}
