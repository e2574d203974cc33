// The device session of a lobby kiosk (docs/PRODUCT.md §20) lives in a cookie of its own, beside (never
// in) the sign-in session: httpOnly, so no page script reads it; SameSite=Strict, so no other site's
// page sends it; for the church's host only; gone when the device's 30 days are.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export const KIOSK_COOKIE = 'halo_kiosk';

/** A new device secret (256 random bits) and the SHA-256 the database keeps instead of it. */
export function newKioskDeviceSecret(): { secret: string; secretHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, secretHash: hashKioskDeviceSecret(secret) };
}

export function hashKioskDeviceSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

function isSecure(request: FastifyRequest, config: Config): boolean {
  return config.publicUrl.startsWith('https:') || request.protocol === 'https';
}

export function setKioskCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  secret: string,
  expiresAt: Date,
): void {
  reply.setCookie(KIOSK_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure(request, config),
    expires: expiresAt,
  });
}
