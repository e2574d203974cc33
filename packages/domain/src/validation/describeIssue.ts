import type * as v from 'valibot';
import { DEFAULT_LOCALE } from '../constants';
import { formatMoney } from '../money';
import { paramsOfRequirement } from './checkWithParams';
import { isValidationKey, translateValidation, type ValidationKey, type ValidationParams } from './messages';

export interface DescribeIssueOptions {
  locale?: string;
  /** Currency for amount limits in messages; USD when not given. */
  currency?: string;
}

// Amount limits are cents in the schema and money in the message.
const MONEY_KEYS: ReadonlySet<ValidationKey> = new Set([
  'validation.amountTooHigh',
  'validation.amountTooLow',
]);

const BOUND_PARAM: Readonly<Record<string, 'max' | 'min'>> = {
  max_length: 'max',
  min_length: 'min',
  max_value: 'max',
  lt_value: 'max',
  min_value: 'min',
  gt_value: 'min',
};

/**
 * The i18n key and parameters of a valibot issue raised by this package's schemas, ready for
 * i18next's `t(key, params)`. An issue whose message is not one of our keys (a schema written
 * elsewhere without a message) becomes 'validation.invalid' rather than leaking valibot's English.
 */
export function describeIssue(
  issue: v.BaseIssue<unknown>,
  { locale = DEFAULT_LOCALE, currency = 'USD' }: DescribeIssueOptions = {},
): { key: ValidationKey; params: ValidationParams } {
  const key: ValidationKey = isValidationKey(issue.message) ? issue.message : 'validation.invalid';
  let params: Record<string, string | number> = { ...paramsOfRequirement(issue.requirement) };
  const bound = BOUND_PARAM[issue.type];
  if (bound && typeof issue.requirement === 'number') params = { ...params, [bound]: issue.requirement };
  if (MONEY_KEYS.has(key)) {
    for (const name of ['min', 'max']) {
      const value = params[name];
      if (typeof value === 'number') params[name] = formatMoney(value, currency, locale);
    }
  }
  return { key, params };
}

/** The issue's message as text in `locale`: `describeIssue` then `translateValidation`. */
export function translateIssue(issue: v.BaseIssue<unknown>, options: DescribeIssueOptions = {}): string {
  const { key, params } = describeIssue(issue, options);
  return translateValidation(key, params, options.locale);
}
