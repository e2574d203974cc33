import { coverFee, type FeeRate } from './fees';
import { toCents } from './money';
import { stripeFee } from './stripeFees';

export interface GiftCharge {
  /** What the card is charged for each gift. */
  chargedCents: number;
  /** The processor's fee on that charge: what the gift costs the church. */
  feeCents: number;
  /** What the church receives: `chargedCents − feeCents`. */
  netCents: number;
  /** What the donor adds to the gift to cover the fee (0 when not covered). */
  coveredFeeCents: number;
}

/**
 * What one occurrence of a card gift of `giftCents` costs, as the server charges it (docs/ARCHITECTURE.md §4).
 * The church's rate sizes only what the donor covers: covered, the card pays `coverFee`. What the
 * gift costs the church is the processor's price on the charge, Stripe's card price (2.9% + 30¢),
 * so with a church rate below Stripe's a covered gift can still leave the church a little less than
 * the gift, and with one above a little more. A charge recorded from the processor replaces this
 * estimate with the processor's own fee (`chargedFeeAndNet`).
 */
export function giftCharge(giftCents: number, isFeeCovered: boolean, rate: FeeRate): GiftCharge {
  if (giftCents <= 0) return { chargedCents: 0, feeCents: 0, netCents: 0, coveredFeeCents: 0 };
  const chargedCents = isFeeCovered ? coverFee(giftCents, rate).chargedCents : giftCents;
  const { feeCents, netCents } = chargedFeeAndNet(chargedCents, stripeFee('card', chargedCents));
  return { chargedCents, feeCents, netCents, coveredFeeCents: chargedCents - giftCents };
}

/**
 * A charge's fee and net as the gift records them, from the fee the processor kept of it (Stripe's
 * balance transaction, or its price in the sandbox): never more than the charge, so the church's
 * net is never below nothing, and always `chargedCents = feeCents + netCents`.
 */
export function chargedFeeAndNet(
  chargedCents: number,
  processorFeeCents: number,
): { feeCents: number; netCents: number } {
  const charged = toCents(chargedCents, 'chargedCents');
  const feeCents = Math.min(toCents(processorFeeCents, 'processorFeeCents'), charged);
  return { feeCents, netCents: charged - feeCents };
}
