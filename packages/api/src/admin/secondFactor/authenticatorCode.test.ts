import { generate } from 'otplib';
import {
  authenticatorLink,
  drawQrCode,
  matchAuthenticatorCode,
  newAuthenticatorSecret,
} from './authenticatorCode';

describe('authenticator codes', () => {
  const secret = newAuthenticatorSecret();
  const now = new Date('2026-03-01T12:00:10Z');
  const epoch = Math.floor(now.getTime() / 1000);

  it('accepts the code of now and of the step before, once per step', async () => {
    const code = await generate({ secret, epoch });
    const step = await matchAuthenticatorCode(secret, code, now, null);
    expect(step).toBe(Math.floor(epoch / 30));
    const previous = await generate({ secret, epoch: epoch - 30 });
    expect(await matchAuthenticatorCode(secret, previous, now, null)).toBe(step! - 1);
    // The same code again (a replay) is refused once its step has been used.
    expect(await matchAuthenticatorCode(secret, code, now, step)).toBeNull();
  });

  it('refuses a code of two minutes ago and a wrong one', async () => {
    const old = await generate({ secret, epoch: epoch - 120 });
    expect(await matchAuthenticatorCode(secret, old, now, null)).toBeNull();
    expect(await matchAuthenticatorCode(secret, '000000', now, null)).toBeNull();
  });

  it('writes the otpauth link with the church and the email, and its QR as a path', () => {
    const link = authenticatorLink(secret, 'Grace: Church', 'admin@example.com');
    expect(link).toMatch(/^otpauth:\/\/totp\//);
    expect(link).toContain(`secret=${secret}`);
    expect(decodeURIComponent(link)).toContain('Halo Give (Grace  Church)');
    const qr = drawQrCode(link);
    expect(qr.size).toBeGreaterThanOrEqual(21);
    expect(qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
  });
});
