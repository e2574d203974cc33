// Which part of a gift an administrator may still give back. Only a card gift that succeeded can be
// refunded, and never more than what is left of it: a partial refund leaves the rest refundable.

export type RefundRefusal = 'notRefundable' | 'offline' | 'amountInvalid' | 'amountTooHigh';

export interface RefundableGift {
  amount: number;
  /** Given back so far, in cents. */
  refundedAmount: number;
  /** A processing bank gift (docs/PRODUCT.md §22) cannot be refunded until it has settled. */
  status: 'succeeded' | 'failed' | 'refunded' | 'processing';
  /** Cash or a check recorded by hand: no card to give the money back to. */
  offlineMethod: string | null;
}

/** The cents of `gift` that can still be refunded (0 when none can). */
export function refundableCents(gift: RefundableGift): number {
  if (gift.status !== 'succeeded' || gift.offlineMethod !== null) return 0;
  return Math.max(0, gift.amount - gift.refundedAmount);
}

/** Why refunding `requestedCents` of `gift` is refused, or null when it may be refunded. */
export function refundRefusal(gift: RefundableGift, requestedCents: number): RefundRefusal | null {
  if (gift.offlineMethod !== null) return 'offline';
  if (refundableCents(gift) === 0) return 'notRefundable';
  if (!Number.isSafeInteger(requestedCents) || requestedCents <= 0) return 'amountInvalid';
  if (requestedCents > refundableCents(gift)) return 'amountTooHigh';
  return null;
}
