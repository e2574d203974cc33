import { createManageLinkTokens } from './manageLinkToken';
import { createGiftConfirmationTokens } from './giftConfirmationToken';

const tokens = createGiftConfirmationTokens('a'.repeat(64));
const now = new Date('2026-11-01T09:00:00Z');

describe('gift confirmation tokens', () => {
  it('reads back what it issued, with 14 days of life', () => {
    const { token, claims } = tokens.issue('rcg_1', '2026-11-01', now);
    expect(tokens.read(token)).toEqual(claims);
    expect(claims.expiresAt - claims.issuedAt).toBe(14 * 86_400_000);
  });

  it('shows the holder of the link nothing of its charge: no JSON, no gift id, no date', () => {
    const { token } = tokens.issue('rcg_1', '2026-11-01', now);
    for (const part of token.split('.')) {
      const decoded = Buffer.from(part, 'base64url').toString('latin1');
      expect(decoded).not.toMatch(/rcg_1|2026-11-01|confirm/);
      expect(() => JSON.parse(decoded) as unknown).toThrow();
    }
  });

  it('refuses a token sealed with another key, a tampered one and a manage link sealed with the same key', () => {
    const { token } = tokens.issue('rcg_1', '2026-11-01', now);
    expect(createGiftConfirmationTokens('b'.repeat(64)).read(token)).toBeNull();
    expect(tokens.read(`x${token}`)).toBeNull();
    const [iv, sealed] = token.split('.') as [string, string];
    expect(tokens.read(`${iv}.${sealed.startsWith('A') ? 'B' : 'A'}${sealed.slice(1)}`)).toBeNull();
    const manage = createManageLinkTokens('a'.repeat(64)).issue('rcg_1', now).token;
    expect(tokens.read(manage)).toBeNull();
  });
});
