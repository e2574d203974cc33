import * as v from 'valibot';
import { issueKeys } from './issueKeys';
import { requiredString, stringField } from './requiredString';

describe('requiredString and stringField', () => {
  it.each<[unknown, string[]]>([
    ['Ana', []],
    ['  Ana  ', []],
    ['', ['validation.required']],
    ['   ', ['validation.required']],
    [undefined, ['validation.required']],
    [null, ['validation.required']],
    [42, ['validation.required']],
    ['x'.repeat(255), []],
    ['x'.repeat(256), ['validation.maxLength']],
  ])('requiredString(%j) → %j', (input, keys) => {
    expect(issueKeys(requiredString, input)).toEqual(keys);
  });

  it('trims its output', () => {
    expect(v.parse(requiredString, '  Ana  ')).toBe('Ana');
  });

  it('reports required, not too short, for an empty value', () => {
    const field = stringField({ min: 3, max: 5 });
    expect(issueKeys(field, '')).toEqual(['validation.required']);
    expect(issueKeys(field, 'ab')).toEqual(['validation.minLength']);
    expect(issueKeys(field, 'abc')).toEqual([]);
    expect(issueKeys(field, 'abcdef')).toEqual(['validation.maxLength']);
  });
});
