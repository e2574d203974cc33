// Tokens the server hands out and reads back itself (giving tokens, emailed manage and confirm
// links, report download links): the JSON payload sealed with AES-256-GCM under a key derived from
// APP_KEY (HKDF, one key per kind of token), written `base64url(iv).base64url(ciphertext ‖ tag)`. Sealed,
// not merely signed: whoever holds a token (a donor's browser, a forwarded email, an embedding
// site's scripts) can neither read what it names — no donor, gift or customer id — nor change it.
// What the payload means, and when it expires, is the caller's business.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Each kind has its own key, so a token of one kind never opens as another. */
export type TokenKind = 'giving' | 'manage-link' | 'gift-confirmation' | 'report';

export interface TokenSealer {
  seal(payload: unknown): string;
  /** The payload of a token sealed with this key and kind, or null when malformed or tampered with. */
  open(token: string): unknown;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const PART = /^[A-Za-z0-9_-]+$/;

export function createTokenSealer(appKey: string, kind: TokenKind): TokenSealer {
  const key = Buffer.from(hkdfSync('sha256', appKey, 'halo-give', `sealed-token-v1:${kind}`, 32));
  return {
    seal(payload) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      return `${iv.toString('base64url')}.${Buffer.concat([body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(token) {
      const [ivPart, sealedPart, extra] = token.split('.');
      if (!ivPart || !sealedPart || extra !== undefined || !PART.test(ivPart) || !PART.test(sealedPart)) {
        return null;
      }
      const iv = Buffer.from(ivPart, 'base64url');
      const sealed = Buffer.from(sealedPart, 'base64url');
      if (iv.length !== IV_BYTES || sealed.length <= TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
          decipher.final(),
        ]);
        return JSON.parse(plain.toString('utf8')) as unknown;
      } catch {
        return null;
      }
    },
  };
}
