// One occurrence of a recurring gift debited from a saved bank account (docs/PRODUCT.md §22
// "Recurring gifts from a bank account"): the sandbox's bank debit, under the attempt's own
// idempotency key, sized by Stripe's bank price; the debit is processing until the bank settlement
// pass (src/bankSettlements/) settles it, which sends the receipt, or fails it, which pauses the gift
// like a declined card. Stripe mode does not debit bank accounts yet: the attempt fails like a card
// that cannot be charged, so the donor hears about it and can choose a card.
import { bankSettlementDate, calendarDateInTimeZone, giftChargeByMethod } from '@halo/domain';
import type { FastifyInstance } from 'fastify';
import {
  chargeIdempotencyKey,
  type ChargeContext,
  type Outcome,
} from '../core/recurringGifts/chargeContexts';
import type { OrganizationRow } from '../db/schema';
import type { PaymentProcessor } from '../payments/paymentProcessor';
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
  if (!card || !customerId || !mandate || processor.mode !== 'sandbox' || card.processorMode !== 'sandbox') {
    return { kind: 'failed', code: 'processing_error' };
  }
  const account = await findSandboxBankAccount(app.db, card.processorId);
  if (!account || account.customerId !== customerId) return { kind: 'failed', code: 'processing_error' };
  const money = giftChargeByMethod('bank', gift.amount, charge.isFeeCovered, {
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
