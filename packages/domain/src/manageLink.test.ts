import { manageLinkExpiry, manageLinkPath, manageLinkRefusal, MANAGE_LINK_LIFETIME_DAYS } from './manageLink';

const issued = Date.UTC(2026, 10, 1, 9, 0);
const expires = manageLinkExpiry(issued);
const open = {
  signed: true,
  stored: { expiresAtMs: expires, revokedAtMs: null },
  giftStatus: 'active' as const,
  nowMs: issued,
};

describe('manage link rules', () => {
  it('lives 60 days to the millisecond', () => {
    expect(MANAGE_LINK_LIFETIME_DAYS).toBe(60);
    expect(new Date(expires).toISOString()).toBe('2026-12-31T09:00:00.000Z');
    expect(manageLinkRefusal({ ...open, nowMs: expires - 1 })).toBeNull();
    expect(manageLinkRefusal({ ...open, nowMs: expires })).toBe('expired');
  });

  it('opens an active, paused or ended gift', () => {
    for (const giftStatus of ['active', 'paused', 'ended'] as const) {
      expect(manageLinkRefusal({ ...open, giftStatus })).toBeNull();
    }
  });

  it('refuses a forged link, one with no stored row and one whose gift is not found alike', () => {
    expect(manageLinkRefusal({ ...open, signed: false })).toBe('unknown');
    expect(manageLinkRefusal({ ...open, stored: null })).toBe('unknown');
    expect(manageLinkRefusal({ ...open, giftStatus: null })).toBe('unknown');
  });

  it('says revoked rather than expired when the donor revoked a link that has also expired', () => {
    const stored = { expiresAtMs: expires, revokedAtMs: issued + 1000 };
    expect(manageLinkRefusal({ ...open, stored, nowMs: issued + 1000 })).toBe('revoked');
    expect(manageLinkRefusal({ ...open, stored, nowMs: expires + 1 })).toBe('revoked');
    expect(manageLinkRefusal({ ...open, stored, nowMs: issued })).toBeNull();
  });

  it('says a stopped gift is gone', () => {
    expect(manageLinkRefusal({ ...open, giftStatus: 'deleted' })).toBe('gone');
  });

  it('puts the token in the path escaped', () => {
    expect(manageLinkPath('abc.DEF-_')).toBe('/manage/abc.DEF-_');
    expect(manageLinkPath('a/b')).toBe('/manage/a%2Fb');
  });
});
