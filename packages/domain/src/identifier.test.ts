import { generateIdentifier, isIdentifier } from './identifier';

describe('generateIdentifier', () => {
  it('is 32 uppercase hex characters grouped 8-4-4-4-12', () => {
    for (let i = 0; i < 200; i++) {
      const id = generateIdentifier();
      expect(id).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
      expect(id.replace(/-/g, '')).toHaveLength(32);
      expect(isIdentifier(id)).toBe(true);
    }
  });

  it('does not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => generateIdentifier()));
    expect(ids.size).toBe(1000);
  });

  it('takes its bytes from crypto.getRandomValues', () => {
    const spy = jest.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      (array as Uint8Array).set(Array.from({ length: 16 }, (_, i) => i * 17));
      return array;
    });
    try {
      expect(generateIdentifier()).toBe('00112233-4455-6677-8899-AABBCCDDEEFF');
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses to fall back to a weak source when crypto is missing', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      expect(() => generateIdentifier()).toThrow(/crypto/);
    } finally {
      Object.defineProperty(globalThis, 'crypto', original!);
    }
  });
});

describe('isIdentifier', () => {
  it.each([
    '',
    '00112233-4455-6677-8899-aabbccddeeff',
    '001122334455667788990AABBCCDDEEFF',
    '00112233-4455-6677-8899-AABBCCDDEEF',
    null,
    42,
  ])('refuses %j', (value) => {
    expect(isIdentifier(value)).toBe(false);
  });
});
