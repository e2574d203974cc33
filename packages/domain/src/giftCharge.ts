import { coverFee, processorFee, type FeeRate } from './fees';

export interface GiftCharge {
  /** What the card is charged for each gift. */
  chargedCents: number;
  /** The processor's fee on that charge. */
  feeCents: number;
  /** What the church receives. */
  netCents: number;
  /** What the donor adds to the gift to cover the fee (0 when not covered). */
  coveredFeeCents: number;
}

/**
 * What one occurrence of a gift of `giftCents` costs, as the server charges it (docs/ARCHITECTURE.md §4): covered,
 * the card pays `coverFee` so the church receives the whole gift; not covered, the card pays the gift
 * and the church receives it less the processor's fee.
 */
export function giftCharge(giftCents: number, isFeeCovered: boolean, rate: FeeRate): GiftCharge {
  if (giftCents <= 0) return { chargedCents: 0, feeCents: 0, netCents: 0, coveredFeeCents: 0 };
  if (isFeeCovered) {
    const covered = coverFee(giftCents, rate);
    return {
      chargedCents: covered.chargedCents,
      feeCents: covered.chargedCents - covered.netCents,
      netCents: covered.netCents,
      coveredFeeCents: covered.feeCents,
    };
  }
  const fee = Math.min(processorFee(giftCents, rate), giftCents);
  return { chargedCents: giftCents, feeCents: fee, netCents: giftCents - fee, coveredFeeCents: 0 };
}
