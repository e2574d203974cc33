// A gift's money as the contribution's columns: one-time gifts, recurring charges, the portal's and
// the emails' amounts all use it, so the fee a donor covers is worked out the same way everywhere.
import { giftCharge, type FeeRate } from '@halo/domain';

export interface GiftAmounts {
  /** Charged to the card. */
  amount: number;
  /** The processor's fee. */
  fee: number;
  netAmount: number;
  /** The part of `amount` the donor added to cover the fee. */
  coveredFee: number;
}

/** The domain's charge of a gift, named as the contribution's columns (amount = fee + netAmount). */
export function giftAmounts(gift: number, isFeeCovered: boolean, rate: FeeRate): GiftAmounts {
  const charge = giftCharge(gift, isFeeCovered, rate);
  return {
    amount: charge.chargedCents,
    fee: charge.feeCents,
    netAmount: charge.netCents,
    coveredFee: charge.coveredFeeCents,
  };
}
