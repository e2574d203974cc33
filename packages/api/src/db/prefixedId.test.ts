import { derivedPrefixedId, newPrefixedId } from './prefixedId';

describe('prefixed ids', () => {
  it('makes a new id each time, and the same derived id for the same seed only', () => {
    expect(newPrefixedId('con')).toMatch(/^con_[0-9a-f]{24}$/);
    expect(newPrefixedId('con')).not.toBe(newPrefixedId('con'));
    const derived = derivedPrefixedId('con', 'org_1:key-1');
    expect(derived).toMatch(/^con_[0-9a-f]{24}$/);
    expect(derivedPrefixedId('con', 'org_1:key-1')).toBe(derived);
    expect(derivedPrefixedId('con', 'org_1:key-2')).not.toBe(derived);
  });
});
