import { createHash, randomBytes } from 'node:crypto';

/** A token for an emailed link: 256 random bits, URL-safe (43 characters). */
export function newEmailedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: its SHA-256, so a leaked table opens no account. */
export function hashEmailedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How long each kind of emailed link works. */
export const TOKEN_LIFETIME_MS = {
  // Spec-free choice: a day is long enough to find the email, short enough to limit a leaked inbox.
  verify_email: 24 * 60 * 60_000,
  // Reset links are valid 60 minutes.
  reset_password: 60 * 60_000,
} as const;

export type TokenPurpose = keyof typeof TOKEN_LIFETIME_MS;
