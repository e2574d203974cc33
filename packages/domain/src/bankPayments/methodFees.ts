// What a gift costs the church and what a donor covers, by how the donor pays (docs/PRODUCT.md §22).
// A card's cover is sized by the church's "processing fee a donor may cover" (its rate, giftCharge),
// its fee is Stripe's card price; a bank debit's cover and fee by Stripe's bank price, 0.8% capped at
// $5.00.
import { giftCharge, type GiftCharge } from '../giftCharge';
import type { FeeRate } from '../fees';
import { stripeFee, stripeFeeCoverAmount, type PaymentMethodType } from '../stripeFees';

/**
 * One gift's charge, fee, net and covered fee when paid by `method`. A card's cover follows the
 * church's rate (`giftCharge`); a bank debit charges the gift plus, when covered, the least amount that leaves
 * the church the whole gift after the bank fee (`stripeFeeCoverAmount`, $5.00 at most), and the fee
 * is the bank fee on that charge.
 */
export function giftChargeByMethod(
  method: PaymentMethodType,
  giftCents: number,
  isFeeCovered: boolean,
  cardRate: FeeRate,
): GiftCharge {
  if (method === 'card') return giftCharge(giftCents, isFeeCovered, cardRate);
  if (method !== 'bank') throw new RangeError(`method must be card or bank, got ${String(method)}`);
  if (giftCents <= 0) return { chargedCents: 0, feeCents: 0, netCents: 0, coveredFeeCents: 0 };
  const coveredFeeCents = isFeeCovered ? stripeFeeCoverAmount('bank', giftCents) : 0;
  const chargedCents = giftCents + coveredFeeCents;
  const feeCents = Math.min(stripeFee('bank', chargedCents), chargedCents);
  return { chargedCents, feeCents, netCents: chargedCents - feeCents, coveredFeeCents };
}

/** What a donor adds to cover the fee of a gift paid by `method`: the payment step's "cover the fee". */
export function coveredFeeByMethod(method: PaymentMethodType, giftCents: number, cardRate: FeeRate): number {
  return giftChargeByMethod(method, giftCents, true, cardRate).coveredFeeCents;
}
