// One off-session charge of a claimed attempt, under the attempt's own idempotency key.
import type { FastifyInstance } from 'fastify';
import type { OrganizationRow } from '../db/schema';
import type { ChargeOutcome, PaymentProcessor } from '../payments/paymentProcessor';
import { attemptBankDebit } from './bankDebitAttempt';
import {
  chargeIdempotencyKey,
  type AwaitingOutcome,
  type ChargeContext,
  type Outcome,
} from '../core/recurringGifts/chargeContexts';

/** Asks the processor; null when it could not answer (the attempt stays processing). */
export async function attemptCharge(
  app: FastifyInstance,
  organization: OrganizationRow,
  processor: PaymentProcessor,
  context: ChargeContext,
): Promise<Outcome | AwaitingOutcome | null> {
  const { charge, gift, donor, card, customerId } = context;
  // A saved bank account is debited, processing until it settles (docs/PRODUCT.md §22).
  if (card?.methodType === 'bank') return attemptBankDebit(app, organization, processor, context);
  // A gift whose card was removed, or that belongs to another processor, cannot be charged; it
  // follows the decline path so the donor hears about it and can add a card.
  if (!card || !customerId || card.processorMode !== processor.mode) {
    return { kind: 'failed', code: 'processing_error' };
  }
  let result: ChargeOutcome;
  try {
    // A charge the bank will not take without the donor waits for them ("Confirm your gift").
    result = await processor.chargeOrAwaitAuthentication({
      customerId,
      paymentMethodId: card.processorId,
      amountCents: charge.amount,
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
      'recurring charge failed to reach the processor; it is re-run once stale',
    );
    return null;
  }
  if (result.status === 'requires_action') {
    return { kind: 'awaiting_confirmation', paymentIntentId: result.paymentIntentId };
  }
  return result.status === 'succeeded'
    ? {
        kind: 'succeeded',
        chargeId: result.chargeId,
        brand: result.card.brand,
        lastFour: result.card.lastFour,
        feeCents: result.feeCents,
        wallet: result.card.wallet ?? null,
      }
    : { kind: 'failed', code: result.code };
}
