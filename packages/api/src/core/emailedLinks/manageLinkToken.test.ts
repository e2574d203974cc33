import { createTokenSealer } from '../../http/sealedToken';
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

  it('shows the holder of the link nothing of its gift: no JSON, no id', () => {
    const { token } = createManageLinkTokens(KEY).issue('rcg_abc', now);
    for (const part of token.split('.')) {
      const decoded = Buffer.from(part, 'base64url').toString('latin1');
      expect(decoded).not.toMatch(/rcg_abc|manage/);
      expect(() => JSON.parse(decoded) as unknown).toThrow();
    }
  });

  it('refuses a tampered token', () => {
    const tokens = createManageLinkTokens(KEY);
    const [iv, sealed] = tokens.issue('rcg_abc', now).token.split('.') as [string, string];
    const flipped = `${iv}.${sealed.startsWith('A') ? 'B' : 'A'}${sealed.slice(1)}`;
    expect(tokens.read(flipped)).toBeNull();
  });

  it('refuses a token of another key, garbage, and a manage link’s payload sealed as another kind', () => {
    expect(
      createManageLinkTokens(KEY).read(createManageLinkTokens('x'.repeat(43)).issue('rcg_a', now).token),
    ).toBeNull();
    expect(createManageLinkTokens(KEY).read('not-a-token')).toBeNull();
    const wire = createTokenSealer(KEY, 'manage-link').open(
      createManageLinkTokens(KEY).issue('rcg_a', now).token,
    );
    expect(wire).toMatchObject({ k: 'manage', g: 'rcg_a' });
    expect(createManageLinkTokens(KEY).read(createTokenSealer(KEY, 'giving').seal(wire))).toBeNull();
    const givingLike = createTokenSealer(KEY, 'manage-link').seal({
      o: 'org_1',
      d: 'usr_1',
      t: 'id',
      i: 1,
      e: 2,
    });
    expect(createManageLinkTokens(KEY).read(givingLike)).toBeNull();
  });

  it('reads a link already in a donor’s inbox: the payload as it has always been sealed', () => {
    const linkId = 'l'.repeat(22);
    const sealed = createTokenSealer(KEY, 'manage-link').seal({
      k: 'manage',
      g: 'rcg_a',
      l: linkId,
      i: 1,
      e: 2,
    });
    expect(createManageLinkTokens(KEY).read(sealed)).toEqual({
      giftPrefixedId: 'rcg_a',
      linkId,
      issuedAt: 1,
      expiresAt: 2,
    });
  });
});
