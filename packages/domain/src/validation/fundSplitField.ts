import * as v from 'valibot';
import type { Fund } from '../organization';
import { amountField, type AmountLimits } from './amountField';
import { checkWithParams } from './checkWithParams';
import { fundAccountField } from './fundAccountField';

/** A split gift goes to two funds at least (one fund is the ordinary gift). */
export const SPLIT_MIN_FUNDS = 2;
/** More rows than this are no donor's intent but a crafted request. */
export const SPLIT_MAX_FUNDS = 10;

/** One fund's part of a split gift, in cents before any fee the donor covers. */
export interface FundPart {
  fund_prefixed_id: string;
  amount: number;
}

/** What the parts add up to: the gift. */
export function splitTotal(parts: ReadonlyArray<{ amount: number }>): number {
  return parts.reduce((sum, part) => sum + part.amount, 0);
}

/** The positions of funds already chosen in an earlier row (each fund takes one part). */
export function repeatedFunds(fundIds: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeated: number[] = [];
  fundIds.forEach((fundId, index) => {
    if (fundId && seen.has(fundId)) repeated.push(index);
    seen.add(fundId);
  });
  return repeated;
}

/**
 * The parts of a gift split between funds: 2 to 10 funds the donor may give to now, each once, each
 * part at least the church's smallest gift (a smaller part is not a gift the church asked for) and
 * the whole no more than its largest gift. The gift's amount is their total.
 */
export function fundSplitField(
  funds: ReadonlyArray<Pick<Fund, 'prefixedId' | 'isOnlineGivingVisible'>>,
  { min, max }: AmountLimits,
) {
  const part = v.object({
    fund_prefixed_id: fundAccountField(funds),
    amount: amountField({ min, max }),
  });
  return v.pipe(
    v.array(part, 'validation.invalid'),
    v.minLength(SPLIT_MIN_FUNDS, 'validation.splitTooFew'),
    v.maxLength(SPLIT_MAX_FUNDS, 'validation.splitTooMany'),
    v.check(
      (parts: FundPart[]) => repeatedFunds(parts.map((p) => p.fund_prefixed_id)).length === 0,
      'validation.splitFundTwice',
    ),
    checkWithParams((parts: FundPart[]) => splitTotal(parts) <= max, 'validation.amountTooHigh', { max }),
  );
}
