import {
  GIFT_CONFIRMATION_LIFETIME_DAYS,
  giftConfirmationExpiry,
  giftConfirmationPath,
  giftConfirmationRefusal,
} from './giftConfirmation';

const issued = Date.UTC(2026, 10, 1, 9, 0);
const expires = giftConfirmationExpiry(issued);
const open = {
  signed: true,
  stored: { expiresAtMs: expires, confirmedAtMs: null },
  giftStatus: 'active' as const,
  nowMs: issued,
};

describe('gift confirmation link rules', () => {
  it('lives 14 days to the millisecond', () => {
    expect(GIFT_CONFIRMATION_LIFETIME_DAYS).toBe(14);
    expect(new Date(expires).toISOString()).toBe('2026-11-15T09:00:00.000Z');
    expect(giftConfirmationRefusal({ ...open, nowMs: expires - 1 })).toBeNull();
    expect(giftConfirmationRefusal({ ...open, nowMs: expires })).toBe('expired');
  });

  it('lets a paused or ended gift confirm the charge that waited for the donor', () => {
    for (const giftStatus of ['active', 'paused', 'ended'] as const) {
      expect(giftConfirmationRefusal({ ...open, giftStatus })).toBeNull();
    }
  });

  it('refuses a forged link, one with no stored row and one whose gift is not found alike', () => {
    expect(giftConfirmationRefusal({ ...open, signed: false })).toBe('unknown');
    expect(giftConfirmationRefusal({ ...open, stored: null })).toBe('unknown');
    expect(giftConfirmationRefusal({ ...open, giftStatus: null })).toBe('unknown');
  });

  it('says a confirmed gift was confirmed, even once the link has also expired', () => {
    const stored = { expiresAtMs: expires, confirmedAtMs: issued + 1000 };
    expect(giftConfirmationRefusal({ ...open, stored, nowMs: issued + 2000 })).toBe('used');
    expect(giftConfirmationRefusal({ ...open, stored, nowMs: expires + 1 })).toBe('used');
  });

  it('says a stopped gift is gone, and an expired link of a stopped gift expired', () => {
    expect(giftConfirmationRefusal({ ...open, giftStatus: 'deleted' })).toBe('gone');
    expect(giftConfirmationRefusal({ ...open, giftStatus: 'deleted', nowMs: expires })).toBe('expired');
  });

  it('writes the path with the token encoded', () => {
    expect(giftConfirmationPath('abc.DEF-_')).toBe('/confirm/abc.DEF-_');
    expect(giftConfirmationPath('a/b')).toBe('/confirm/a%2Fb');
  });
});
