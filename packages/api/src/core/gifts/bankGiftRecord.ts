// What a bank account gift records when the donor gives it (docs/PRODUCT.md §22), whichever way the
// account is debited: the sandbox's, Stripe's PaymentIntent, or Stripe's SetupIntent that keeps the
// account for a recurring gift. In the giving transaction: the contribution of the debit made now,
// `processing` under the authorization the donor accepted (or the one a saved account keeps); the gift's
// dedication; and the donor's first email, in their language: the processing email with the
// authorization (and, on Stripe, what to do while the account waits for micro-deposits), or, for a
// recurring gift with nothing debited yet whose account waits for micro-deposits, the email that says how
// to verify it. A recurring gift only scheduled is emailed nothing until its first debit.
import type { Frequency, GiftCharge } from '@halo/domain';
import type { Database } from '../../db/database';
import type { FundRow } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { fundShares } from '../fundShares';
import { bankGiftProcessingEmail } from './bankGiftEmails';
import { bankSetupVerifyEmail } from './bankSetupEmails';
import { insertContribution } from './contributionRecords';
import { recordDedication, type GiftDedication, type Giver } from './giftDedication';

/** The debit made now, recorded as the gift's `processing` contribution. */
export interface BankGiftDebit {
  /** The prefixed id chosen beforehand (Stripe's PaymentIntent names it in its metadata). */
  prefixedId?: string;
  charge: GiftCharge;
  isFeeCovered: boolean;
  memo: string | null;
  /** The saved account debited, when it is one. */
  paymentMethodId: number | null;
  processorMode: 'sandbox' | 'stripe';
  /** None while Stripe waits for the account's micro-deposits. */
  processorChargeId: string | null;
  idempotencyKey: string;
  givenAsGuest: boolean;
  campaignId: number | null;
  /** YYYY-MM-DD: when the debit is expected to settle. */
  settlesOn: string;
}

export interface BankGiftRecord {
  /** Who gives, from which IP, when; `now` is when the authorization was accepted. */
  giver: Giver;
  /** YYYY-MM-DD on the church's calendar. */
  today: string;
  parts: { fund: FundRow; amount: number }[];
  account: { bankName: string; lastFour: string };
  mandate: { version: string; text: string; acceptedAt: Date; ip: string | null };
  dedication: GiftDedication | null;
  debit: BankGiftDebit | null;
  /** The recurring gift set up with it (its first occurrence is the debit, when there is one). */
  recurring: {
    id: number;
    prefixedId: string;
    frequency: Frequency;
    startDate: string;
    /** Each gift, before any covered fee, in cents. */
    amount: number;
  } | null;
  /** On Stripe, the page where the donor verifies the account's micro-deposits while it waits for them. */
  verificationUrl: string | null;
}

type ContributionKey = { id: number; prefixedId: string };

/** Writes the gift's records and queues its first email; the contribution, when one was debited. */
export async function recordBankGift(
  tx: Database,
  gift: BankGiftRecord & { debit: BankGiftDebit },
): Promise<ContributionKey>;
export async function recordBankGift(tx: Database, gift: BankGiftRecord): Promise<ContributionKey | null>;
export async function recordBankGift(tx: Database, gift: BankGiftRecord): Promise<ContributionKey | null> {
  const { giver, debit, recurring, account, mandate, today } = gift;
  const { organization, donor, locale } = giver;
  const funds = gift.parts.map((part) => ({ fundId: part.fund.id, giftAmount: part.amount }));
  const contribution = debit
    ? await insertContribution(
        tx,
        {
          ...(debit.prefixedId ? { prefixedId: debit.prefixedId } : {}),
          organizationId: organization.id,
          donorUserId: donor.id,
          chargedAmount: debit.charge.chargedCents,
          fee: debit.charge.feeCents,
          netAmount: debit.charge.netCents,
          coveredFee: debit.charge.coveredFeeCents,
          isFeeCovered: debit.isFeeCovered,
          currency: organization.currency,
          // The settlement (the sandbox's pass, or Stripe's events) moves it on, however soon.
          status: 'processing',
          memo: debit.memo,
          paymentMethodId: debit.paymentMethodId,
          cardBrand: account.bankName,
          cardLastFour: account.lastFour,
          // The first occurrence of a recurring gift started today, like a card's.
          recurringGivingId: recurring?.id ?? null,
          occurrenceDate: recurring ? today : null,
          processorMode: debit.processorMode,
          processorChargeId: debit.processorChargeId,
          idempotencyKey: debit.idempotencyKey,
          date: today,
          givenAsGuest: debit.givenAsGuest,
          campaignId: debit.campaignId,
          paymentMethodType: 'bank',
          settlesOn: debit.settlesOn,
          bankMandateVersion: mandate.version,
          bankMandateAcceptedAt: mandate.acceptedAt,
          bankMandateIp: mandate.ip,
        },
        fundShares(funds, { chargedAmount: debit.charge.chargedCents, netAmount: debit.charge.netCents }),
      )
    : null;
  if (gift.dedication) {
    await recordDedication(
      tx,
      { ...giver, contributionId: contribution?.id ?? null, recurringGivingId: recurring?.id ?? null },
      gift.dedication,
    );
  }
  const church = {
    to: donor.email,
    locale,
    churchName: organization.displayName,
    country: organization.contact.country,
    currency: organization.currency,
    funds: gift.parts.map((part) => part.fund.name),
  };
  const words = { version: mandate.version, acceptedAt: mandate.acceptedAt, text: mandate.text };
  if (debit && contribution) {
    await enqueueMail(
      tx,
      bankGiftProcessingEmail({
        ...church,
        chargedCents: debit.charge.chargedCents,
        date: today,
        bankName: account.bankName,
        lastFour: account.lastFour,
        receiptNumber: contribution.prefixedId,
        settlesOn: debit.settlesOn,
        mandate: words,
        verificationUrl: gift.verificationUrl,
      }),
      organization.id,
    );
  } else if (recurring && gift.verificationUrl) {
    await enqueueMail(
      tx,
      bankSetupVerifyEmail({
        ...church,
        amountCents: recurring.amount,
        frequency: recurring.frequency,
        startDate: recurring.startDate,
        reference: recurring.prefixedId,
        bankName: account.bankName,
        lastFour: account.lastFour,
        verificationUrl: gift.verificationUrl,
        mandate: words,
      }),
      organization.id,
    );
  }
  return contribution;
}
