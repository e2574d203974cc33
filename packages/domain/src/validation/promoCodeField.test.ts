import * as v from 'valibot';
import { issueKeys } from './issueKeys';
import { promoCodeField } from './promoCodeField';

describe('promoCodeField', () => {
  const field = promoCodeField(['EASTER24', 'give10']);

  it.each<[unknown, string[]]>([
    ['EASTER24', []],
    ['easter24', []],
    ['  GIVE10 ', []],
    ['', []],
    [undefined, []],
    ['XMAS', ['validation.promoCodeInvalid']],
    ['x'.repeat(65), ['validation.promoCodeInvalid']],
    [42, ['validation.promoCodeInvalid']],
  ])('%j → %j', (input, keys) => {
    expect(issueKeys(field, input)).toEqual(keys);
  });

  it('outputs the trimmed code, or empty when none was given', () => {
    expect(v.parse(field, ' give10 ')).toBe('give10');
    expect(v.parse(field, undefined)).toBe('');
  });

  it('accepts a lookup function', () => {
    const lookup = promoCodeField((code) => code === 'ONLY');
    expect(issueKeys(lookup, 'ONLY')).toEqual([]);
    expect(issueKeys(lookup, 'only')).toEqual(['validation.promoCodeInvalid']);
  });
});
