import { nulCharacterPath } from './nulCharacter';

describe('nulCharacterPath', () => {
  it('finds U+0000 in a nested string and names its path', () => {
    expect(nulCharacterPath({ a: 'ok', b: [{ c: 'x\u0000y' }] })).toBe('b.0.c');
  });

  it('finds U+0000 in a key', () => {
    expect(nulCharacterPath({ 'na\u0000me': 1 })).toBe('name');
  });

  it('answers null for clean input, other control characters and lone surrogates included', () => {
    expect(nulCharacterPath({ a: '\u0001\u200b\ud83d\ude00', b: [1, true, null], c: {} })).toBeNull();
    expect(nulCharacterPath('plain')).toBeNull();
    expect(nulCharacterPath(undefined)).toBeNull();
  });

  it('names the whole value `_` when it is the string itself', () => {
    expect(nulCharacterPath('\u0000')).toBe('_');
  });

  it('walks 100 000 levels of nesting without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(100_000) + '"\\u0000"' + ']'.repeat(100_000));
    expect(nulCharacterPath(deep)).toBe(Array(100_000).fill('0').join('.'));
  });

  it('finds a lone surrogate, high or low, in a value or a key', () => {
    expect(nulCharacterPath({ input: { name: '\udfff' } })).toBe('input.name');
    expect(nulCharacterPath({ a: ['ok', 'x\ud800'] })).toBe('a.1');
    expect(nulCharacterPath({ ['k\ud800']: 1 })).toBe('k\ud800');
  });
});
