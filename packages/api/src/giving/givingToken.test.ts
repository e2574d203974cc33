import { createTokenSigner } from '../http/signedToken';
import { createGivingTokens, GIVING_TOKEN_LIFETIME_MS } from './givingToken';

const claims = {
  organizationPrefixedId: 'org_1',
  donorPrefixedId: 'usr_1',
  customerId: 'cus_1',
  scope: 'new' as const,
};

describe('giving tokens', () => {
  it('round-trips its claims until it expires 60 minutes later', () => {
    let now = new Date('2025-03-01T12:00:00Z');
    const tokens = createGivingTokens('k'.repeat(32), () => now);
    const token = tokens.issue(claims);
    expect(tokens.verify(token)).toEqual({
      ok: true,
      claims: {
        ...claims,
        tokenId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        issuedAt: now.getTime(),
        expiresAt: now.getTime() + GIVING_TOKEN_LIFETIME_MS,
      },
    });
    now = new Date(now.getTime() + GIVING_TOKEN_LIFETIME_MS);
    expect(tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('carries the identifier it is given, so a manage link can know its cards', () => {
    const tokens = createGivingTokens('k'.repeat(32));
    const verified = tokens.verify(tokens.issue(claims, 'link-derived-id'));
    expect(verified.ok && verified.claims.tokenId).toBe('link-derived-id');
  });

  it('gives every token its own 128-bit identifier, even two issued at the same instant', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    const tokens = createGivingTokens('k'.repeat(32), () => now);
    const ids = new Set(
      Array.from({ length: 50 }, () => {
        const verified = tokens.verify(tokens.issue(claims));
        if (!verified.ok) throw new Error('a fresh token did not verify');
        expect(Buffer.from(verified.claims.tokenId, 'base64url')).toHaveLength(16);
        return verified.claims.tokenId;
      }),
    );
    expect(ids.size).toBe(50);
  });

  it('refuses a signed token without an identifier (issued before tokens had one)', () => {
    const key = 'k'.repeat(32);
    const [payload] = createGivingTokens(key).issue(claims).split('.') as [string];
    const { t: _identifier, ...older } = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const resigned = createTokenSigner(key).seal(older);
    expect(createGivingTokens(key).verify(resigned)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a token signed with another key, or with its claims edited', () => {
    const token = createGivingTokens('a'.repeat(32)).issue(claims);
    expect(createGivingTokens('b'.repeat(32)).verify(token)).toEqual({ ok: false, reason: 'malformed' });
    const [payload, signature] = token.split('.') as [string, string];
    const edited = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('usr_1', 'usr_2'),
    ).toString('base64url');
    expect(createGivingTokens('a'.repeat(32)).verify(`${edited}.${signature}`)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(createGivingTokens('a'.repeat(32)).verify('garbage')).toEqual({ ok: false, reason: 'malformed' });
  });
});
