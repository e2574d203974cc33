import { toCents, type Cents } from './money';

/** How a donor pays through Stripe: a card, or a debit from a US bank account (ACH). */
export type PaymentMethodType = 'card' | 'bank';

/** One method's price on Stripe: a percentage of the charge plus a fixed part, at most a cap. */
export interface StripeMethodPricing {
  /** The percentage in basis points (290 = 2.9%). */
  percentBps: number;
  /** Added to every charge, in cents. */
  fixedCents: number;
  /** The most one charge costs, in cents; null when uncapped. */
  capCents: number | null;
  /** What a dispute (a chargeback, a returned debit) costs the church, on top of the disputed amount. */
  disputeFeeCents: number;
}

/**
 * Stripe's standard US pricing: a card costs 2.9% + $0.30 a charge, an ACH bank debit 0.8% capped at
 * $5.00, a dispute $15.00. Stripe keeps its fee when a gift is refunded (see `stripeNetAfterRefund`).
 */
export const STRIPE_US_PRICING: Readonly<Record<PaymentMethodType, Readonly<StripeMethodPricing>>> = {
  card: { percentBps: 290, fixedCents: 30, capCents: null, disputeFeeCents: 1500 },
  bank: { percentBps: 80, fixedCents: 0, capCents: 500, disputeFeeCents: 1500 },
};

const BPS = 10_000n;

function pricingOf(method: PaymentMethodType): Readonly<StripeMethodPricing> {
  const pricing = (STRIPE_US_PRICING as Partial<Record<string, Readonly<StripeMethodPricing>>>)[method];
  if (!pricing) throw new RangeError(`method must be card or bank, got ${String(method)}`);
  return pricing;
}

/** The fee before any cap, in BigInt: the percentage rounded to the nearest cent, half up, plus the fixed part. */
function uncappedFeeOf(pricing: Readonly<StripeMethodPricing>, charged: bigint): bigint {
  return (charged * BigInt(pricing.percentBps) + BPS / 2n) / BPS + BigInt(pricing.fixedCents);
}

function feeOf(pricing: Readonly<StripeMethodPricing>, charged: bigint): bigint {
  const fee = uncappedFeeOf(pricing, charged);
  return pricing.capCents !== null && fee > BigInt(pricing.capCents) ? BigInt(pricing.capCents) : fee;
}

function fromBigInt(value: bigint, name: string): Cents {
  // Re-checked: the BigInt result of a huge but safe input can itself be past 2^53.
  return toCents(Number(value), name);
}

/**
 * What Stripe keeps of a charge of `chargedCents` paid by `method`: the percentage part rounded to the
 * nearest cent (half a cent up, as Stripe rounds it), plus the fixed part, at most the method's cap.
 * A card's $100.00 costs $3.20; a bank debit's $100.00 costs $0.80, and $5.00 from $625.00 up.
 */
export function stripeFee(method: PaymentMethodType, chargedCents: number): Cents {
  return fromBigInt(feeOf(pricingOf(method), BigInt(toCents(chargedCents, 'chargedCents'))), 'stripeFee');
}

/**
 * What a donor adds to a gift of `giftCents` so that the church receives the whole gift after Stripe's
 * fee: the least amount that does, so the donor never pays a cent more than needed.
 *
 * The charge is the gross-up `ceil((gift + fixed) / (1 − rate))`, or one cent less when Stripe's
 * rounding of the percentage down leaves the church the gift anyway (about every other amount; the
 * giving form's `coverFee` keeps the plain gross-up). A bank debit's fee stops at its cap, so from
 * there the donor adds the cap: $5.00.
 *
 * Why one cent less is the only other candidate: the church's net, `c − fee(c)`, grows by 0 or 1
 * cent per cent of charge, so the least charge is found by stepping down; two cents under the
 * gross-up the net is below `gift − ½ + rate` (the rounding gives back at most half a cent), which is
 * less than the gift for any rate under 50%.
 */
export function stripeFeeCoverAmount(method: PaymentMethodType, giftCents: number): Cents {
  const pricing = pricingOf(method);
  const gift = BigInt(toCents(giftCents, 'giftCents'));
  // The least charge at the uncapped price; the cap only ever makes a charge cheaper, so the least
  // charge at the capped price is this one or `gift + cap`, whichever is smaller.
  const keepsGiftUncapped = (charged: bigint) => charged - uncappedFeeOf(pricing, charged) >= gift;
  const denominator = BPS - BigInt(pricing.percentBps);
  let charged = ((gift + BigInt(pricing.fixedCents)) * BPS + denominator - 1n) / denominator;
  while (charged > gift && keepsGiftUncapped(charged - 1n)) charged -= 1n;
  if (pricing.capCents !== null && gift + BigInt(pricing.capCents) < charged) {
    charged = gift + BigInt(pricing.capCents);
  }
  return fromBigInt(charged - gift, 'stripeFeeCoverAmount');
}

/**
 * What the church keeps of a charge of `chargedCents` once `refundedCents` of it went back to the
 * donor: Stripe does not return its fee on a refund, so a whole refund costs the church the fee and
 * the answer is then negative (−$3.20 for a card's $100.00 given back).
 */
export function stripeNetAfterRefund(
  method: PaymentMethodType,
  chargedCents: number,
  refundedCents: number,
): number {
  const charged = toCents(chargedCents, 'chargedCents');
  const refunded = toCents(refundedCents, 'refundedCents');
  if (refunded > charged) {
    throw new RangeError(`refundedCents must be at most the charge, ${charged}, got ${refunded}`);
  }
  return charged - stripeFee(method, charged) - refunded;
}
