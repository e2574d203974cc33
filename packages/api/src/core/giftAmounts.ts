// A gift's money as the contribution's columns: one-time gifts, recurring charges, the portal's and
// the emails' amounts all use it, so the fee a donor covers is worked out the same way everywhere.
import { chargedFeeAndNet, giftCharge, type FeeRate } from '@halo/domain';

export interface GiftAmounts {
  /** Charged to the card or the bank account: the gift plus any fee the donor covered. */
  chargedAmount: number;
  /** The processor's fee: Stripe's card price until the processor says what it kept. */
  fee: number;
  netAmount: number;
  /** The part of `chargedAmount` the donor added to cover the fee. */
  coveredFee: number;
}

/**
 * The domain's charge of a gift, named as the contribution's columns (chargedAmount = fee + netAmount): the
 * church's rate sizes the covered fee, Stripe's card price the fee, until the charge is made.
 */
export function giftAmounts(gift: number, isFeeCovered: boolean, rate: FeeRate): GiftAmounts {
  const charge = giftCharge(gift, isFeeCovered, rate);
  return {
    chargedAmount: charge.chargedCents,
    fee: charge.feeCents,
    netAmount: charge.netCents,
    coveredFee: charge.coveredFeeCents,
  };
}

/**
 * The gift's money once charged: the fee is what the processor kept of the charge (Stripe's balance
 * transaction, the sandbox's price), the net what is left of it; the charge and the cover stay.
 */
export function withProcessorFee(amounts: GiftAmounts, processorFeeCents: number): GiftAmounts {
  const { feeCents, netCents } = chargedFeeAndNet(amounts.chargedAmount, processorFeeCents);
  return { ...amounts, fee: feeCents, netAmount: netCents };
}
