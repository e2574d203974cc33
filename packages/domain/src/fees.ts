import { toCents, type Cents } from './money';

/** A card processor's price: a percentage in basis points (290 = 2.9%) plus a fixed fee per charge. */
export interface FeeRate {
  percentBps: number;
  fixedCents: number;
}

export interface CoveredFee {
  /** What the donor's card is charged. */
  chargedCents: Cents;
  /** What the donor adds to the gift to cover the processor: `chargedCents − amount`. */
  feeCents: Cents;
  /** What the church receives after the processor's fee; never less than the gift amount. */
  netCents: Cents;
}

const BPS = 10_000n;

function checkRate({ percentBps, fixedCents }: FeeRate): { bps: bigint; fixed: bigint } {
  if (!Number.isSafeInteger(percentBps) || percentBps < 0 || percentBps >= 10_000) {
    throw new RangeError(`percentBps must be a whole number from 0 to 9999, got ${String(percentBps)}`);
  }
  return { bps: BigInt(percentBps), fixed: BigInt(toCents(fixedCents, 'fixedCents')) };
}

function fromBigInt(value: bigint, name: string): Cents {
  // Re-checked: the BigInt result of a huge but safe input can itself be past 2^53.
  return toCents(Number(value), name);
}

/**
 * The processor's fee on a charge: the percentage rounded half up to the cent, plus the fixed fee.
 * Integer arithmetic, so 2.9% of any amount is exact before the one rounding.
 */
export function processorFee(chargedCents: number, rate: FeeRate): Cents {
  const charged = BigInt(toCents(chargedCents, 'chargedCents'));
  const { bps, fixed } = checkRate(rate);
  return fromBigInt((charged * bps + BPS / 2n) / BPS + fixed, 'processorFee');
}

/**
 * What to charge when the donor covers the fee, so that the church receives at least the gift:
 * `ceil((amount + fixed) / (1 − rate))` (docs/ARCHITECTURE.md §4), computed as
 * `ceil((amount + fixed) · 10000 / (10000 − bps))` in integers.
 *
 * Why the church never gets less: with c the charge, c − c·rate − fixed ≥ amount, and since
 * c − fixed − amount is a whole number it is also ≥ ceil(c·rate) ≥ the rounded percentage fee.
 */
export function coverFee(amountCents: number, rate: FeeRate): CoveredFee {
  const amount = BigInt(toCents(amountCents, 'amountCents'));
  const { bps, fixed } = checkRate(rate);
  const numerator = (amount + fixed) * BPS;
  const denominator = BPS - bps;
  const charged = (numerator + denominator - 1n) / denominator;
  const chargedCents = fromBigInt(charged, 'chargedCents');
  return {
    chargedCents,
    feeCents: fromBigInt(charged - amount, 'feeCents'),
    netCents: fromBigInt(charged - BigInt(processorFee(chargedCents, rate)), 'netCents'),
  };
}
