// Tamper-proof tokens the server hands out and reads back itself (giving tokens, report download
// links): `base64url(JSON payload).base64url(HMAC-SHA256(APP_KEY, that first part))`. What the
// payload means, and when it expires, is the caller's business.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenSigner {
  seal(payload: unknown): string;
  /** The payload of a token this key signed, or null when it is malformed or tampered with. */
  open(token: string): unknown;
}

export function createTokenSigner(key: string): TokenSigner {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    seal(payload) {
      const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${encoded}.${sign(encoded).toString('base64url')}`;
    },
    open(token) {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const expected = sign(encoded);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as unknown;
      } catch {
        return null;
      }
    },
  };
}
