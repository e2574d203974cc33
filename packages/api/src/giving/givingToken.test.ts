import { createTokenSealer } from '../http/sealedToken';
import { createGivingTokens, GIVING_TOKEN_LIFETIME_MS } from './givingToken';

const claims = {
  organizationPrefixedId: 'org_1',
  donorPrefixedId: 'usr_1',
  customerId: 'cus_1',
  scope: 'new' as const,
  purpose: 'give' as const,
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
        kioskDevicePrefixedId: null,
        issuedAt: now.getTime(),
        expiresAt: now.getTime() + GIVING_TOKEN_LIFETIME_MS,
      },
    });
    now = new Date(now.getTime() + GIVING_TOKEN_LIFETIME_MS);
    expect(tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('names the lobby kiosk it was handed to, and no kiosk when it was not', () => {
    const tokens = createGivingTokens('k'.repeat(32));
    const kiosk = tokens.verify(tokens.issue({ ...claims, kioskDevicePrefixedId: 'kio_1' }));
    expect(kiosk.ok && kiosk.claims.kioskDevicePrefixedId).toBe('kio_1');
    const form = tokens.verify(tokens.issue(claims));
    expect(form.ok && form.claims.kioskDevicePrefixedId).toBeNull();
  });

  it('carries its purpose: a manage link’s token reads as one that only changes a card', () => {
    const tokens = createGivingTokens('k'.repeat(32));
    const verified = tokens.verify(tokens.issue({ ...claims, purpose: 'change-card' }));
    expect(verified.ok && verified.claims.purpose).toBe('change-card');
  });

  it('reveals none of its claims to whoever holds it: no JSON, no donor, customer or church id', () => {
    const token = createGivingTokens('k'.repeat(32)).issue(claims);
    for (const part of token.split('.')) {
      const decoded = Buffer.from(part, 'base64url').toString('latin1');
      expect(decoded).not.toMatch(/usr_1|cus_1|org_1|give/);
      expect(() => JSON.parse(decoded) as unknown).toThrow();
    }
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

  it('refuses a sealed token without an identifier or without a known purpose', () => {
    const key = 'k'.repeat(32);
    const sealer = createTokenSealer(key, 'giving');
    const wire = sealer.open(createGivingTokens(key).issue(claims)) as Record<string, unknown>;
    const { t: _identifier, ...withoutIdentifier } = wire;
    const { p: _purpose, ...withoutPurpose } = wire;
    for (const older of [withoutIdentifier, withoutPurpose, { ...wire, p: 'everything' }]) {
      expect(createGivingTokens(key).verify(sealer.seal(older))).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses a token sealed with another key, a tampered one, and another kind of token', () => {
    const token = createGivingTokens('a'.repeat(32)).issue(claims);
    expect(createGivingTokens('b'.repeat(32)).verify(token)).toEqual({ ok: false, reason: 'malformed' });
    const [iv, sealed] = token.split('.') as [string, string];
    const flipped = `${iv}.${sealed.startsWith('A') ? 'B' : 'A'}${sealed.slice(1)}`;
    expect(createGivingTokens('a'.repeat(32)).verify(flipped)).toEqual({ ok: false, reason: 'malformed' });
    const wire = createTokenSealer('a'.repeat(32), 'giving').open(token);
    const manageKind = createTokenSealer('a'.repeat(32), 'manage-link').seal(wire);
    expect(createGivingTokens('a'.repeat(32)).verify(manageKind)).toEqual({ ok: false, reason: 'malformed' });
    expect(createGivingTokens('a'.repeat(32)).verify('garbage')).toEqual({ ok: false, reason: 'malformed' });
  });
});
