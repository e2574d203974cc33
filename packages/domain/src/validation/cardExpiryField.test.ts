import * as v from 'valibot';
import { cardExpiryField, cardExpiryFieldFor } from './cardExpiryField';
import { issueKeys } from './issueKeys';

describe('cardExpiryFieldFor', () => {
  const field = cardExpiryFieldFor('2025-03-15');

  it.each<[unknown, string[]]>([
    ['03/2025', []],
    [' 12/2030 ', []],
    ['02/2025', ['validation.cardExpiryInvalid']],
    ['13/2030', ['validation.cardExpiryInvalid']],
    ['12/30', ['validation.cardExpiryFormat']],
    ['1230', ['validation.cardExpiryFormat']],
    ['', ['validation.required']],
    [undefined, ['validation.required']],
  ])('%j → %j', (input, keys) => {
    expect(issueKeys(field, input)).toEqual(keys);
  });

  it('keeps the text as the value', () => {
    expect(v.parse(field, ' 12/2030 ')).toBe('12/2030');
  });

  it("defaults to this machine's today", () => {
    expect(issueKeys(cardExpiryField, '01/2000')).toEqual(['validation.cardExpiryInvalid']);
  });
});
