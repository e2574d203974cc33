// One occurrence of a recurring gift debited from a saved bank account (docs/PRODUCT.md §22
// "Recurring gifts from a bank account"): the sandbox's bank debit, under the attempt's own
// idempotency key, sized by Stripe's bank price; the debit is processing until the bank settlement
// pass (src/bankSettlements/) settles it, which sends the receipt, or fails it, which pauses the gift
// like a declined card. On Stripe the account saved through a SetupIntent is debited off-session under
// the mandate Stripe keeps with it: a PaymentIntent, processing until Stripe's payment_intent.succeeded
// or payment_failed settles it (src/bankSettlements/stripeBankEvents.ts finds the gift by its charge).
// An account of the other processor cannot be debited: the attempt fails like a card that cannot be
// charged, so the donor hears about it and can choose another payment method.
import {
  bankSettlementDate,
  calendarDateInTimeZone,
  giftChargeByMethod,
  type CalendarDate,
} from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import {
  chargeIdempotencyKey,
  type BankDebitStarted,
  type ChargeContext,
  type Outcome,
} from '../core/recurringGifts/chargeContexts';
import type { OrganizationRow } from '../db/schema';
import type { BankDebits, PaymentProcessor } from '../payments/paymentProcessor';
import { findSandboxBankAccount, startSandboxBankDebit } from '../payments/sandbox/sandboxBankDebits';

export async function attemptBankDebit(
  app: FastifyInstance,
  organization: OrganizationRow,
  processor: PaymentProcessor,
  context: ChargeContext,
): Promise<Outcome | null> {
  // The church's day the debit starts on, which its settlement day counts from.
  const today = calendarDateInTimeZone(organization.timeZone, app.clock());
  const { charge, gift, donor, card, customerId } = context;
  const mandate =
    card?.bankMandateVersion && card.bankMandateAcceptedAt
      ? { version: card.bankMandateVersion, acceptedAt: card.bankMandateAcceptedAt, ip: card.bankMandateIp }
      : null;
  if (!card || !customerId || !mandate || card.processorMode !== processor.mode) {
    return { kind: 'failed', code: 'processing_error' };
  }
  if (processor.mode === 'stripe') {
    return processor.bankDebits
      ? debitOnStripe(app, organization, processor.bankDebits, context, { today, mandate })
      : { kind: 'failed', code: 'processing_error' };
  }
  const account = await findSandboxBankAccount(app.db, card.processorId);
  if (!account || account.customerId !== customerId) return { kind: 'failed', code: 'processing_error' };
  const money = giftChargeByMethod('bank', gift.giftAmount, charge.isFeeCovered, {
    percentBps: organization.feePercentBps,
    fixedCents: organization.feeFixedCents,
  });
  let debit: { chargeId: string };
  try {
    debit = await startSandboxBankDebit(app.db, {
      customerId,
      paymentMethodId: account.paymentMethodId,
      amountCents: money.chargedCents,
      currency: organization.currency.toLowerCase(),
      description: `Recurring gift to ${organization.name}`,
      idempotencyKey: chargeIdempotencyKey(gift.prefixedId, charge.occurrenceDate, charge.attempt),
      metadata: {
        organization_prefixed_id: organization.prefixedId,
        donor_prefixed_id: donor.prefixedId,
        recurring_giving_prefixed_id: gift.prefixedId,
        occurrence_date: charge.occurrenceDate,
        attempt: String(charge.attempt),
      },
    });
  } catch (error) {
    app.log.error(
      { err: error, recurringGiving: gift.prefixedId, occurrence: charge.occurrenceDate },
      'recurring bank debit failed to reach the sandbox; it is re-run once stale',
    );
    return null;
  }
  return {
    kind: 'succeeded',
    chargeId: debit.chargeId,
    brand: account.bankName,
    lastFour: account.lastFour,
    feeCents: money.feeCents,
    bankDebit: {
      amount: money.chargedCents,
      coveredFee: money.coveredFeeCents,
      settlesOn: bankSettlementDate(today),
      mandate,
    },
  };
}

/** The saved account's debit on Stripe, under the attempt's own key (any instance reaches the same). */
async function debitOnStripe(
  app: FastifyInstance,
  organization: OrganizationRow,
  bankDebits: BankDebits,
  { charge, gift, donor, card, customerId }: ChargeContext,
  { today, mandate }: { today: CalendarDate; mandate: BankDebitStarted['mandate'] },
): Promise<Outcome | null> {
  if (!card || !customerId) return { kind: 'failed', code: 'processing_error' };
  const money = giftChargeByMethod('bank', gift.giftAmount, charge.isFeeCovered, {
    percentBps: organization.feePercentBps,
    fixedCents: organization.feeFixedCents,
  });
  let debit: Awaited<ReturnType<BankDebits['debitSaved']>>;
  try {
    debit = await bankDebits.debitSaved({
      customerId,
      paymentMethodId: card.processorId,
      amountCents: money.chargedCents,
      currency: organization.currency.toLowerCase(),
      description: `Recurring gift to ${organization.name}`,
      idempotencyKey: chargeIdempotencyKey(gift.prefixedId, charge.occurrenceDate, charge.attempt),
      metadata: {
        organization_prefixed_id: organization.prefixedId,
        donor_prefixed_id: donor.prefixedId,
        recurring_giving_prefixed_id: gift.prefixedId,
        occurrence_date: charge.occurrenceDate,
        attempt: String(charge.attempt),
      },
    });
  } catch (error) {
    app.log.error(
      { err: error, recurringGiving: gift.prefixedId, occurrence: charge.occurrenceDate },
      'recurring bank debit failed to reach Stripe; it is re-run once stale',
    );
    return null;
  }
  if (debit.status === 'failed') return { kind: 'failed', code: 'processing_error' };
  return {
    kind: 'succeeded',
    chargeId: debit.chargeId,
    brand: card.brand,
    lastFour: card.lastFour,
    // The bank's list price until Stripe's payment_intent.succeeded says what it kept.
    feeCents: money.feeCents,
    bankDebit: {
      amount: money.chargedCents,
      coveredFee: money.coveredFeeCents,
      settlesOn: bankSettlementDate(today),
      mandate,
    },
  };
}
