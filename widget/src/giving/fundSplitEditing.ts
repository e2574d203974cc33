// Editing a split between funds (the split editor's chunk): how the rows start, grow and shrink, and
// the first step's messages for them. The rule itself is the domain's (fundSplitField); this applies it
// row by row, so each message sits under the row it is about.
import * as v from 'valibot';
import {
  amountField,
  describeIssue,
  formatMoney,
  fundAccountField,
  parseAmountInput,
  repeatedFunds,
  SPLIT_MAX_FUNDS,
  type Organization,
} from '@halo/domain';
import { splitAmount } from './fundSplitRows';
import { visibleFunds, type FieldErrors, type SplitRow } from './givingValues';
import { addPanelRule } from './panelRules';

/** How many rows the donor may have: each of the church's online funds once, ten at most. */
export function splitRowLimit(organization: Organization): number {
  return Math.min(SPLIT_MAX_FUNDS, visibleFunds(organization).length);
}

function unusedFund(rows: readonly SplitRow[], organization: Organization): string {
  const used = new Set(rows.map((row) => row.fund));
  return visibleFunds(organization).find((fund) => !used.has(fund.prefixedId))?.prefixedId ?? '';
}

/** Splitting starts from what the donor chose: that fund with that amount, and the next fund empty. */
export function startSplit(fund: string, amount: number | null, organization: Organization): SplitRow[] {
  const first: SplitRow = { fund, amount: amount === null ? '' : (amount / 100).toFixed(2) };
  return [first, { fund: unusedFund([first], organization), amount: '' }];
}

/** One more row, with a fund not chosen yet; none past the limit. */
export function addSplitRow(rows: readonly SplitRow[], organization: Organization): SplitRow[] {
  if (rows.length >= splitRowLimit(organization)) return [...rows];
  return [...rows, { fund: unusedFund(rows, organization), amount: '' }];
}

/** A split keeps two rows at least: below that it is an ordinary gift. */
export function removeSplitRow(rows: readonly SplitRow[], index: number): SplitRow[] {
  if (rows.length <= 2) return [...rows];
  return rows.filter((_, at) => at !== index);
}

/**
 * The messages of a split, as i18n keys: under a row its fund (disabled, or chosen twice) or its
 * amount (blank, or outside the church's smallest and largest gift); under the whole, a total above
 * the church's largest gift.
 */
export function validateSplit(
  rows: readonly SplitRow[],
  organization: Organization,
  locale: string,
): FieldErrors {
  const { minAmount: min, maxAmount: max, currency, funds } = organization.onlineGiving;
  const errors: FieldErrors = {};
  const describe = (schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, value);
    return result.success ? null : describeIssue(result.issues[0]!, { locale, currency });
  };
  const fundSchema = fundAccountField(funds);
  const amountSchema = amountField({ min, max });
  rows.forEach((row, index) => {
    const fund = describe(fundSchema, row.fund);
    if (fund) errors[`split.${index}.fund`] = fund;
    const amount = describe(amountSchema, parseAmountInput(row.amount) ?? undefined);
    if (amount) errors[`split.${index}.amount`] = amount;
  });
  for (const index of repeatedFunds(rows.map((row) => row.fund))) {
    errors[`split.${index}.fund`] ??= { key: 'validation.splitFundTwice' };
  }
  const total = splitAmount(rows);
  if (total !== null && total > max && Object.keys(errors).length === 0) {
    errors.split = { key: 'validation.amountTooHigh', params: { max: formatMoney(max, currency, locale) } };
  }
  return errors;
}

addPanelRule((values, { organization, locale }) =>
  values.splitFunds ? validateSplit(values.splitRows, organization, locale) : {},
);
