import {
  ANONYMOUS_DONOR_EMAIL,
  isAnonymousDonorEmail,
  kioskDeviceExpiry,
  kioskDeviceState,
} from './kioskDevice';

describe('kiosk devices', () => {
  const started = new Date('2027-03-01T15:00:00Z');
  const expiresAt = kioskDeviceExpiry(started);

  it('ends thirty days to the millisecond after it started', () => {
    expect(expiresAt.toISOString()).toBe('2027-03-31T15:00:00.000Z');
  });

  it('gives until its expiry, not at it', () => {
    expect(kioskDeviceState({ expiresAt, revokedAt: null }, new Date(expiresAt.getTime() - 1))).toBe(
      'active',
    );
    expect(kioskDeviceState({ expiresAt, revokedAt: null }, expiresAt)).toBe('expired');
  });

  it('says revoked for a device revoked before or after it expired', () => {
    const revokedAt = new Date('2027-03-02T00:00:00Z');
    expect(kioskDeviceState({ expiresAt, revokedAt }, new Date('2027-03-03T00:00:00Z'))).toBe('revoked');
    expect(kioskDeviceState({ expiresAt, revokedAt }, new Date('2027-05-01T00:00:00Z'))).toBe('revoked');
  });

  it('knows the anonymous donor record whatever the capitals and spaces', () => {
    expect(isAnonymousDonorEmail(ANONYMOUS_DONOR_EMAIL)).toBe(true);
    expect(isAnonymousDonorEmail(' Anonymous@Kiosk.Invalid ')).toBe(true);
    expect(isAnonymousDonorEmail('anonymous@kiosk.example')).toBe(false);
  });
});
