import { createTokenSealer } from './sealedToken';

const KEY = 'k'.repeat(43);
const payload = { d: 'usr_1', c: 'cus_1', email: 'ana@example.org', n: 7 };

/** The token with one character of its sealed part changed, staying base64url. */
function tampered(token: string): string {
  const [iv, sealed] = token.split('.') as [string, string];
  const at = Math.floor(sealed.length / 2);
  const swapped = sealed[at] === 'A' ? 'B' : 'A';
  return `${iv}.${sealed.slice(0, at)}${swapped}${sealed.slice(at + 1)}`;
}

describe('sealed tokens', () => {
  it('reads back what it sealed', () => {
    const sealer = createTokenSealer(KEY, 'giving');
    expect(sealer.open(sealer.seal(payload))).toEqual(payload);
  });

  it('shows nothing of the payload: neither JSON nor any id or email, in any part', () => {
    const token = createTokenSealer(KEY, 'giving').seal(payload);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    for (const part of token.split('.')) {
      const decoded = Buffer.from(part, 'base64url').toString('latin1');
      expect(decoded).not.toMatch(/usr_1|cus_1|ana@example/);
      expect(() => JSON.parse(decoded) as unknown).toThrow();
    }
  });

  it('seals the same payload differently every time', () => {
    const sealer = createTokenSealer(KEY, 'giving');
    expect(sealer.seal(payload)).not.toBe(sealer.seal(payload));
  });

  it('refuses a tampered token, one of another key or kind, and garbage', () => {
    const sealer = createTokenSealer(KEY, 'giving');
    const token = sealer.seal(payload);
    expect(sealer.open(tampered(token))).toBeNull();
    expect(createTokenSealer('x'.repeat(43), 'giving').open(token)).toBeNull();
    expect(createTokenSealer(KEY, 'manage-link').open(token)).toBeNull();
    const [iv, sealed] = token.split('.') as [string, string];
    for (const garbage of [
      '',
      'garbage',
      `${iv}`,
      `${iv}.`,
      `${iv}.${sealed}.x`,
      `${iv}.${sealed}=`,
      `x.${sealed}`,
    ]) {
      expect(sealer.open(garbage)).toBeNull();
    }
  });
});
