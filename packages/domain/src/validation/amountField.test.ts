import * as v from 'valibot';
import { amountBoundsSchema, amountField } from './amountField';
import { issueKeys } from './issueKeys';

describe('amountField', () => {
  const field = amountField({ min: 100, max: 2500000 });

  it.each<[unknown, string[]]>([
    [100, []],
    [2500000, []],
    [2500, []],
    [99, ['validation.amountTooLow']],
    [0, ['validation.amountTooLow']],
    [-500, ['validation.amountTooLow']],
    [2500001, ['validation.amountTooHigh']],
    [25.5, ['validation.amountInvalid']],
    [undefined, ['validation.amountRequired']],
    [null, ['validation.amountRequired']],
    ['', ['validation.amountRequired']],
    ['2500', ['validation.amountRequired']],
    [NaN, ['validation.amountRequired']],
    [Infinity, ['validation.amountInvalid']],
  ])('%j → %j', (input, keys) => {
    expect(issueKeys(field, input)).toEqual(keys);
  });

  it.each([
    { min: 500, max: 100 },
    { min: -1, max: 100 },
    { min: 0, max: 1.5 },
  ])('throws a RangeError for limits %j', (limits) => {
    expect(() => amountField(limits)).toThrow(RangeError);
  });
});

describe('amountBoundsSchema', () => {
  it('accepts a max at or above the min', () => {
    expect(issueKeys(amountBoundsSchema, { minAmount: 100, maxAmount: 100 })).toEqual([]);
  });

  it('reports a max below the min on maxAmount', () => {
    const result = v.safeParse(amountBoundsSchema, { minAmount: 500, maxAmount: 100 });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['maxAmount', 'validation.maxAmountBelowMin'],
    ]);
  });

  it('checks each bound first', () => {
    expect(issueKeys(amountBoundsSchema, { minAmount: 1.5, maxAmount: 100 })).toEqual([
      'validation.amountInvalid',
    ]);
  });
});
