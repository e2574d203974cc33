import * as v from 'valibot';
import { toCents } from '../money';
import { firstIssueOnly } from './firstIssueOnly';

export interface AmountLimits {
  /** Smallest gift in cents (the organization's `minAmount`). */
  min: number;
  /** Largest gift in cents (the organization's `maxAmount`). */
  max: number;
}

/**
 * A gift amount in whole cents within the organization's limits. Empty input (undefined, null, '',
 * NaN) is 'Amount cannot be blank'. The limit messages carry the limits as cents; `describeIssue`
 * formats them as money.
 */
export function amountField({ min, max }: AmountLimits) {
  toCents(min, 'min');
  toCents(max, 'max');
  // Limits come from the organization record, which organizationSchema already checks; a mix-up here
  // is a bug to surface, not a form error.
  if (max < min) throw new RangeError(`max (${max}) is lower than min (${min})`);
  return firstIssueOnly(
    v.pipe(
      v.number('validation.amountRequired'),
      v.safeInteger('validation.amountInvalid'),
      v.minValue(min, 'validation.amountTooLow'),
      v.maxValue(max, 'validation.amountTooHigh'),
    ),
  );
}

const limitCents = firstIssueOnly(
  v.pipe(
    v.number('validation.amountRequired'),
    v.safeInteger('validation.amountInvalid'),
    v.minValue(0, 'validation.amountInvalid'),
  ),
);

// A type alias so valibot's partial check sees an index signature.
type AmountBounds = { minAmount: number; maxAmount: number };

/** An organization's minimum and maximum gift, with the maximum not below the minimum. */
export const amountBoundsSchema = v.pipe(
  v.object({ minAmount: limitCents, maxAmount: limitCents }, 'validation.required'),
  v.forward(
    v.partialCheck<
      AmountBounds,
      [['minAmount'], ['maxAmount']],
      AmountBounds,
      'validation.maxAmountBelowMin'
    >(
      [['minAmount'], ['maxAmount']],
      (input) => input.maxAmount >= input.minAmount,
      'validation.maxAmountBelowMin',
    ),
    ['maxAmount'],
  ),
);
