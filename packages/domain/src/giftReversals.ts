// What a gift leaves the church once money goes back (docs/PRODUCT.md §22 "What a gift costs the
// church"): the processor keeps its fee when a gift is refunded, and a dispute (a card chargeback, or
// a bank debit returned after it succeeded) takes the disputed amount and costs a dispute fee on top.
// The deposits and the gift's own figures follow these rules.
import { toCents } from './money';
import { STRIPE_US_PRICING, type PaymentMethodType } from './stripeFees';

/** What a dispute costs the church on top of the disputed amount, on Stripe's US price: $15.00. */
export function stripeDisputeFee(method: PaymentMethodType): number {
  const pricing = (STRIPE_US_PRICING as Partial<Record<string, { disputeFeeCents: number }>>)[method];
  if (!pricing) throw new RangeError(`method must be card or bank, got ${String(method)}`);
  return pricing.disputeFeeCents;
}

/**
 * What the processor charged the church for a dispute, from the fees of the dispute's balance
 * transactions (Stripe's: the withdrawal's $15.00, less any fee it gave back when reinstating the
 * funds); never below nothing. An inquiry that took no money has none and costs nothing.
 */
export function disputeFeeOfTransactions(transactionFees: readonly number[]): number {
  let fee = 0;
  for (const transactionFee of transactionFees) {
    if (!Number.isSafeInteger(transactionFee)) {
      throw new RangeError(`a balance transaction's fee must be whole cents, got ${String(transactionFee)}`);
    }
    fee += transactionFee;
  }
  return Math.max(fee, 0);
}

export interface RecordedGiftMoney {
  /** What the donor was charged. */
  amountCents: number;
  /** What the processor kept of the charge (the gift's fee). */
  feeCents: number;
}

export interface GiftReversals {
  /** Everything given back by refunds, at most the charge. */
  refundedCents: number;
  /** Each dispute's amount taken back and the fee the processor charged for it. */
  disputes: readonly { amountCents: number; feeCents: number }[];
}

export interface ChurchShareOfGift {
  /** The processor's fee on the charge, kept whatever happens to the gift. */
  processingFeeCents: number;
  /** The disputes' fees. */
  disputeFeesCents: number;
  /** What the gift costs the church in all: processing fee plus dispute fees. */
  costCents: number;
  /** What the church keeps: charged − fee − refunded − disputed − dispute fees (negative when it lost). */
  keptCents: number;
}

/**
 * What a gift leaves the church after its refunds and disputes. A refund gives the donor back money
 * they were charged but returns no fee, so a whole refund costs the church the processing fee; each
 * dispute takes its amount and adds its fee to what the church bears.
 */
export function churchShareOfGift(gift: RecordedGiftMoney, reversals: GiftReversals): ChurchShareOfGift {
  const amount = toCents(gift.amountCents, 'amountCents');
  const fee = toCents(gift.feeCents, 'feeCents');
  const refunded = toCents(reversals.refundedCents, 'refundedCents');
  if (fee > amount) throw new RangeError(`feeCents must be at most the charge, ${amount}, got ${fee}`);
  if (refunded > amount) {
    throw new RangeError(`refundedCents must be at most the charge, ${amount}, got ${refunded}`);
  }
  let disputed = 0;
  let disputeFees = 0;
  for (const dispute of reversals.disputes) {
    disputed += toCents(dispute.amountCents, 'dispute amountCents');
    disputeFees += toCents(dispute.feeCents, 'dispute feeCents');
  }
  return {
    processingFeeCents: fee,
    disputeFeesCents: disputeFees,
    costCents: fee + disputeFees,
    keptCents: amount - fee - refunded - disputed - disputeFees,
  };
}
