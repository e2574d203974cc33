import { createTokenSigner } from '../http/signedToken';
import { createManageLinkTokens } from './manageLinkToken';

const KEY = 'k'.repeat(43);
const now = new Date('2026-11-01T09:00:00Z');

describe('manage link tokens', () => {
  it('reads back what it issued: the gift, a random id and 60 days', () => {
    const tokens = createManageLinkTokens(KEY);
    const { token, claims } = tokens.issue('rcg_abc', now);
    expect(tokens.read(token)).toEqual(claims);
    expect(claims.giftPrefixedId).toBe('rcg_abc');
    expect(claims.linkId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Date(claims.expiresAt).toISOString()).toBe('2026-12-31T09:00:00.000Z');
    expect(tokens.issue('rcg_abc', now).claims.linkId).not.toBe(claims.linkId);
  });

  it('refuses a token whose payload was changed to name another gift', () => {
    const tokens = createManageLinkTokens(KEY);
    const { token } = tokens.issue('rcg_abc', now);
    const [payload, signature] = token.split('.');
    const wire = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${Buffer.from(JSON.stringify({ ...wire, g: 'rcg_other' })).toString('base64url')}.${signature}`;
    expect(tokens.read(forged)).toBeNull();
  });

  it('refuses a token of another key, garbage, and another kind of token signed with the same key', () => {
    expect(
      createManageLinkTokens(KEY).read(createManageLinkTokens('x'.repeat(43)).issue('rcg_a', now).token),
    ).toBeNull();
    expect(createManageLinkTokens(KEY).read('not-a-token')).toBeNull();
    const givingLike = createTokenSigner(KEY).seal({ o: 'org_1', d: 'usr_1', t: 'id', i: 1, e: 2 });
    expect(createManageLinkTokens(KEY).read(givingLike)).toBeNull();
  });
});
