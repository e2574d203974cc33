/**
 * A lobby kiosk (docs/PRODUCT.md §20): a tablet an administrator turned into a kiosk keeps a device
 * session that can only give. The rules both the API and the console read.
 */

/** A device session ends this many days after the kiosk started, whatever its use. */
export const KIOSK_DEVICE_LIFETIME_DAYS = 30;
export const KIOSK_DEVICE_NAME_MAX = 60;
/** A church's kiosks that have not ended (revoked or expired), at most. */
export const KIOSK_DEVICES_PER_CHURCH_MAX = 20;
/** The kiosk page starts over after a minute without a touch or a key. */
export const KIOSK_IDLE_RESET_MS = 60_000;
/** How long the thank-you shows before the kiosk starts over for the next giver. */
export const KIOSK_THANK_YOU_MS = 10_000;

/**
 * The address of a church's one anonymous donor record: a kiosk gift given without an email belongs
 * to it. `.invalid` is reserved (RFC 2606), so no mail can ever reach it; no receipt is sent to it.
 */
export const ANONYMOUS_DONOR_EMAIL = 'anonymous@kiosk.invalid';

export function isAnonymousDonorEmail(email: string): boolean {
  return email.trim().toLowerCase() === ANONYMOUS_DONOR_EMAIL;
}

export type KioskDeviceState = 'active' | 'expired' | 'revoked';

/** Whether a device session still gives: revoked wins over expired, so the console says what was done. */
export function kioskDeviceState(
  device: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): KioskDeviceState {
  if (device.revokedAt) return 'revoked';
  return now.getTime() < device.expiresAt.getTime() ? 'active' : 'expired';
}

/** When a kiosk started at `startedAt` stops giving. */
export function kioskDeviceExpiry(startedAt: Date): Date {
  return new Date(startedAt.getTime() + KIOSK_DEVICE_LIFETIME_DAYS * 24 * 60 * 60_000);
}
