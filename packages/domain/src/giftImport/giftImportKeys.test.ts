import { giftImportKeyBase, occurrenceKeys } from './giftImportKeys';
import type { GiftImportRow } from './giftImportRow';

const row: GiftImportRow = {
  date: '2026-01-04',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.org',
  amount: 2000 as GiftImportRow['amount'],
  fund: 'General Fund',
  method: 'cash',
  reference: null,
  note: null,
};

describe('giftImportKeyBase', () => {
  it('is the reference when the row has one', () => {
    expect(giftImportKeyBase({ ...row, reference: 'PCO-17' })).toEqual({ reference: 'PCO-17' });
  });

  it('is every value the row records otherwise, whatever the capitals of its names and fund', () => {
    const base = giftImportKeyBase(row);
    expect(giftImportKeyBase({ ...row, firstName: 'ANN', fund: 'general fund' })).toEqual(base);
    expect(giftImportKeyBase({ ...row, amount: 2001 as GiftImportRow['amount'] })).not.toEqual(base);
    expect(giftImportKeyBase({ ...row, note: 'Easter' })).not.toEqual(base);
  });
});

describe('occurrenceKeys', () => {
  it('numbers the second and later occurrences, so two identical gifts are two keys, the same each time', () => {
    const keys = occurrenceKeys(['a', 'b', 'a', 'a']);
    expect(keys).toEqual(['a', 'b', 'a#2', 'a#3']);
    expect(occurrenceKeys(['a', 'b', 'a', 'a'])).toEqual(keys);
  });
});
